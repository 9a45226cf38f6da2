import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SIGN_IN_REWARDS, SIGNIN_POPUP_URL } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { selectRows } from '../../db/client';
import { users } from '../../db/schema';
import { chinaDay } from './china-day';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** China midnight of today: 00:00 Asia/Shanghai is 16:00 UTC of the day before. */
const chinaMidnight = new Date(`${chinaDay(Date.now())}T00:00:00+08:00`).getTime();
const clock = testClock(chinaMidnight + 10 * HOUR);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

async function member() {
  const user = await buildUser(t.db);
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
}
const signIn = (call: ReturnType<typeof callAs>) => call('GET', '/web/index/user_sign');
const info = async (call: ReturnType<typeof callAs>) =>
  (await call('GET', '/web/user/info')).json().data;
const ledgerSum = async (userId: number) =>
  (
    await selectRows<{ sum: number }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::int as sum from ele_records where user_id = ${userId}`,
    )
  )[0]?.sum;

describe('GET /web/index/user_sign', () => {
  it('not logged in: 请登录后再操作', async () => {
    const res = await signIn(callAs(t.app));
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('请登录后再操作');
  });

  it('success updates sign_flag and last_days, adds awarded ele, toast 恭喜签到获得{n}电量; already signed: 今天已签到', async () => {
    const { user, call } = await member();
    expect((await info(call)).sign_flag).toBe(0);
    const res = await signIn(call);
    expect(res.statusCode).toBe(200);
    const reward = SIGN_IN_REWARDS[0];
    expect(res.json()).toMatchObject({
      code: 0,
      msg: `恭喜签到获得${reward}电量`,
      data: { sign_flag: 1, last_days: 1, ele: reward, point: reward, total: 1 },
    });
    const after = await info(call);
    expect(after).toMatchObject({ sign_flag: 1, ele: reward });
    const again = await signIn(call);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('今天已签到');
    expect(await ledgerSum(user.id)).toBe(reward);
  });

  it('once per day under concurrency: 5 sign-ins at once → exactly one success', async () => {
    const { user, call } = await member();
    const results = await Promise.all(Array.from({ length: 5 }, () => signIn(call)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.ele).toBe(SIGN_IN_REWARDS[0]);
    expect(await ledgerSum(user.id)).toBe(row?.ele);
  });

  it('the day boundary is midnight in Asia/Shanghai, not UTC', async () => {
    const { call } = await member();
    // 00:30 and 23:30 China time of one day fall on two different UTC days.
    clock.advance(chinaMidnight + 0.5 * HOUR - clock());
    expect((await signIn(call)).statusCode).toBe(200);
    clock.advance(23 * HOUR);
    expect((await signIn(call)).json().msg).toBe('今天已签到');
    // 23:59 → 00:01 the next China day (one UTC day): a new day, the streak goes on.
    clock.advance(29 * 60_000 + 2 * 60_000);
    const next = await signIn(call);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.last_days).toBe(2);
    clock.advance(chinaMidnight + 10 * HOUR - clock());
  });

  it("user info sign_days: the streak today continues before signing, today's after, 0 once broken", async () => {
    const { call } = await member();
    const start = clock();
    expect(await info(call)).toMatchObject({ sign_flag: 0, sign_days: 0 });
    await signIn(call);
    expect(await info(call)).toMatchObject({ sign_flag: 1, sign_days: 1 });
    clock.advance(DAY);
    expect(await info(call)).toMatchObject({ sign_flag: 0, sign_days: 1 });
    await signIn(call);
    expect(await info(call)).toMatchObject({ sign_flag: 1, sign_days: 2 });
    clock.advance(2 * DAY); // yesterday was missed
    expect(await info(call)).toMatchObject({ sign_flag: 0, sign_days: 0 });
    clock.advance(start - clock());
  });

  it('streaks follow the reward schedule and start again after a missed day', async () => {
    const { user, call } = await member();
    const start = clock();
    const awarded: number[] = [];
    for (let day = 0; day < SIGN_IN_REWARDS.length + 1; day++) {
      const res = (await signIn(call)).json().data;
      expect(res.last_days).toBe(day + 1);
      awarded.push(res.ele);
      clock.advance(DAY);
    }
    expect(awarded).toEqual([...SIGN_IN_REWARDS, SIGN_IN_REWARDS[SIGN_IN_REWARDS.length - 1]]);
    clock.advance(DAY); // a missed day
    const restart = (await signIn(call)).json().data;
    expect(restart).toMatchObject({ last_days: 1, ele: SIGN_IN_REWARDS[0] });
    expect(restart.total).toBe(SIGN_IN_REWARDS.length + 2);
    expect(await ledgerSum(user.id)).toBe(restart.point);
    clock.advance(start - clock());
  });
});

describe('POST /web/index/sign_popup (issue 13 point 8: once per day per member, across tabs and devices)', () => {
  const ask = (call: ReturnType<typeof callAs>) => call('POST', '/web/index/sign_popup');

  it('visitors: 401', async () => {
    expect((await ask(callAs(t.app))).statusCode).toBe(401);
  });

  it('the first ask of the day shows it; a second tab, a second device, a reload do not', async () => {
    const user = await buildUser(t.db);
    const tabA = callAs(t.app, await loginAs(t.db, user));
    const phone = callAs(t.app, await loginAs(t.db, user)); // another session: another device
    const first = await ask(tabA);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ show: 1, popup: { url: SIGNIN_POPUP_URL } });
    expect((await ask(tabA)).json().data).toEqual({ show: 0, popup: null });
    expect((await ask(phone)).json().data).toEqual({ show: 0, popup: null });
    // Another member is not affected.
    expect((await ask((await member()).call)).json().data).toMatchObject({
      show: 1,
      popup: { url: SIGNIN_POPUP_URL },
    });
  });

  it('two tabs asking at once: exactly one shows it', async () => {
    const { call } = await member();
    const answers = await Promise.all([ask(call), ask(call), ask(call)]);
    expect(answers.map((r) => r.json().data.show).sort()).toEqual([0, 0, 1]);
  });

  it('signed in today: not shown (and the day is not used up); the next China day shows it again', async () => {
    const { call } = await member();
    expect((await signIn(call)).statusCode).toBe(200);
    expect((await ask(call)).json().data).toEqual({ show: 0, popup: null });
    const other = await member();
    expect((await ask(other.call)).json().data).toMatchObject({
      show: 1,
      popup: { url: SIGNIN_POPUP_URL },
    });
    clock.advance(DAY);
    expect((await ask(other.call)).json().data).toMatchObject({
      show: 1,
      popup: { url: SIGNIN_POPUP_URL },
    });
    expect((await ask(call)).json().data).toMatchObject({
      show: 1,
      popup: { url: SIGNIN_POPUP_URL },
    });
    clock.advance(-DAY);
  });
});
