import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeBtn, activeIndex, type ActivityBtn, type Contract } from '@xinke/shared';
import { currentLocation, renderPage } from '../../test/render-page';
import { ACTIVE_ID, contestOf } from './fixtures';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => false) }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: ContestIndexPage } = await import('./ContestIndexPage');
const apiMock = vi.mocked(api);

const btn = (action: string, text: string, disabled = false): ActivityBtn => ({
  action,
  text,
  disabled,
  start_time: null,
});
function fake(b: ActivityBtn) {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === activeIndex) return contestOf(1);
    if (contract === activeBtn) return b;
    throw new Error(`unexpected ${contract.path}`);
  }) as never);
}
const show = (h5 = false) => {
  const base = h5
    ? '/app/new-version/h5/diy-computer-activity'
    : '/app/new-version/diy-computer-activity';
  return renderPage(<ContestIndexPage />, {
    url: `${base}/${ACTIVE_ID}/index`,
    path: `${base}/:activityId/index`,
  });
};

afterEach(() => vi.clearAllMocks());

describe('contest index', () => {
  it('shows the rules; 登录 opens the login dialog', async () => {
    fake(btn('login', '登录后报名'));
    show();
    expect(await screen.findByText('比赛规则')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('contest-main-button'));
    expect(openLoginDialog).toHaveBeenCalled();
  });

  it.each([
    ['join', 'registry'],
    ['upload', 'work-upload'],
    ['vote', 'work'],
    ['result', 'award'],
  ])('%s leads to %s', async (action, tab) => {
    fake(btn(action, '去'));
    show();
    fireEvent.click(await screen.findByTestId('contest-main-button'));
    await waitFor(() =>
      expect(currentLocation()).toBe(`/app/new-version/diy-computer-activity/${ACTIVE_ID}/${tab}`),
    );
  });

  it('on H5, vote stays on the H5 wall', async () => {
    fake(btn('vote', '去投票'));
    show(true);
    fireEvent.click(await screen.findByTestId('contest-main-button'));
    await waitFor(() =>
      expect(currentLocation()).toBe(`/app/new-version/h5/diy-computer-activity/${ACTIVE_ID}/work`),
    );
  });

  it('a disabled button only shows its text', async () => {
    fake(btn('none', '活动未开始', true));
    show();
    expect(await screen.findByText('活动未开始')).toBeTruthy();
    expect(screen.queryByTestId('contest-main-button')).toBeNull();
  });
});
