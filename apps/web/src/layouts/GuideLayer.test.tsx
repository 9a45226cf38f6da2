import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  discountTicket,
  receiveCoupon,
  setGuide,
  userInfo,
  userUpdate,
  type Contract,
  type UserCoupon,
  type UserInfo,
} from '@xinke/shared';
import { selfInfo } from '../test/fixtures';
import { renderPage } from '../test/render-page';

vi.mock('../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../lib/api');
const { toast } = await import('../lib/toast');
const { clearCredentials, saveCredentials } = await import('../lib/credentials');
const { GuideLayer } = await import('./GuideLayer');
const apiMock = vi.mocked(api);

const CODE = 'XK-ABCD-EFGH-JKMN';
const coupon = (over: Partial<UserCoupon> = {}): UserCoupon => ({
  id: 1,
  coupon_name: '新人专享券',
  discount_fee: 2000,
  min_fee: 0,
  description: '芯客商城全场通用，无门槛立减 20 元',
  code: CODE,
  status: 0,
  status_text: '可使用',
  claim_time: 1_780_000_000,
  expire_time: 1_780_000_000 + 90 * 86_400,
  use_time: null,
  ...over,
});

type Handler = (input: unknown) => unknown;
/** User info, the claim and set_guide as the server keeps them; `over` replaces a call. */
function fakeServer(start: Partial<UserInfo>, over: Map<Contract, Handler> = new Map()) {
  let info = selfInfo(start);
  let claimed = false;
  apiMock.mockImplementation((async (contract: Contract, input: unknown) => {
    const handler = over.get(contract);
    if (handler) return handler(input);
    if (contract === userInfo) return info;
    if (contract === receiveCoupon) {
      const first = !claimed;
      claimed = true;
      return { ...coupon(), first_claim: first };
    }
    if (contract === setGuide) {
      info = { ...info, is_old: 1 };
      return { is_old: 1, show_guide: false };
    }
    if (contract === discountTicket) return claimed ? [coupon()] : [];
    if (contract === userUpdate) {
      info = { ...info, interests: (input as { interests: number[] }).interests };
      return info;
    }
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

/** The dialogs load antd's Modal on first showing: slow on a busy machine. */
const LAZY = { timeout: 10_000 };
const member = () => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 });
/** The sign-in popup's stand-in: GuideLayer's children. */
const renderLayer = () =>
  renderPage(
    <GuideLayer>
      <div data-testid="after-guide" />
    </GuideLayer>,
    { url: '/app/new-version/featured?tag=recommend' },
  );
const calls = (contract: Contract) => apiMock.mock.calls.filter(([c]) => c === contract);

describe('new-user guide (SPEC §2, §4 is_old 0)', { timeout: 20_000 }, () => {
  it('step 1 下一步, step 2 开始: claims the coupon, sets the guide, shows the coupon dialog; the sign-in popup waits', async () => {
    member();
    fakeServer({ is_old: 0 });
    const { client } = renderLayer();
    const guide = await screen.findByTestId('guide-dialog', {}, LAZY);
    expect(guide.getAttribute('data-step')).toBe('1');
    expect(within(guide).getByRole('button', { name: '跳过' })).toBeTruthy();
    expect(screen.queryByTestId('after-guide')).toBeNull();

    fireEvent.click(within(guide).getByRole('button', { name: '下一步' }));
    expect(screen.getByTestId('guide-dialog').getAttribute('data-step')).toBe('2');
    expect(calls(receiveCoupon)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '开始' }));

    const dialog = await screen.findByTestId('coupon-dialog', {}, LAZY);
    expect(calls(receiveCoupon)).toEqual([[receiveCoupon, {}]]);
    expect(calls(setGuide)).toHaveLength(1);
    // claim before set_guide: a new user's claim is refused once is_old is 1
    expect(apiMock.mock.calls.findIndex(([c]) => c === receiveCoupon)).toBeLessThan(
      apiMock.mock.calls.findIndex(([c]) => c === setGuide),
    );
    expect(toast.success).toHaveBeenCalledWith('领取成功');
    expect(client.getQueryData<UserInfo>(['user', 'info'])?.is_old).toBe(1);
    expect(screen.queryByTestId('guide-dialog')).toBeNull();
    expect(screen.queryByTestId('after-guide')).toBeNull();

    // header row: icons with descriptions and the copy button
    expect(within(dialog).getByText('新人礼包')).toBeTruthy();
    expect(within(dialog).getByText('90天有效')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '复制券码' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('复制成功'));
    expect(writeText).toHaveBeenCalledWith(CODE);

    // the coupon list, and 立即查看 to the privilege page
    const card = await screen.findByTestId('coupon-card');
    expect(card.textContent).toContain('20');
    expect(card.textContent).toContain(CODE);
    fireEvent.click(screen.getByRole('link', { name: '立即查看' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/app/new-version/user-center/privilege',
    );
    await waitFor(() => expect(screen.queryByTestId('coupon-dialog')).toBeNull());
    expect(screen.getByTestId('after-guide')).toBeTruthy();
    expect(screen.queryByTestId('guide-dialog')).toBeNull();
  });

  it('跳过 on step 1 also claims the coupon; closing the coupon dialog lets the sign-in popup show', async () => {
    member();
    fakeServer({ is_old: 0 });
    renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }, LAZY));
    await screen.findByTestId('coupon-dialog', {}, LAZY);
    expect(calls(receiveCoupon)).toHaveLength(1);
    expect(calls(setGuide)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByTestId('after-guide')).toBeTruthy());
  });

  it('an old member (is_old 1) and a visitor see no guide; the sign-in popup is not held back', async () => {
    member();
    fakeServer({ is_old: 1 });
    const old = renderLayer();
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(userInfo, {}));
    expect(old.getByTestId('after-guide')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('guide-dialog')).toBeNull();
    old.unmount();

    clearCredentials();
    fakeServer({ is_old: 0 });
    const visitor = renderLayer();
    expect(visitor.getByTestId('after-guide')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('guide-dialog')).toBeNull();
  });

  it('coupon load failure: an error toast with the msg (SPEC §8)', async () => {
    member();
    fakeServer(
      { is_old: 0 },
      new Map<Contract, Handler>([
        [discountTicket, () => Promise.reject({ code: 500, data: null, msg: '服务器开小差了' })],
      ]),
    );
    renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }, LAZY));
    await screen.findByTestId('coupon-dialog', {}, LAZY);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('服务器开小差了'));
    expect(calls(discountTicket)[0]?.[2]).toEqual({ silent: true });
    // the claimed code can still be copied from the header
    expect(screen.getByRole('button', { name: '复制券码' })).toBeTruthy();
  });

  it('a claim that got no answer leaves the member new (no set_guide): the guide comes back next visit', async () => {
    member();
    fakeServer(
      { is_old: 0 },
      new Map<Contract, Handler>([
        [receiveCoupon, () => Promise.reject({ code: -1, data: null, msg: '请求超时' })],
      ]),
    );
    renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }, LAZY));
    await waitFor(() => expect(screen.getByTestId('after-guide')).toBeTruthy());
    expect(calls(setGuide)).toHaveLength(0);
    expect(screen.queryByTestId('coupon-dialog')).toBeNull();
  });

  it('a refused claim (no longer a new user) still ends the guide for good', async () => {
    member();
    fakeServer(
      { is_old: 0 },
      new Map<Contract, Handler>([
        [
          receiveCoupon,
          () => Promise.reject({ code: 403, data: null, msg: '该优惠券仅限新用户领取' }),
        ],
      ]),
    );
    renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }, LAZY));
    await waitFor(() => expect(screen.getByTestId('after-guide')).toBeTruthy());
    expect(calls(setGuide)).toHaveLength(1);
  });
  it('step 1 offers the SPEC §9 sign-up interests: 下一步 stores the chosen ones, 跳过 stores none', async () => {
    member();
    fakeServer({ is_old: 0, nickname: '芯友_ab12' });
    const { client } = renderLayer();
    const guide = await screen.findByTestId('guide-dialog', {}, LAZY);
    const picker = within(guide).getByTestId('interest-picker');
    fireEvent.click(within(picker).getByText('机器人'));
    fireEvent.click(within(picker).getByText('ARM'));
    fireEvent.click(within(guide).getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(calls(userUpdate)).toEqual([
        [userUpdate, { nickname: '芯友_ab12', interests: [8, 10] }],
      ]),
    );
    await waitFor(() =>
      expect(client.getQueryData<UserInfo>(['user', 'info'])?.interests).toEqual([8, 10]),
    );
  });

  it('跳过 leaves the interests unchosen', async () => {
    member();
    fakeServer({ is_old: 0 });
    renderLayer();
    const guide = await screen.findByTestId('guide-dialog', {}, LAZY);
    fireEvent.click(within(within(guide).getByTestId('interest-picker')).getByText('游戏'));
    fireEvent.click(within(guide).getByRole('button', { name: '跳过' }));
    await screen.findByTestId('coupon-dialog', {}, LAZY);
    expect(calls(userUpdate)).toHaveLength(0);
  });
});
