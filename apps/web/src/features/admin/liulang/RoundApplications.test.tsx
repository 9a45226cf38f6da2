import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIULANG_APPLY_STATUS,
  LIULANG_DEPOSIT_STATUS,
  adminLiulangRound,
  type AdminLiulangApplication,
  type AdminLiulangDetail,
  type Contract,
} from '@xinke/shared';
import { renderPage } from '../../../test/render-page';
import '../../../test/resize-observer';

// The fake network at the app's http boundary (every contract call goes through api()).
const apiFn = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: apiFn, http: {} }));
const { api } = await import('../../../lib/api');
const { RoundApplications } = await import('./RoundApplications');
const apiMock = vi.mocked(api);

const application = (
  id: number,
  nickname: string,
  over: Partial<AdminLiulangApplication>,
): AdminLiulangApplication => ({
  id,
  user_id: 100 + id,
  nickname,
  reason: '想做桌面气象站',
  receiver: '张三',
  phone: '13800138000',
  address: '上海市浦东新区张江路 100 号',
  status: LIULANG_APPLY_STATUS.selected,
  status_text: '已入选',
  reject_reason: '',
  order: id,
  deposit_status: LIULANG_DEPOSIT_STATUS.paid,
  deposit_amount: 19900,
  pay_deadline: null,
  refundable: false,
  create_time: 1_800_000_000,
  ...over,
});

const detail = (applications: AdminLiulangApplication[]): AdminLiulangDetail => ({
  round: {
    id: 3,
    title: '流浪地球计划 · 第3期',
    device: 'ESP32-S3 开发板',
    cover: '',
    intro: '',
    deposit_fen: 19900,
    signup_start: 1_800_000_000,
    signup_end: 1_800_086_400,
    experience_days: 7,
    places: 2,
    reward_ele: 200,
    phase: 'running',
    phase_text: '漂流中',
    apply_count: applications.length,
    selected_count: 2,
    status: 1,
  },
  applications,
  chain: [],
});

afterEach(() => vi.clearAllMocks());

describe('流浪计划 · a round’s sign-ups', () => {
  it('offers 退押金 only where the server would refund (refundable), not on every paid deposit', async () => {
    apiMock.mockImplementation((async (contract: Contract) => {
      if (contract === adminLiulangRound)
        return detail([
          application(1, '寄出了的小王', { refundable: true }),
          application(2, '还拿着设备的小李', { refundable: false }),
        ]);
      throw new Error('unexpected call');
    }) as never);
    renderPage(<RoundApplications roundId={3} />, { url: '/app/admin/liulang' });
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    const refund = (tr: HTMLElement) => within(tr).queryByRole('button', { name: '退押金' });
    expect(refund(await row('寄出了的小王'))).not.toBeNull();
    expect(refund(await row('还拿着设备的小李'))).toBeNull();
  }, 30_000);
});
