import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blackList, systemAccount, systemSecret, type Contract } from '@xinke/shared';
import { pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: SafetyPage } = await import('./SafetyPage');
const apiMock = vi.mocked(api);

afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('safety page', { timeout: 20_000 }, () => {
  it('ends with 黑名单: the people I blocked', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    apiMock.mockImplementation((async (contract: Contract) => {
      if (contract === systemAccount)
        return { phone: '138****8000', email: '', has_password: true, wechat_bound: false };
      if (contract === systemSecret)
        return { show_follow: 1, show_fans: 1, show_collect: 1, show_dynamic: 1 };
      if (contract === blackList)
        return pageOf([
          { id: 5, nickname: '广告号', image_url: '', user_sign: '', create_time: 1_700_000_000 },
        ]);
      throw new Error(`unexpected call ${contract.path}`);
    }) as unknown as typeof api);
    renderPage(<SafetyPage />, { url: '/app/new-version/user-center/safety' });
    const section = within(screen.getByTestId('black-list-section'));
    expect(section.getByRole('heading', { name: '黑名单' })).toBeTruthy();
    expect(await section.findByRole('link', { name: '广告号' })).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(blackList, { page: 1 });
  });
});
