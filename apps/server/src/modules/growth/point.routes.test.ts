import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELE_REASON } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { applyEle } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 12:00 China time of a day. */
const noon = (day: string) => new Date(`${day}T12:00:00+08:00`).getTime();

describe('GET /web/user/point', () => {
  it('lists my ledger newest first with paging, China-day filters and my balance', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const call = callAs(t.app, await loginAs(t.db, user));
    const days = ['2025-03-01', '2025-03-02', '2025-03-03'];
    for (const [i, day] of days.entries())
      await t.db.transaction((tx) =>
        applyEle(tx, {
          userId: user.id,
          amount: 10 + i,
          reason: ELE_REASON.signIn,
          source: `signin:${day}`,
          now: noon(day),
        }),
      );
    await t.db.transaction((tx) =>
      applyEle(tx, {
        userId: other.id,
        amount: 99,
        reason: ELE_REASON.seed,
        source: 'x',
        now: noon(days[0]!),
      }),
    );

    const all = (await call('GET', '/web/user/point')).json().data;
    expect(all.ele).toBe(33);
    expect(all.data.map((r: { amount: number }) => r.amount)).toEqual([12, 11, 10]);
    expect(all.data[0]).toMatchObject({ reason: ELE_REASON.signIn, reason_text: '每日签到' });

    const page2 = (await call('GET', '/web/user/point?page=2&page_size=2')).json().data;
    expect(page2.data.map((r: { amount: number }) => r.amount)).toEqual([10]);
    expect(page2.paginate).toMatchObject({ total: 3, current_page: 2, last_page: 2 });

    const one = (
      await call('GET', '/web/user/point?begin_time=2025-03-02&end_time=2025-03-02')
    ).json().data;
    expect(one.data.map((r: { amount: number }) => r.amount)).toEqual([11]);
    const since = (
      await call('GET', `/web/user/point?begin_time=${Math.floor(noon(days[1]!) / 1000)}`)
    ).json().data;
    expect(since.paginate.total).toBe(2);
    expect((await call('GET', '/web/user/point?begin_time=3月')).statusCode).toBe(422);
  });

  it('needs a login', async () => {
    expect((await callAs(t.app)('GET', '/web/user/point')).statusCode).toBe(401);
  });
});
