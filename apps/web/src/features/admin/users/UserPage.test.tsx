import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SANCTION_PERMANENT,
  adminMuteUser,
  adminUser,
  adminUserPosts,
  userInfo,
  type AdminUserDetail,
  type Contract,
} from '@xinke/shared';
import { renderPage } from '../../../test/render-page';
import { selfInfo } from '../../../test/fixtures';
import '../../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: apiFn, http: {} }));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { api } = await import('../../../lib/api');
const { toast } = await import('../../../lib/toast');
const { clearCredentials, saveCredentials } = await import('../../../lib/credentials');
const { default: AdminGate } = await import('../../../pages/admin/AdminGate');
const apiMock = vi.mocked(api);

const member = (over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  id: 5,
  nickname: '焊台老王',
  image_url: '',
  phone: '174****1234',
  email: '',
  role: 'user',
  x_up: 0,
  ele: 120,
  level_name: 'Lv1 初来乍到',
  fan_count: 3,
  item_count: 2,
  create_time: 1_700_000_000,
  mute: null,
  ban: null,
  user_sign: '',
  district: '深圳',
  follow_count: 1,
  praise_count: 4,
  comment_count: 6,
  last_login_time: null,
  ...over,
});
/** antd in jsdom is slow on a loaded machine: waits that would fail only by time get room. */
const SLOW = { timeout: 10_000 };
const empty = { data: [], paginate: { current_page: 1, last_page: 0, total: 0, per_page: 20 } };

/** Remembers the user as the actions leave them, as the server would. */
function fakeServer(role: 'moderator' | 'admin') {
  let stored = member();
  apiMock.mockImplementation(async (contract: Contract, input?: unknown) => {
    if (contract === userInfo) return selfInfo({ role });
    if (contract === adminUser) return stored;
    if (contract === adminUserPosts) return empty;
    if (contract === adminMuteUser) {
      const { reason } = input as { reason: string };
      stored = member({ mute: { until: SANCTION_PERMANENT, reason } });
      return stored;
    }
    throw new Error(`unexpected ${contract.path}`);
  });
}

const openUserPage = async (role: 'moderator' | 'admin') => {
  saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
  fakeServer(role);
  renderPage(<AdminGate />, { url: '/app/admin/users/5', path: '/app/admin/*' });
  return screen.findByTestId('admin-user-page', {}, { timeout: 30_000 });
};
const buttonNamed = (root: HTMLElement, label: RegExp) =>
  [...root.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''));

afterEach(() => {
  clearCredentials();
  apiMock.mockReset();
});

describe('the console user page (/app/admin/users/:id)', () => {
  it('offers a moderator only 禁言, and no login history or sessions', async () => {
    const page = await openUserPage('moderator');
    expect(await within(page).findByText('焊台老王', {}, SLOW)).toBeTruthy();
    expect(buttonNamed(page, /^禁\s*言$/)).toBeTruthy();
    for (const admin of [/^封\s*禁$/, /修改角色/, /调整电量/, /下线全部会话/])
      expect(buttonNamed(page, admin)).toBeUndefined();
    expect(within(page).queryByText('登录记录')).toBeNull();
    expect(within(page).getByText('174****1234')).toBeTruthy();
  }, 60_000);

  it('禁言 asks for a reason, then mutes permanently and shows it', async () => {
    const page = await openUserPage('admin');
    expect(buttonNamed(page, /^封\s*禁$/)).toBeTruthy();
    expect(within(page).getByText('登录记录')).toBeTruthy();
    fireEvent.click(buttonNamed(page, /^禁\s*言$/)!);
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal');
      expect(found).not.toBeNull();
      return found!;
    }, SLOW);
    const ok = () =>
      dialog.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-dangerous')!;
    fireEvent.click(ok());
    expect(await within(dialog).findByText('请填写原因', {}, SLOW)).toBeTruthy();
    expect(apiMock.mock.calls.some(([c]) => c === adminMuteUser)).toBe(false);

    fireEvent.click(within(dialog).getByText('永久'));
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '辱骂他人' } });
    fireEvent.click(ok());
    await waitFor(
      () =>
        expect(apiMock).toHaveBeenCalledWith(adminMuteUser, {
          id: 5,
          until: null,
          reason: '辱骂他人',
        }),
      SLOW,
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('已禁言'), SLOW);
    expect(await within(page).findByText('禁言中（永久）', {}, SLOW)).toBeTruthy();
    expect(within(page).getByText('原因：辱骂他人')).toBeTruthy();
    expect(buttonNamed(page, /解除禁言/)).toBeTruthy();
  }, 60_000);
});
