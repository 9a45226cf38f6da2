import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteInfo, inviteReceive, type Contract, type InviteInfo } from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
const signedIn = { value: false };
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => signedIn.value) }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const copied: string[] = [];
vi.mock('../../features/privilege/copy-text', () => ({
  copyText: vi.fn(async (text: string) => void copied.push(text)),
}));
const { api } = await import('../../lib/api');
const { default: InvitePage } = await import('./InvitePage');
const { PendingInviteLayer } = await import('../../features/invite/PendingInviteLayer');
const { pendingInvite } = await import('../../features/invite/pending-invite');
const apiMock = vi.mocked(api);

const activity = {
  id: 9,
  type: 'invite',
  kind: 'general',
  title: '邀请好友赢电量',
  cover: '',
  summary: '一起来玩硬件',
  status: 3,
  status_text: '投票中',
  start_time: 1_700_000_000,
  end_time: 1_900_000_000,
  stages: [],
  enrol_count: 0,
  results_published_at: null,
  rules: '<p>最终解释权归芯客所有</p>',
};
const info = (over: Partial<InviteInfo> = {}): InviteInfo => ({
  activity,
  settings: {
    inviter_register_ele: 5,
    inviter_active_ele: 20,
    invitee_ele: 10,
    daily_cap: 10,
    total_cap: 100,
  },
  window_start: 1_700_000_000,
  window_end: 1_900_000_000,
  in_window: true,
  inviter: null,
  mine: null,
  leaderboard: [],
  ...over,
});

function fake(handler: (contract: Contract, input: unknown) => unknown) {
  apiMock.mockImplementation((async (contract: Contract, input: unknown) =>
    handler(contract, input)) as never);
}

function renderPage(url = '/app/new-version/activity/invite/9') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/app/new-version/activity/invite/:id" element={<InvitePage />} />
        </Routes>
        <PendingInviteLayer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  signedIn.value = false;
  copied.length = 0;
});
afterEach(() => vi.clearAllMocks());

describe('invite page', () => {
  it('shows a skeleton, then the rewards and a login prompt for visitors', async () => {
    let answer: (v: InviteInfo) => void = () => undefined;
    apiMock.mockImplementation((() => new Promise((r) => (answer = r))) as never);
    renderPage();
    expect(screen.getByTestId('invite-loading')).toBeTruthy();
    answer(info());
    expect(await screen.findByRole('heading', { name: '邀请好友赢电量' })).toBeTruthy();
    expect(screen.getByText('+20')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invite-login'));
    expect(openLoginDialog).toHaveBeenCalled();
    expect(screen.getByText('暂无排名，成为第一个上榜的人吧')).toBeTruthy();
  });

  it('keeps a landing code and names the inviter; after login it is received once', async () => {
    fake((c) =>
      c === inviteInfo ? info({ inviter: { nickname: '老**王', image_url: '' } }) : null,
    );
    const view = renderPage('/app/new-version/activity/invite/9?code=ABCD2345');
    expect((await screen.findByTestId('invite-landing')).textContent).toContain(
      '老**王 邀请你加入芯客',
    );
    expect(pendingInvite()?.code).toBe('ABCD2345');
    expect(apiMock).toHaveBeenCalledWith(inviteInfo, { id: 9, code: 'ABCD2345' });
    view.unmount();

    signedIn.value = true;
    fake((c) =>
      c === inviteReceive
        ? { active_id: 9, inviter: '老**王', invitee_ele: 10, first_receive: true }
        : info(),
    );
    renderPage('/app/new-version/activity/invite/9');
    await screen.findByRole('heading', { name: '邀请好友赢电量' });
    const receives = apiMock.mock.calls.filter(([c]) => c === inviteReceive);
    expect(receives).toEqual([[inviteReceive, { code: 'ABCD2345' }]]);
    expect(pendingInvite()).toBeNull();
  });

  it('a member already logged in receives a friend’s code at once, but never their own', async () => {
    signedIn.value = true;
    const mine = {
      code: 'MINE2345',
      link: '/app/new-version/activity/invite/9?code=MINE2345',
      invited: 0,
      activated: 0,
      ele_earned: 0,
      invited_by: null,
      invitees: [],
    };
    fake((c) =>
      c === inviteReceive
        ? { active_id: 9, inviter: '老**王', invitee_ele: 10, first_receive: true }
        : info({ mine }),
    );
    const own = renderPage('/app/new-version/activity/invite/9?code=MINE2345');
    await screen.findByTestId('invite-link');
    expect(apiMock.mock.calls.filter(([c]) => c === inviteReceive)).toEqual([]);
    own.unmount();
    renderPage('/app/new-version/activity/invite/9?code=FRND2345');
    await waitFor(() =>
      expect(apiMock.mock.calls.filter(([c]) => c === inviteReceive)).toEqual([
        [inviteReceive, { code: 'FRND2345' }],
      ]),
    );
  });

  it('shows my link with 复制链接, my invitees and the board', async () => {
    signedIn.value = true;
    fake(() =>
      info({
        mine: {
          code: 'ABCD2345',
          link: '/app/new-version/activity/invite/9?code=ABCD2345',
          invited: 2,
          activated: 1,
          ele_earned: 30,
          invited_by: null,
          invitees: [
            {
              id: 1,
              nickname: '小*',
              image_url: '',
              state: 2,
              state_text: '已激活',
              reward: 25,
              rewarded: true,
              receive_time: 1_800_000_000,
            },
            {
              id: 2,
              nickname: '阿**明',
              image_url: '',
              state: 1,
              state_text: '已注册',
              reward: 0,
              rewarded: false,
              receive_time: 1_800_000_100,
            },
          ],
        },
        leaderboard: [{ rank: 1, nickname: '阿**明', image_url: '', activated: 3, is_me: true }],
      }),
    );
    renderPage();
    const link = await screen.findByTestId('invite-link');
    expect(link.textContent).toBe(
      `${window.location.origin}/app/new-version/activity/invite/9?code=ABCD2345`,
    );
    fireEvent.click(screen.getByTestId('invite-copy'));
    expect(copied).toEqual([link.textContent]);
    const rows = within(screen.getByTestId('invitees')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('已激活+25 电量'),
      expect.stringContaining('已注册不计奖励'),
    ]);
    expect(within(screen.getByTestId('invite-board')).getByText('阿**明（我）')).toBeTruthy();
  });

  it('shows the error view, and retry loads again', async () => {
    let fail = true;
    fake(() => {
      if (fail) throw new Error('boom');
      return info();
    });
    renderPage();
    const retry = within(await screen.findByTestId('error-view')).getByText('重试');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '邀请好友赢电量' })).toBeTruthy();
  });
});
