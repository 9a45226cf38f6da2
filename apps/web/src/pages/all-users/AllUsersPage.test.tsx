import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fanRecommendList,
  followRecommendList,
  MSG,
  starUsers,
  userFollow,
  type Contract,
  type StarUser,
} from '@xinke/shared';
import { socialUser } from '../../test/fixtures';
import { currentLocation, pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: AllUsersPage } = await import('./AllUsersPage');
const apiMock = vi.mocked(api);

const star = (id: number, over: Partial<StarUser> = {}): StarUser => ({
  ...socialUser(id),
  praise_count: 0,
  item_count: 0,
  ...over,
});

type Input = Record<string, number | string | undefined>;

function fakeServer() {
  const fans = new Map<number, number>([
    [1, 255],
    [2, 240],
  ]);
  const flags = new Map<number, number>();
  const starsOf = (order: number) =>
    order === 2
      ? [star(2, { nickname: '焊锡的猫', praise_count: 900, fan_count: fans.get(2) })]
      : [
          star(1, {
            nickname: '静音党',
            fan_count: fans.get(1),
            follow_flag: flags.get(1) ?? 0,
            praise_count: 1200,
            item_count: 3,
          }),
          star(2, { nickname: '焊锡的猫', fan_count: fans.get(2), follow_flag: 2 }),
        ];
  apiMock.mockImplementation((async (contract: Contract, input: Input = {}) => {
    if (contract === starUsers) return starsOf(Number(input.order));
    if (contract === userFollow) {
      const id = Number(input.follow_id);
      const follow = input.follow_status === 1;
      fans.set(id, (fans.get(id) ?? 0) + (follow ? 1 : -1));
      flags.set(id, follow ? 1 : 0);
      return { follow_flag: flags.get(id), fan_count: fans.get(id) };
    }
    if (contract === fanRecommendList) return pageOf([socialUser(31, { nickname: '回关我吧' })]);
    if (contract === followRecommendList) {
      const page = Number(input.page);
      return pageOf([socialUser(40 + page, { nickname: `推荐${page}` })], page, 2, 2);
    }
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}

const renderAllUsers = (query = '') =>
  renderPage(<AllUsersPage />, { url: `/app/new-version/allUsers${query}` });
const stars = async () => within(await screen.findByTestId('star-users'));
const label = (el: HTMLElement) => el.textContent?.replace(/\s/g, '');

afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

const SLOW = { timeout: 20_000 };

describe('allUsers (SPEC §2)', SLOW, () => {
  it('lists the star users with rank, counts and follow state; most fans by default', async () => {
    fakeServer();
    renderAllUsers();
    const list = await stars();
    const rows = list.getAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: '静音党' }).getAttribute('href')).toBe(
      '/app/new-version/homepage/1',
    );
    expect(rows[0]?.textContent).toContain('1');
    expect(first.getByTestId('user-fans').textContent).toBe('粉丝 255');
    expect(rows[0]?.textContent).toContain('获赞 1.2k');
    expect(label(first.getByTestId('follow-button'))).toBe('关注');
    expect(label(within(rows[1] as HTMLElement).getByTestId('follow-button'))).toBe('互相关注');
    expect(apiMock).toHaveBeenCalledWith(starUsers, { order: 1 });
    expect(screen.getByRole('link', { name: '粉丝最多' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('获赞最多 asks for order 2', async () => {
    fakeServer();
    renderAllUsers();
    await stars();
    fireEvent.click(screen.getByRole('link', { name: '获赞最多' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(starUsers, { order: 2 }));
    expect(currentLocation()).toBe('/app/new-version/allUsers?order=2');
    await waitFor(() =>
      expect(screen.getAllByTestId('user-row').map((r) => r.textContent)).toEqual([
        expect.stringContaining('焊锡的猫'),
      ]),
    );
  });

  it('a member follows a star user: 已关注 and the fan count from the server', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    fakeServer();
    renderAllUsers();
    const first = within((await stars()).getAllByTestId('user-row')[0] as HTMLElement);
    await act(async () => fireEvent.click(first.getByTestId('follow-button')));
    await waitFor(() => expect(label(first.getByTestId('follow-button'))).toBe('已关注'));
    expect(first.getByTestId('user-fans').textContent).toBe('粉丝 256');
    expect(apiMock).toHaveBeenCalledWith(userFollow, { follow_id: 1, follow_status: 1 });
    expect(toast.success).toHaveBeenCalledWith(MSG.followSuccess);
  });

  it('a visitor’s 关注 opens the login dialog; no recommendations are asked', async () => {
    fakeServer();
    renderAllUsers();
    fireEvent.click((await stars()).getAllByTestId('follow-button')[0] as HTMLElement);
    expect(openLoginDialog).toHaveBeenCalledTimes(1);
    expect(apiMock.mock.calls.map(([c]) => c)).toEqual([starUsers]);
    expect(screen.queryByTestId('recommend-follow')).toBeNull();
  });

  it('members get fans to follow back and people to follow, 5 at a time, with 换一批', async () => {
    saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
    fakeServer();
    renderAllUsers();
    const fanBlock = within(await screen.findByTestId('recommend-fan'));
    expect(fanBlock.getByRole('link', { name: '回关我吧' })).toBeTruthy();
    const followBlock = within(await screen.findByTestId('recommend-follow'));
    expect(followBlock.getByRole('link', { name: '推荐1' })).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(followRecommendList, { page: 1, page_size: 5, key: '' });
    fireEvent.click(followBlock.getByRole('button', { name: /换一批/ }));
    expect(await followBlock.findByRole('link', { name: '推荐2' })).toBeTruthy();
    // The last page wraps round to the first.
    fireEvent.click(followBlock.getByRole('button', { name: /换一批/ }));
    expect(await followBlock.findByRole('link', { name: '推荐1' })).toBeTruthy();
  });
});
