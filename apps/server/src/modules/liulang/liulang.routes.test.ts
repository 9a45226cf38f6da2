import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ELE_REASON,
  ITEM_STATUS,
  LIULANG_APPLY_STATUS,
  LIULANG_DEPOSIT_STATUS,
  LIULANG_MSG,
  LIULANG_PAGE,
  LIULANG_ROUND_STATUS,
  ORDER_KIND,
  ORDER_STATE,
  STAFF_ACTION,
  type AdminLiulangApplication,
  type AdminLiulangDetail,
  type AdminLiulangRound,
  type LiulangDeposit,
  type LiulangDepositStarted,
  type LiulangMine,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { findCounterDrift } from '../../db/consistency';
import { eleRecords, messages, orders, staffAuditLog, users } from '../../db/schema';
import { markDepositPaid } from './deposit';

/*
 * 流浪计划 (docs/liulang.md): sign-up inside the window, once; staff select in order; the
 * deposit within 48 h; only the holder starts and ships; the report reward once.
 */

const HOUR = 3_600_000;
const clock = testClock(Date.UTC(2026, 10, 26, 4, 0, 0));
const secs = (ms: number) => Math.floor(ms / 1000);
let t: TestApp;
let admin: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
const members: { id: number; call: ReturnType<typeof callAs> }[] = [];

type Res = { statusCode: number; json: <U>() => U };
const body = <T>(res: Res) => res.json<{ code: number; msg: string; data: T }>();

async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return body<T>(r).data;
}

async function refusal(res: Promise<Res>) {
  const r = await res;
  return [r.statusCode, body(r).msg] as const;
}

/** A published round whose sign-up opens in an hour, lasts a day, with `places` places. */
function roundInput(extra: Record<string, unknown> = {}) {
  const now = clock();
  return {
    title: '流浪地球计划 · 第3期：ESP32-S3 开发板漂流',
    device: 'ESP32-S3 开发板',
    intro: '一块开发板，在创客之间传递。',
    deposit_fen: 19900,
    signup_start: secs(now + HOUR),
    signup_end: secs(now + 25 * HOUR),
    experience_days: 7,
    places: 2,
    reward_ele: 200,
    status: 1,
    ...extra,
  };
}

const application = (round_id: number) => ({
  round_id,
  reason: '想用它做一个桌面气象站，并写一篇实测报告。',
  receiver: '张三',
  phone: '13800138000',
  address: '上海市浦东新区张江路 100 号',
});

let roundId = 0;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const year = new Date(clock() - 365 * 86_400_000);
  const a = await buildUser(t.db, { role: 'admin', createTime: year });
  admin = callAs(t.app, await loginAs(t.db, a));
  visitor = callAs(t.app);
  for (let i = 0; i < 4; i++) {
    const m = await buildUser(t.db, { createTime: year });
    members.push({ id: m.id, call: callAs(t.app, await loginAs(t.db, m)) });
  }
}, 120_000);

afterAll(async () => {
  expect(await findCounterDrift(t.db)).toEqual([]);
  await t.close();
});

const m = (i: number) => members[i]!;

describe('rounds in the console', () => {
  it('only admins make rounds; a window that ends first is refused', async () => {
    expect((await m(0).call('POST', '/web/admin/liulang/create', roundInput())).statusCode).toBe(
      403,
    );
    expect(
      await refusal(
        admin('POST', '/web/admin/liulang/create', roundInput({ signup_end: secs(clock()) })),
      ),
    ).toEqual([400, LIULANG_MSG.windowInvalid]);
    expect(
      await refusal(admin('POST', '/web/admin/liulang/create', roundInput({ title: '' }))),
    ).toEqual([422, `title: ${LIULANG_MSG.titleRequired}`]);
    const r = await ok<AdminLiulangRound>(admin('POST', '/web/admin/liulang/create', roundInput()));
    roundId = r.id;
    expect(r).toMatchObject({ phase: 'upcoming', status: 1, deposit_fen: 19900 });
    const [log] = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, STAFF_ACTION.liulangRoundCreate));
    expect(log?.target).toBe(`liulang:${roundId}`);
  });

  it('the site shows the current round; a draft is not found', async () => {
    const idx = await ok<{ round: { id: number } }>(visitor('GET', '/web/activity/liulang/index'));
    expect(idx.round.id).toBe(roundId);
    const draft = await ok<AdminLiulangRound>(
      admin('POST', '/web/admin/liulang/create', roundInput({ status: 0 })),
    );
    expect(
      await refusal(visitor('GET', `/web/activity/liulang/index?round_id=${draft.id}`)),
    ).toEqual([404, LIULANG_MSG.roundNotFound]);
    // The current round is still the newest published one.
    const again = await ok<{ round: { id: number } }>(
      visitor('GET', '/web/activity/liulang/index'),
    );
    expect(again.round.id).toBe(roundId);
  });
});

