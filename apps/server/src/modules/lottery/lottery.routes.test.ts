import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  ELE_REASON,
  LOTTERY_TYPE,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  drawWinners,
  lotteryEleShortMessage,
  seedCommitment,
  type AdminLottery,
  type AdminLotteryWinner,
  type LotteryInfo,
  type LotteryMe,
  type LotterySettingsInput,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { findCounterDrift } from '../../db/consistency';
import { activities, eleRecords, messages, staffAuditLog, users } from '../../db/schema';
import { runLotteryTick } from './lottery-job';

/*
 * Lotteries (docs/lottery.md): staff set and open one (the seed's hash is published),
 * members enter in the window by the lottery's type, the draw reveals the seed and anyone
 * recomputes the same winners from it and the public list.
 */

const HOUR = 3_600_000;
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
const secs = (ms: number) => Math.floor(ms / 1000);
let t: TestApp;
let admin: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let adminId = 0;
const members: { id: number; call: ReturnType<typeof callAs> }[] = [];

type Res = { statusCode: number; json: <U>() => U };
const msgOf = async (res: Promise<Res>) => (await res).json<{ msg: string }>().msg;

async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return r.json<{ data: T }>().data;
}

async function status(res: Promise<Res>, code: number, msg?: string) {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(code);
  // A 422 names the field first (`phone: …`).
  if (msg) expect(r.json<{ msg: string }>().msg).toMatch(new RegExp(`(^|: )${msg}$`));
}

const settings = (over: Partial<LotterySettingsInput> = {}): LotterySettingsInput => ({
  lottery_type: LOTTERY_TYPE.collectElectricity,
  entry_cost_ele: 10,
  max_entries_per_member: 3,
  open_time: secs(clock() - HOUR),
  close_time: secs(clock() + HOUR),
  draw_time: secs(clock() + 2 * HOUR),
  prizes: [
    { name: '机械键盘', count: 1 },
    { name: 'ESP32-S3 开发板', count: 2 },
  ],
  ...over,
});

/** A published lottery activity with saved settings; opened unless told not to. */
async function lottery(over: Partial<LotterySettingsInput> = {}, open = true): Promise<number> {
  const [row] = await t.db
    .insert(activities)
    .values({ type: 'lottery', kind: 'general', title: '抽奖测试', status: 1, createdBy: adminId })
    .returning({ id: activities.id });
  const id = row?.id ?? 0;
  await ok(admin('POST', `/web/admin/lottery/save/${id}`, settings(over)));
  if (open) await ok(admin('POST', `/web/admin/lottery/open/${id}`));
  return id;
}

const info = (id: number, as = visitor) =>
  ok<LotteryInfo>(as('GET', `/web/activity/v2/lottery/info?id=${id}`));
