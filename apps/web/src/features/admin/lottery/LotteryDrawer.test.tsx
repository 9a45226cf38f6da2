import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOTTERY_TYPE,
  MSG,
  adminLottery,
  adminLotteryOpen,
  adminLotteryShip,
  adminLotteryWinners,
  type AdminLottery,
  type AdminLotteryWinner,
  type Contract,
} from '@xinke/shared';
import '../../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { api } = await import('../../../lib/api');
const { LotteryDrawer } = await import('./LotteryDrawer');
const apiMock = vi.mocked(api);
const SLOW = { timeout: 10_000 };

const now = Math.floor(Date.now() / 1000);
const lottery = (over: Partial<AdminLottery> = {}): AdminLottery => ({
  id: 9,
  title: '0元抽奖',
  publish_status: 1,
  configured: true,
  lottery_type: LOTTERY_TYPE.zeroYuanDraw,
  entry_cost_ele: 0,
  max_entries_per_member: 1,
  linked_active_id: null,
  open_time: now - 3600,
  close_time: now + 3600,
  draw_time: now + 7200,
  phase: 'draft',
  phase_text: '未开放',
  seed_hash: null,
  seed: null,
  opened_at: null,
  drawn_at: null,
  entry_count: 0,
  member_count: 0,
  prizes: [{ id: 1, name: '显卡支架', image: '', count: 2, sort: 0 }],
  ...over,
});
const winner: AdminLotteryWinner = {
  id: 4,
  slot: 0,
  prize_name: '显卡支架',
  entry_id: 12,
  user_id: 7,
  nickname: '焊台老王',
  receiver: '王五',
  phone: '13800138000',
  address: '杭州市西湖区',
  ship_status: 1,
  tracking_no: '',
  shipped_at: null,
};

function fake(handler: (contract: Contract) => unknown) {
  apiMock.mockImplementation((async (contract: Contract) => handler(contract)) as never);
}
function renderDrawer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LotteryDrawer id={9} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('console lottery drawer', () => {
  it('a configured lottery offers 开放报名, which asks first', async () => {
    fake((c) => (c === adminLottery ? lottery() : lottery({ opened_at: now, seed_hash: 'ab' })));
    renderDrawer();
    expect(await screen.findByDisplayValue('显卡支架', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /开放报名/ }));
    const confirm = await screen.findByRole('tooltip', {}, SLOW);
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith(adminLotteryOpen, { id: 9 }), SLOW);
  }, 60_000);

  it('drawn: the winners with their addresses; 发货 needs a tracking number', async () => {
    fake((c) => {
      if (c === adminLottery)
        return lottery({
          phase: 'drawn',
          phase_text: '已开奖',
          opened_at: now,
          drawn_at: now,
          seed: 'cd',
          seed_hash: 'ab',
        });
      if (c === adminLotteryWinners) return [winner];
      if (c === adminLotteryShip) return { ...winner, ship_status: 2, tracking_no: 'SF1' };
      throw new Error(`unexpected ${c.path}`);
    });
    renderDrawer();
    expect(await screen.findByText('王五 13800138000 杭州市西湖区', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /发\s*货/ }));
    const field = await screen.findByLabelText('快递单号', {}, SLOW);
    const dialog = field.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the 发货 dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确认发货/ }));
    expect(await within(dialog).findByText(MSG.lotteryTrackingRequired, {}, SLOW)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('快递单号'), { target: { value: 'SF1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确认发货/ }));
    await waitFor(
      () => expect(apiMock).toHaveBeenCalledWith(adminLotteryShip, { id: 4, tracking_no: 'SF1' }),
      SLOW,
    );
  }, 60_000);
});