describe('signing up', () => {
  it('visitors are asked to log in', async () => {
    expect(
      (await visitor('POST', '/web/activity/liulang/join', application(roundId))).statusCode,
    ).toBe(401);
    expect((await visitor('GET', '/web/activity/liulang/get_join_info')).statusCode).toBe(401);
  });

  it('before the window: V2-timeagain, and joining is refused', async () => {
    const info = await ok<{ page: string }>(
      m(0).call('GET', '/web/activity/liulang/get_join_info'),
    );
    expect(info.page).toBe(LIULANG_PAGE.timeagain);
    expect(
      await refusal(m(0).call('POST', '/web/activity/liulang/join', application(roundId))),
    ).toEqual([409, LIULANG_MSG.notOpenYet]);
  });

  it('inside the window: once per member; a bad phone is refused in Chinese', async () => {
    clock.advance(2 * HOUR);
    expect(
      await refusal(
        m(0).call('POST', '/web/activity/liulang/join', { ...application(roundId), reason: ' ' }),
      ),
    ).toEqual([422, `reason: ${LIULANG_MSG.reasonRequired}`]);
    for (let i = 0; i < 4; i++) {
      clock.advance(60_000);
      const mine = await ok<LiulangMine>(
        m(i).call('POST', '/web/activity/liulang/join', application(roundId)),
      );
      expect(mine.status).toBe(LIULANG_APPLY_STATUS.pending);
    }
    expect(
      await refusal(m(0).call('POST', '/web/activity/liulang/join', application(roundId))),
    ).toEqual([409, LIULANG_MSG.alreadyApplied]);
    const info = await ok<{ page: string }>(
      m(0).call('GET', '/web/activity/liulang/get_join_info'),
    );
    expect(info.page).toBe(LIULANG_PAGE.register);
  });
});

let apps: AdminLiulangApplication[] = [];
const appOf = (i: number) => apps.find((a) => a.user_id === m(i).id)!;

describe('selection', () => {
  it('staff select in order, reject with a reason, and the places are kept', async () => {
    const detail = await ok<AdminLiulangDetail>(
      admin('GET', `/web/admin/liulang/round/${roundId}`),
    );
    apps = detail.applications;
    expect(apps).toHaveLength(4);
    expect(
      (await m(0).call('POST', '/web/admin/liulang/select', { application_id: appOf(0).id }))
        .statusCode,
    ).toBe(403);
    const first = await ok<AdminLiulangApplication>(
      admin('POST', '/web/admin/liulang/select', { application_id: appOf(0).id }),
    );
    expect(first).toMatchObject({ status: LIULANG_APPLY_STATUS.selected, order: 1 });
    const second = await ok<AdminLiulangApplication>(
      admin('POST', '/web/admin/liulang/select', { application_id: appOf(1).id }),
    );
    expect(second.order).toBe(2);
    expect(
      await refusal(admin('POST', '/web/admin/liulang/select', { application_id: appOf(2).id })),
    ).toEqual([409, LIULANG_MSG.placesFull]);
    expect(
      await refusal(admin('POST', '/web/admin/liulang/select', { application_id: appOf(0).id })),
    ).toEqual([409, LIULANG_MSG.notPending]);
    expect(
      await refusal(
        admin('POST', '/web/admin/liulang/reject', { application_id: appOf(2).id, reason: '' }),
      ),
    ).toEqual([422, `reason: ${LIULANG_MSG.rejectReasonRequired}`]);
    const rejected = await ok<AdminLiulangApplication>(
      admin('POST', '/web/admin/liulang/reject', {
        application_id: appOf(2).id,
        reason: '名额有限',
      }),
    );
    expect(rejected).toMatchObject({
      status: LIULANG_APPLY_STATUS.rejected,
      reject_reason: '名额有限',
    });
    const told = await t.db
      .select()
      .from(messages)
      .where(eq(messages.userId, m(0).id));
    expect(told.map((x) => x.title)).toContain('你已入选流浪地球计划 · 第3期：ESP32-S3 开发板漂流');
  });

  it('each member sees their page: success (deposit asked), nosuccess, register', async () => {
    const page = async (i: number) =>
      (await ok<{ page: string }>(m(i).call('GET', '/web/activity/liulang/get_join_info'))).page;
    expect(await page(0)).toBe(LIULANG_PAGE.success);
    expect(await page(2)).toBe(LIULANG_PAGE.nosuccess);
    expect(await page(3)).toBe(LIULANG_PAGE.register);
  });
});

