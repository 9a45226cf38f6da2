import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELE_REASON, userInfo, userPoint, type Contract } from '@xinke/shared';
import { selfInfo } from '../../test/fixtures';
import { pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: MyElectricityPage } = await import('./MyElectricityPage');
const apiMock = vi.mocked(api);

const URL = '/app/new-version/user-center/electricity/my-electricity';
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

function serve(rows: ReturnType<typeof row>[]) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === userInfo) return selfInfo({ sign_flag: 1, ele: 25 });
    if (contract === userPoint) return { ...pageOf(rows), ele: 25 };
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}
const row = (id: number, amount: number, reason_text: string) => ({
  id,
  amount,
  reason: ELE_REASON.signIn,
  reason_text,
  source: 'signin:2026-11-20',
  item_id: null,
  create_time: 1_700_000_000,
});

describe('my-electricity', { timeout: 20_000 }, () => {
  it('shows the balance and the history rows', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    serve([row(2, 20, '每日签到'), row(1, -1, '内容删除或未通过审核，收回电量')]);
    renderPage(<MyElectricityPage />, { url: URL });
    const table = within(await screen.findByTestId('point-table'));
    expect(table.getByText('+20')).toBeTruthy();
    expect(table.getByText('-1')).toBeTruthy();
    expect(screen.getByTestId('ele-balance').textContent).toBe('25');
    expect(apiMock).toHaveBeenCalledWith(userPoint, { page: 1 });
  });

  it('history filters pass begin_time/end_time (and the page) from the URL', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    serve([]);
    renderPage(<MyElectricityPage />, { url: `${URL}?from=2026-11-01&to=2026-11-20&page=2` });
    expect(await screen.findByText('暂无电量记录')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(userPoint, {
      page: 2,
      begin_time: '2026-11-01',
      end_time: '2026-11-20',
    });
  });
});