const enter = (id: number, as: ReturnType<typeof callAs>, n = 1) =>
  as('POST', '/web/activity/v2/lottery/enter', { active_id: id, count: n });

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const a = await buildUser(t.db, { role: USER_ROLE.admin });
  adminId = a.id;
  admin = callAs(t.app, await loginAs(t.db, a));
  visitor = callAs(t.app);
  for (let i = 0; i < 6; i++) {
    const m = await buildUser(t.db, { ele: 100 });
    members.push({ id: m.id, call: callAs(t.app, await loginAs(t.db, m)) });
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

const member = (i: number) => {
  const m = members[i];
  if (!m) throw new Error(`no member ${i}`);
  return m;
};

describe('entering', () => {
  it('is refused outside the window, before opening and after closing', async () => {
    const late = await lottery({
      open_time: secs(clock() + HOUR),
      close_time: secs(clock() + 2 * HOUR),
      draw_time: secs(clock() + 2 * HOUR),
    });
    expect((await info(late)).phase).toBe('upcoming');
    await status(enter(late, member(0).call), 400, MSG.lotteryNotOpen);
    const unopened = await lottery({}, false);
    expect((await info(unopened)).seed_hash).toBeNull();
    await status(enter(unopened, member(0).call), 400, MSG.lotteryNotOpen);
    const over = await lottery({
      open_time: secs(clock() - 2 * HOUR),
      close_time: secs(clock() - HOUR),
      draw_time: secs(clock() + HOUR),
    });
    expect((await info(over)).phase).toBe('closed');
    await status(enter(over, member(0).call), 400, MSG.lotteryNotOpen);
    await status(enter(over, visitor), 401);
  });

  it('spends electricity with one ledger row, refuses when short and at the cap', async () => {
    const id = await lottery({ entry_cost_ele: 30, max_entries_per_member: 5 });
    const m = member(1);
    const r = await ok<{ added: number; entries: number; ele: number }>(enter(id, m.call, 2));
    expect(r).toEqual({ added: 2, entries: 2, ele: 40 });
    const rows = await t.db
      .select()
      .from(eleRecords)
      .where(and(eq(eleRecords.userId, m.id), eq(eleRecords.source, `lottery:${id}`)));
    expect(rows.map((x) => [x.amount, x.reason])).toEqual([[-60, ELE_REASON.lottery]]);
    expect(await msgOf(enter(id, m.call, 2))).toBe(lotteryEleShortMessage(60, 40));
    await status(enter(id, m.call, 4), 400, MSG.lotteryMaxEntries);
    await ok(enter(id, m.call, 1));
    const me = (await info(id, m.call)).me as LotteryMe;
    expect(me.entries).toBe(3);
    expect(me.ele).toBe(10);
    expect(await findCounterDrift(t.db)).toEqual([]);
  });

  it('0元抽奖 is free and once; concurrent clicks still give one entry', async () => {
    const id = await lottery({
      lottery_type: LOTTERY_TYPE.zeroYuanDraw,
      entry_cost_ele: 50,
      max_entries_per_member: 9,
    });
    const m = member(2);
    const results = await Promise.all([enter(id, m.call), enter(id, m.call), enter(id, m.call)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const me = (await info(id, m.call)).me as LotteryMe;
    expect(me).toMatchObject({ entries: 1, ele: 100 });
  });

  it('帖子互动 grants one entry per post published in the window, capped', async () => {
    const id = await lottery({
      lottery_type: LOTTERY_TYPE.postInteraction,
      max_entries_per_member: 2,
    });
    const m = member(3);
    await status(enter(id, m.call), 400, MSG.lotteryNothingEarned);
    const [u] = await t.db.select().from(users).where(eq(users.id, m.id));
    for (let i = 0; i < 3; i++) await buildItem(t.db, { author: u, createTime: new Date(clock()) });
    // A post from before the window earns nothing.
    await buildItem(t.db, { author: u, createTime: new Date(clock() - 3 * HOUR) });
    expect(((await info(id, m.call)).me as LotteryMe).earnable).toBe(2);
    expect((await ok<{ added: number }>(enter(id, m.call))).added).toBe(2);
    await status(enter(id, m.call), 400, MSG.lotteryMaxEntries);
  });
});

describe('the verifiable draw', () => {
  let id = 0;

  it('hides the seed until the draw, publishes its hash, and the draw recomputes', async () => {
    id = await lottery({ lottery_type: LOTTERY_TYPE.zeroYuanDraw, entry_cost_ele: 0 });
    for (const m of members) await ok(enter(id, m.call));
    const before = await info(id);
    expect(before.seed).toBeNull();
    expect(before.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const beforeAdmin = await ok<AdminLottery>(admin('GET', `/web/admin/lottery/${id}`));
    expect(beforeAdmin.seed).toBeNull();
    const list = await ok<{ seed: string | null; entries: [number, number][] }>(
      visitor('GET', `/web/activity/v2/lottery/entry_ids?id=${id}`),
    );
    expect(list.seed).toBeNull();
    expect(list.entries).toHaveLength(6);
    await status(admin('POST', `/web/admin/lottery/draw/${id}`), 409, MSG.lotteryDrawTooEarly);

    clock.advance(HOUR + 1000);
    // Staff and the job at once (two nodes): drawn once.
    const [staff, job] = await Promise.all([
      admin('POST', `/web/admin/lottery/draw/${id}`),
      runLotteryTick(t.db, clock() + 2 * HOUR),
    ]);
    const jobDrew = job.some((d) => d.activeId === id);
    expect(staff.statusCode === 200).toBe(!jobDrew);
    await status(admin('POST', `/web/admin/lottery/draw/${id}`), 409, MSG.lotteryAlreadyDrawn);
    expect((await runLotteryTick(t.db, clock() + 3 * HOUR)).some((d) => d.activeId === id)).toBe(
      false,
    );

    const after = await info(id);
    expect(after.phase).toBe('drawn');
    expect(after.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment(after.seed ?? '')).toBe(before.seed_hash);
    const open = await ok<{ seed: string; slots: number; entries: [number, number][] }>(
      visitor('GET', `/web/activity/v2/lottery/entry_ids?id=${id}`),
    );
    const recomputed = drawWinners(
      open.seed,
      open.entries.map(([eid, uid]) => ({ id: eid, user_id: uid })),
      open.slots,
    );
    expect(recomputed).toHaveLength(3);
    expect(
      after.winners.map((w) => ({ slot: w.slot, entry_id: w.entry_id, user_id: w.user_id })),
    ).toEqual(recomputed);
    expect(after.winners.map((w) => w.prize_name)).toEqual([
      '机械键盘',
      'ESP32-S3 开发板',
      'ESP32-S3 开发板',
    ]);
  });

  it('tells each winner once, with a system message', async () => {
    const winners = (await info(id)).winners;
    for (const w of winners) {
      const [row] = await t.db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, w.user_id), eq(messages.targetId, id)));
      expect(row?.n).toBe(1);
    }
    const [audit] = await t.db
      .select({ n: count() })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, STAFF_ACTION.lotteryDraw),
          eq(staffAuditLog.target, `activity:${id}`),
        ),
      );
    expect(audit?.n).toBe(1);
  });

  it('takes the address only from the winner, validates it, and ships', async () => {
    const winners = (await info(id)).winners;
    const winnerId = winners[0]?.user_id;
    const winner = members.find((m) => m.id === winnerId);
    const loser = members.find((m) => !winners.some((w) => w.user_id === m.id));
    if (!winner || !loser) throw new Error('need a winner and a loser');
    const address = {
      active_id: id,
      receiver: '张三',
      phone: '13800138000',
      address: '广东省深圳市南山区科技园 1 号',
    };
    await status(
      loser.call('POST', '/web/activity/v2/lottery/address', address),
      403,
      MSG.lotteryNotWinner,
    );
    await status(visitor('POST', '/web/activity/v2/lottery/address', address), 401);
    await status(
      winner.call('POST', '/web/activity/v2/lottery/address', { ...address, phone: '1234' }),
      422,
      MSG.phoneInvalid,
    );
    await status(
      winner.call('POST', '/web/activity/v2/lottery/address', { ...address, receiver: ' ' }),
      422,
      MSG.lotteryReceiverRequired,
    );
    const saved = await ok<LotteryMe['win']>(
      winner.call('POST', '/web/activity/v2/lottery/address', address),
    );
    expect(saved).toMatchObject({ ship_status: 1, phone: '13800138000' });

    const list = await ok<AdminLotteryWinner[]>(admin('GET', `/web/admin/lottery/winners/${id}`));
    const row = list.find((w) => w.user_id === winner.id);
    const unaddressed = list.find((w) => w.user_id !== winner.id);
    expect(row?.address).toBe(address.address);
    await status(
      admin('POST', `/web/admin/lottery/ship/${unaddressed?.id}`, { tracking_no: 'SF1' }),
      409,
      MSG.lotteryShipNeedsAddress,
    );
    const shipped = await ok<AdminLotteryWinner>(
      admin('POST', `/web/admin/lottery/ship/${row?.id}`, { tracking_no: 'SF1234567890' }),
    );
    expect(shipped).toMatchObject({ ship_status: 2, tracking_no: 'SF1234567890' });
    await status(
      winner.call('POST', '/web/activity/v2/lottery/address', address),
      409,
      MSG.lotteryAddressLocked,
    );
  });
});