let deposit0: LiulangDeposit;

describe('the deposit', () => {
  it('only selected members pay; the deposit is theirs to poll; markDepositPaid is idempotent', async () => {
    expect(
      await refusal(
        m(2).call('POST', '/web/activity/liulang/liulang_payment', { round_id: roundId }),
      ),
    ).toEqual([403, LIULANG_MSG.notSelected]);
    const started = await ok<LiulangDepositStarted>(
      m(0).call('POST', '/web/activity/liulang/liulang_payment', { round_id: roundId }),
    );
    deposit0 = started;
    expect(deposit0).toMatchObject({ amount: 19900, status: LIULANG_DEPOSIT_STATUS.pending });
    expect(started.order_id).toBeGreaterThan(0);
    // Asking again answers the same deposit and its still payable order.
    const again = await ok<LiulangDepositStarted>(
      m(0).call('POST', '/web/activity/liulang/liulang_payment', { round_id: roundId }),
    );
    expect([again.id, again.order_id]).toEqual([deposit0.id, started.order_id]);
    expect(
      await refusal(
        m(1).call('POST', '/web/activity/liulang/payment/poll', { deposit_id: deposit0.id }),
      ),
    ).toEqual([404, LIULANG_MSG.depositNotFound]);
    // Paid at the cashier like any order (the dev sandbox), through the payment path.
    const payment = await ok<{ id: number }>(
      m(0).call('POST', '/web/payment/create', { order_id: started.order_id, provider: 'dev' }),
    );
    await ok(m(0).call('POST', '/web/payment/dev/confirm', { payment_id: payment.id }));
    // The seam called again (a replayed notification) changes nothing.
    await markDepositPaid(t.db, deposit0.id, clock() + 1000);
    const polled = await ok<LiulangDeposit>(
      m(0).call('POST', '/web/activity/liulang/payment/poll', { deposit_id: deposit0.id }),
    );
    expect(polled.status).toBe(LIULANG_DEPOSIT_STATUS.paid);
    expect(polled.paid_time).toBe(secs(clock()));
    expect(
      await refusal(
        m(0).call('POST', '/web/activity/liulang/liulang_payment', { round_id: roundId }),
      ),
    ).toEqual([409, LIULANG_MSG.depositAlreadyPaid]);
    const info = await ok<{ page: string }>(
      m(0).call('GET', '/web/activity/liulang/get_join_info'),
    );
    expect(info.page).toBe(LIULANG_PAGE.success);
  });
});

