import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOTTERY_TYPE,
  MSG,
  drawWinners,
  lotteryAddress,
  lotteryEnter,
  lotteryEntries,
  lotteryEntryIds,
  lotteryInfo,
  seedCommitment,
  type Contract,
  type LotteryInfo,
} from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/credentials', () => ({ hasToken: vi.fn(() => true) }));
const openLoginDialog = vi.fn();
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog, closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { default: LotteryPage } = await import('./LotteryPage');
const apiMock = vi.mocked(api);

const now = Math.floor(Date.now() / 1000);
const seed = '7e'.repeat(32);
const entries: [number, number][] = [
  [1, 10],
  [2, 11],
  [3, 12],
];
const winners = drawWinners(
  seed,
  entries.map(([id, user_id]) => ({ id, user_id })),
  1,
).map((w) => ({
  ...w,
  prize_id: 1,
  prize_name: '机械键盘',
  nickname: `用户${w.user_id}`,
  head_pic: '',
}));

const base: LotteryInfo = {
  id: 3,
  title: '双十一集电量抽奖',
  cover: '',
  summary: '',
  rules: '',
  lottery_type: LOTTERY_TYPE.collectElectricity,
  type_text: '集电量',
  how: '用电量兑换抽奖机会',
  entry_cost_ele: 20,
  max_entries_per_member: 5,
  open_time: now - 3600,
  close_time: now + 3600,
  draw_time: now + 7200,
  phase: 'open',
  phase_text: '报名中',
  seed_hash: seedCommitment(seed),
  seed: null,
  drawn_at: null,
  entry_count: 3,
  member_count: 3,
  prizes: [{ id: 1, name: '机械键盘', image: '', count: 1, sort: 0 }],
  winners: [],
  me: { entries: 1, ele: 30, earnable: 0, win: null },
};
/** antd in jsdom is slow on a loaded machine: waits that would fail only by time get room. */
const SLOW = { timeout: 10_000 };
const emptyPage = { data: [], paginate: { current_page: 1, last_page: 1, total: 0, per_page: 20 } };

function fake(handler: (contract: Contract, input: unknown) => unknown) {
  apiMock.mockImplementation((async (contract: Contract, input: unknown) =>
    handler(contract, input)) as never);
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/new-version/activity/lottery/3']}>
        <Routes>
          <Route path="/app/new-version/activity/lottery/:id" element={<LotteryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('lottery page', () => {
  it('shows a skeleton while loading, then the error view with retry', async () => {
    apiMock.mockImplementation(() => new Promise(() => undefined));
    const { unmount } = renderPage();
    expect(screen.getByTestId('lottery-loading')).toBeTruthy();
    unmount();
    let fail = true;
    fake((c) => {
      if (fail) throw new Error('boom');
      return c === lotteryInfo ? base : emptyPage;
    });
    renderPage();
    const retry = within(await screen.findByTestId('error-view')).getByText('重试');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '双十一集电量抽奖' })).toBeTruthy();
  });

  it('open 集电量: prizes, the hash, my balance, and buying sends the count', async () => {
    fake((c) => {
      if (c === lotteryInfo) return base;
      if (c === lotteryEnter) return { added: 1, entries: 2, ele: 10 };
      if (c === lotteryEntries) return emptyPage;
      throw new Error(`unexpected ${c.path}`);
    });
    renderPage();
    expect(await screen.findByText('机械键盘')).toBeTruthy();
    expect(screen.getByTestId('lottery-phase').textContent).toBe('报名中');
    expect(screen.getByTestId('lottery-seed-hash').textContent).toContain(base.seed_hash);
    expect(screen.getByTestId('lottery-balance').textContent).toBe('30');
    expect(screen.getByTestId('lottery-countdown').textContent).toContain('距报名截止');
    fireEvent.click(screen.getByRole('button', { name: '消耗 20 电量兑换' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith(lotteryEnter, { active_id: 3, count: 1 }),
    );
  });

  it('drawn: winners, the seed, and 验证开奖结果 recomputes the same winners', async () => {
    const drawn = { ...base, phase: 'drawn', phase_text: '已开奖', seed, winners };
    fake((c) => {
      if (c === lotteryInfo) return drawn;
      if (c === lotteryEntryIds)
        return { id: 3, seed, seed_hash: base.seed_hash, slots: 1, entries };
      if (c === lotteryEntries) return emptyPage;
      throw new Error(`unexpected ${c.path}`);
    });
    renderPage();
    const list = await screen.findByTestId('lottery-winners');
    expect(list.textContent).toContain(`抽奖码 ${winners[0]?.entry_id}`);
    expect(screen.getByTestId('lottery-seed').textContent).toContain(seed);
    fireEvent.click(screen.getByRole('button', { name: '验证开奖结果' }));
    expect((await screen.findByTestId('lottery-verdict')).textContent).toContain('验证通过');
  });

  it('a forged winner list fails the verification', async () => {
    const forged = winners.map((w) => ({ ...w, entry_id: 99 }));
    fake((c) => {
      if (c === lotteryInfo) return { ...base, phase: 'drawn', seed, winners: forged };
      if (c === lotteryEntryIds)
        return { id: 3, seed, seed_hash: base.seed_hash, slots: 1, entries };
      return emptyPage;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '验证开奖结果' }));
    expect((await screen.findByTestId('lottery-verdict')).textContent).toContain('验证失败');
  });

  it('a winner gets the address form, checked by SPEC §5, and it is sent', async () => {
    const win = {
      winner_id: 8,
      prize_name: '机械键盘',
      ship_status: 0,
      receiver: '',
      phone: '',
      address: '',
      tracking_no: '',
    };
    fake((c) => {
      if (c === lotteryInfo)
        return { ...base, phase: 'drawn', seed, winners, me: { ...base.me, win } };
      if (c === lotteryAddress) return { ...win, ship_status: 1 };
      return emptyPage;
    });
    renderPage();
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(within(dialog).getByLabelText('收货人'), { target: { value: '张三' } });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText('收货地址'), {
      target: { value: '深圳市南山区' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保存地址/ }));
    expect(await within(dialog).findByText(MSG.phoneInvalid, {}, SLOW)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalledWith(lotteryAddress, expect.anything());
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保存地址/ }));
    await waitFor(
      () =>
        expect(apiMock).toHaveBeenCalledWith(lotteryAddress, {
          active_id: 3,
          receiver: '张三',
          phone: '13800138000',
          address: '深圳市南山区',
        }),
      SLOW,
    );
  }, 30_000);
});
