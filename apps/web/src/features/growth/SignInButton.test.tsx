import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, userInfo, userSign, type Contract } from '@xinke/shared';
import { selfInfo } from '../../test/fixtures';
import { renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const openLoginDialog = vi.fn();
vi.mock('../auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { SignInButton } = await import('./SignInButton');
const apiMock = vi.mocked(api);

afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

const serve = (signFlag: number) =>
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === userInfo) return selfInfo({ sign_flag: signFlag, sign_days: 1 });
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);

describe('sign-in entry (SPEC §8 sign-in messages)', { timeout: 20_000 }, () => {
  it('visitor: 请登录后再操作 and the login dialog, no request', async () => {
    serve(0);
    renderPage(<SignInButton />, { url: '/app/new-version/aboutUs/electricityGrade' });
    fireEvent.click(screen.getByRole('button', { name: '每日签到' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(MSG.loginToAct));
    expect(openLoginDialog).toHaveBeenCalled();
    expect(apiMock).not.toHaveBeenCalledWith(userSign, expect.anything());
  });

  it('member already signed in today: 今天已签到', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    serve(1);
    renderPage(<SignInButton />, { url: '/app/new-version/user-center/level' });
    fireEvent.click(await screen.findByRole('button', { name: '今日已签到' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('今天已签到'));
    expect(apiMock).toHaveBeenCalledTimes(1);
  });
});