describe('the device travels', () => {
  it('only the holder starts; the next one waits', async () => {
    expect(
      await refusal(
        m(1).call('POST', '/web/activity/liulang/start/details', { round_id: roundId }),
      ),
    ).toEqual([403, LIULANG_MSG.depositUnpaid]);
    expect(
      await refusal(
        m(3).call('POST', '/web/activity/liulang/start/details', { round_id: roundId }),
      ),
    ).toEqual([403, LIULANG_MSG.notSelected]);
    expect(
      await refusal(
        m(0).call('POST', '/web/activity/liulang/express', {
          round_id: roundId,
          carrier: '顺丰速运',
          tracking_no: 'SF1234567890',
        }),
      ),
    ).toEqual([409, LIULANG_MSG.notStarted]);
    const details = await ok<{ next: { receiver: string } | null; end_time: number }>(
      m(0).call('POST', '/web/activity/liulang/start/details', { round_id: roundId }),
    );
    expect(details.next?.receiver).toBe('张三');
    // The second member has not paid yet: the device waits.
    expect(
      await refusal(
        m(0).call('POST', '/web/activity/liulang/express', {
          round_id: roundId,
          carrier: '顺丰速运',
          tracking_no: 'SF1234567890',
        }),
      ),
    ).toEqual([409, LIULANG_MSG.nextUnpaid]);
    const d1 = await ok<LiulangDeposit>(
      m(1).call('POST', '/web/activity/liulang/liulang_payment', { round_id: roundId }),
    );
    await markDepositPaid(t.db, d1.id, clock());
    expect(
      await refusal(
        m(1).call('POST', '/web/activity/liulang/start/details', { round_id: roundId }),
      ),
    ).toEqual([403, LIULANG_MSG.notHolder]);
    const again = await ok<{ next: { receiver: string } | null }>(
      m(0).call('POST', '/web/activity/liulang/start/details', { round_id: roundId }),
    );
    expect(again.next?.receiver).toBe('张三');
  });

  it('the holder ships on; a bad tracking number is refused; then the next holds it', async () => {
    expect(
      await refusal(
        m(0).call('POST', '/web/activity/liulang/express', {
          round_id: roundId,
          carrier: '顺丰速运',
          tracking_no: 'SF 12',
        }),
      ),
    ).toEqual([422, `tracking_no: ${LIULANG_MSG.trackingInvalid}`]);
    expect(
      await refusal(
        m(1).call('POST', '/web/activity/liulang/express', {
          round_id: roundId,
          carrier: '顺丰速运',
          tracking_no: 'SF1234567890',
        }),
      ),
    ).toEqual([403, LIULANG_MSG.notHolder]);
    const shipped = await ok<{ next_nickname: string | null }>(
      m(0).call('POST', '/web/activity/liulang/express', {
        round_id: roundId,
        carrier: '顺丰速运',
        tracking_no: 'SF1234567890',
      }),
    );
    expect(shipped.next_nickname).not.toBeNull();
    const chain = await ok<{ leg: string; tracking_no: string }[]>(
      visitor('POST', '/web/activity/liulang/order', { round_id: roundId }),
    );
    expect(chain.map((l) => l.leg)).toEqual(['shipped', 'holding']);
    expect(chain[0]!.tracking_no).toBe('SF12****7890');
    await ok(m(1).call('POST', '/web/activity/liulang/start/details', { round_id: roundId }));
  });
});

describe('the report reward', () => {
  it('needs a published post of theirs, pays once into the ledger', async () => {
    const author = (
      await t.db
        .select()
        .from(users)
        .where(eq(users.id, m(0).id))
    )[0]!;
    const other = await buildItem(t.db);
    const draft = await buildItem(t.db, { author, itemStatus: ITEM_STATUS.draft });
    const report = await buildItem(t.db, { author, title: 'ESP32-S3 漂流体验报告' });
    expect(
      await refusal(
        m(2).call('POST', '/web/activity/liulang/reward/eles', {
          round_id: roundId,
          item_id: report.id,
        }),
      ),
    ).toEqual([403, LIULANG_MSG.notInChain]);
    for (const item of [other, draft])
      expect(
        await refusal(
          m(0).call('POST', '/web/activity/liulang/reward/eles', {
            round_id: roundId,
            item_id: item.id,
          }),
        ),
      ).toEqual([400, LIULANG_MSG.reportInvalid]);
    const before = author.ele;
    const paid = await ok<{ ele: number; balance: number }>(
      m(0).call('POST', '/web/activity/liulang/reward/eles', {
        round_id: roundId,
        item_id: report.id,
      }),
    );
    expect(paid).toEqual({ ele: 200, balance: before + 200 });
    expect(
      await refusal(
        m(0).call('POST', '/web/activity/liulang/reward/eles', {
          round_id: roundId,
          item_id: report.id,
        }),
      ),
    ).toEqual([409, LIULANG_MSG.rewardTwice]);
    const rows = await t.db
      .select()
      .from(eleRecords)
      .where(and(eq(eleRecords.userId, m(0).id), eq(eleRecords.reason, ELE_REASON.liulang)));
    expect(rows).toHaveLength(1);
  });
});

