import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimPrerogativeCode,
  discountTicket,
  prerogativeCodes,
  redeemPrerogativeCode,
  type CodeRow,
  type Contract,
  type UserCoupon,
} from '@xinke/shared';
import { pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { default: PrivilegePage } = await import('./PrivilegePage');
const apiMock = vi.mocked(api);

// 2026-05-30 12:00 China time
const EXPIRE = Date.UTC(2026, 4, 30, 4, 0) / 1000;
const coupon = (over: Partial<UserCoupon> = {}): UserCoupon => ({
  id: 1,
  coupon_name: '新人专享券',
  discount_fee: 2000,
  min_fee: 0,
  description: '芯客商城全场通用',
  code: 'XK-ABCD-EFGH-JKMN',
  status: 0,
  status_text: '可使用',
  claim_time: EXPIRE - 90 * 86_400,
  expire_time: EXPIRE,
  use_time: null,
  ...over,
});
const code = (over: Partial<CodeRow> = {}): CodeRow => ({
  id: 5,
  type: 1,
  type_text: '内测兑换码',
  title: '芯客内测资格',
  code: 'NC-2345-6789-ABCD',
  status: 1,
  status_text: '已领取',
  expire_time: EXPIRE,
  claim_time: EXPIRE - 86_400,
  redeem_time: null,
  ...over,
});
const types = [
  {
    type: 1,
    type_text: '内测兑换码',
    can_claim: false,
    reason: '你已有一个该类型的码，兑换或过期后才能再领',
  },
  { type: 2, type_text: '沙龙门票', can_claim: true, reason: '' },
];

function answer(map: Map<Contract, (input: unknown) => unknown>) {
  apiMock.mockImplementation((async (contract: Contract, input: unknown) => {
    const handler = map.get(contract);
    if (!handler) throw new Error(`unexpected call ${contract.path}`);
    return handler(input);
  }) as unknown as typeof api);
}

const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => vi.clearAllMocks());

const PATH = '/app/new-version/user-center/privilege';

describe('privilege page: my coupons', { timeout: 20_000 }, () => {
  it('shows each coupon as a ticket: amount in 元, threshold, code with copy, validity; used and expired greyed without copy', async () => {
    answer(
      new Map([
        [
          discountTicket,
          () => [
            coupon(),
            coupon({
              id: 2,
              coupon_name: '满减券',
              discount_fee: 1990,
              min_fee: 10000,
              code: 'XK-USED-2222-3333',
              status: 1,
              status_text: '已使用',
            }),
            coupon({
              id: 3,
              coupon_name: '过期券',
              code: 'XK-OLD2-2222-3333',
              status: 2,
              status_text: '已过期',
            }),
          ],
        ],
      ]),
    );
    renderPage(<PrivilegePage />, { url: PATH });
    const cards = await screen.findAllByTestId('coupon-card');
    expect(cards).toHaveLength(3);
    const [usable, used, expired] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(usable.textContent).toContain('¥20');
    expect(usable.textContent).toContain('无门槛');
    expect(usable.textContent).toContain('有效期至 2026-05-30 12:00');
    expect(used.textContent).toContain('¥19.9');
    expect(used.textContent).toContain('满100元可用');
    expect(used.textContent).toContain('已使用');
    expect(expired.textContent).toContain('已过期');
    expect(within(used).queryByRole('button', { name: /复制/ })).toBeNull();
    expect(within(expired).queryByRole('button', { name: /复制/ })).toBeNull();

    fireEvent.click(within(usable).getByRole('button', { name: /复制/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('复制成功'));
    expect(writeText).toHaveBeenCalledWith('XK-ABCD-EFGH-JKMN');
  });

  it('empty: 暂无优惠券; failure: error toast and the error view', async () => {
    answer(new Map([[discountTicket, () => []]]));
    const empty = renderPage(<PrivilegePage />, { url: PATH });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无优惠券');
    empty.unmount();

    answer(new Map([[discountTicket, () => Promise.reject({ code: 500, data: null, msg: '' })]]));
    renderPage(<PrivilegePage />, { url: PATH });
    expect(await screen.findByTestId('error-view')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('优惠券加载失败');
  });

  it('a copy without the clipboard API falls back to the selection', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    answer(new Map([[discountTicket, () => [coupon()]]]));
    renderPage(<PrivilegePage />, { url: PATH });
    fireEvent.click(await screen.findByRole('button', { name: /复制/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('复制成功'));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});

describe('privilege page: my codes', { timeout: 20_000 }, () => {
  it('type and status labels; 提交兑换 only where the member may move the code; claim per type', async () => {
    answer(
      new Map<Contract, (input: unknown) => unknown>([
        [
          prerogativeCodes,
          () => ({
            ...pageOf([
              code(),
              code({
                id: 4,
                type: 2,
                type_text: '沙龙门票',
                code: 'SL-2345-6789-ABCD',
                status: 2,
                status_text: '兑换中',
              }),
              code({ id: 3, code: 'NC-3333-6789-ABCD', status: 3, status_text: '已兑换' }),
              code({ id: 2, code: 'NC-4444-6789-ABCD', status: 4, status_text: '已过期' }),
            ]),
            types,
          }),
        ],
        [redeemPrerogativeCode, () => code({ status: 2, status_text: '兑换中' })],
        [claimPrerogativeCode, () => code({ id: 9, type: 2 })],
      ]),
    );
    renderPage(<PrivilegePage />, { url: `${PATH}?tab=codes` });
    const items = await screen.findAllByTestId('code-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('内测兑换码已领取'),
      expect.stringContaining('沙龙门票兑换中'),
      expect.stringContaining('已兑换'),
      expect.stringContaining('已过期'),
    ]);
    expect(screen.getAllByRole('button', { name: '提交兑换' })).toHaveLength(1);
    expect(within(items[0]!).getByRole('button', { name: '提交兑换' })).toBeTruthy();
    // copy only while the code is live
    expect(within(items[2]!).queryByRole('button', { name: /复制/ })).toBeNull();

    fireEvent.click(within(items[0]!).getByRole('button', { name: '提交兑换' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(redeemPrerogativeCode, { id: 5 }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('已提交兑换，请等待审核'));

    const beta = screen.getByRole('button', { name: '领取内测兑换码' });
    expect((beta as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('你已有一个该类型的码，兑换或过期后才能再领')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '领取沙龙门票' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(claimPrerogativeCode, { type: 2 }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('领取成功'));
  });

  it('no codes yet: 暂无兑换码 under the claim buttons', async () => {
    answer(new Map([[prerogativeCodes, () => ({ ...pageOf([]), types })]]));
    renderPage(<PrivilegePage />, { url: `${PATH}?tab=codes` });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无兑换码');
    expect(screen.getByRole('button', { name: '领取沙龙门票' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的兑换码' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