describe('console', () => {
  it('refuses members (403) and visitors (401) on every console call', async () => {
    const id = await lottery({}, false);
    const m = member(0).call;
    for (const [method, url, body] of [
      ['GET', `/web/admin/lottery/${id}`, undefined],
      ['POST', `/web/admin/lottery/save/${id}`, settings()],
      ['POST', `/web/admin/lottery/open/${id}`, undefined],
      ['POST', `/web/admin/lottery/draw/${id}`, undefined],
      ['GET', `/web/admin/lottery/winners/${id}`, undefined],
      ['POST', `/web/admin/lottery/ship/1`, { tracking_no: 'x' }],
    ] as const) {
      await status(m(method, url, body), 403, MSG.adminOnly);
      await status(visitor(method, url, body), 401);
    }
  });

  it('checks the settings, freezes them once open, and opens only a published activity', async () => {
    const id = await lottery({}, false);
    await status(
      admin(
        'POST',
        `/web/admin/lottery/save/${id}`,
        settings({ close_time: secs(clock() - 2 * HOUR) }),
      ),
      400,
      MSG.lotteryTimeOrder,
    );
    await status(
      admin('POST', `/web/admin/lottery/save/${id}`, settings({ entry_cost_ele: 0 })),
      400,
      MSG.lotteryCostRequired,
    );
    await status(
      admin('POST', `/web/admin/lottery/save/${id}`, settings({ prizes: [] })),
      422,
      MSG.lotteryPrizesRequired,
    );
    await status(
      admin(
        'POST',
        `/web/admin/lottery/save/${id}`,
        settings({ lottery_type: LOTTERY_TYPE.wallpaper }),
      ),
      400,
      MSG.lotteryLinkedInvalid,
    );
    await t.db.update(activities).set({ status: 0 }).where(eq(activities.id, id));
    await status(admin('POST', `/web/admin/lottery/open/${id}`), 409, MSG.lotteryNeedsPublished);
    await status(
      visitor('GET', `/web/activity/v2/lottery/info?id=${id}`),
      404,
      MSG.lotteryNotFound,
    );
    await t.db.update(activities).set({ status: 1 }).where(eq(activities.id, id));
    const opened = await ok<AdminLottery>(admin('POST', `/web/admin/lottery/open/${id}`));
    expect(opened.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.seed).toBeNull();
    await status(admin('POST', `/web/admin/lottery/open/${id}`), 409, MSG.lotteryAlreadyOpen);
    await status(
      admin('POST', `/web/admin/lottery/save/${id}`, settings()),
      409,
      MSG.lotteryLockedAfterOpen,
    );
    const [audits] = await t.db
      .select({ n: count() })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `activity:${id}`));
    expect(audits?.n).toBe(2);
  });
});