describe('refunds and the deadline', () => {
  it('a deposit is refunded once the device moved on, not before', async () => {
    // The console row says which: m(0) paid and shipped on; m(1) paid but holds the device;
    // m(2) rejected, m(3) pending, neither with a deposit.
    const before = await ok<AdminLiulangDetail>(
      admin('GET', `/web/admin/liulang/round/${roundId}`),
    );
    apps = before.applications;
    expect([0, 1, 2, 3].map((i) => [appOf(i).deposit_status, appOf(i).refundable])).toEqual([
      [LIULANG_DEPOSIT_STATUS.paid, true],
      [LIULANG_DEPOSIT_STATUS.paid, false],
      [null, false],
      [null, false],
    ]);
    expect(
      await refusal(admin('POST', '/web/admin/liulang/refund', { application_id: appOf(1).id })),
    ).toEqual([409, LIULANG_MSG.refundNotAllowed]);
    const refunded = await ok<AdminLiulangApplication>(
      admin('POST', '/web/admin/liulang/refund', { application_id: appOf(0).id }),
    );
    expect(refunded).toMatchObject({
      deposit_status: LIULANG_DEPOSIT_STATUS.refunded,
      refundable: false,
    });
    // The money went back through the cashier's order: 已完成 → 已退款, and the member is told.
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.kind, ORDER_KIND.liulangDeposit), eq(orders.userId, m(0).id)));
    expect(order?.state).toBe(ORDER_STATE.refunded);
    const told = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, m(0).id), eq(messages.title, '押金已退还')));
    expect(told).toHaveLength(1);
    expect(
      await refusal(admin('POST', '/web/admin/liulang/refund', { application_id: appOf(0).id })),
    ).toEqual([409, LIULANG_MSG.refundNotAllowed]);
  });

  it('a selected member who does not pay within 48 h loses the place', async () => {
    const r = await ok<AdminLiulangRound>(
      admin(
        'POST',
        '/web/admin/liulang/create',
        roundInput({ signup_start: secs(clock() - HOUR) }),
      ),
    );
    await ok(m(3).call('POST', '/web/activity/liulang/join', application(r.id)));
    const detail = await ok<AdminLiulangDetail>(admin('GET', `/web/admin/liulang/round/${r.id}`));
    await ok(
      admin('POST', '/web/admin/liulang/select', { application_id: detail.applications[0]!.id }),
    );
    clock.advance(49 * HOUR);
    expect(
      await refusal(m(3).call('POST', '/web/activity/liulang/liulang_payment', { round_id: r.id })),
    ).toEqual([409, LIULANG_MSG.payExpired]);
    const info = await ok<{ page: string; mine: LiulangMine }>(
      m(3).call('GET', `/web/activity/liulang/get_join_info?round_id=${r.id}`),
    );
    expect(info.mine.status).toBe(LIULANG_APPLY_STATUS.forfeited);
    expect(info.page).toBe(LIULANG_PAGE.nosuccess);
  });

  it('after the window: joining is refused, V2-end for non-applicants', async () => {
    const joined = await buildUser(t.db);
    const call = callAs(t.app, await loginAs(t.db, joined));
    expect(await refusal(call('POST', '/web/activity/liulang/join', application(roundId)))).toEqual(
      [409, LIULANG_MSG.signupClosed],
    );
    const info = await ok<{ page: string }>(
      call('GET', `/web/activity/liulang/get_join_info?round_id=${roundId}`),
    );
    expect(info.page).toBe(LIULANG_PAGE.end);
  });

  it('once staff end the round, a paid deposit whose device never moved on is refundable', async () => {
    await ok(
      admin(
        'POST',
        `/web/admin/liulang/save/${roundId}`,
        roundInput({ status: LIULANG_ROUND_STATUS.ended }),
      ),
    );
    const detail = await ok<AdminLiulangDetail>(
      admin('GET', `/web/admin/liulang/round/${roundId}`),
    );
    apps = detail.applications;
    expect(appOf(1)).toMatchObject({
      deposit_status: LIULANG_DEPOSIT_STATUS.paid,
      refundable: true,
    });
    const refunded = await ok<AdminLiulangApplication>(
      admin('POST', '/web/admin/liulang/refund', { application_id: appOf(1).id }),
    );
    expect(refunded).toMatchObject({
      deposit_status: LIULANG_DEPOSIT_STATUS.refunded,
      refundable: false,
    });
  });
});
