import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  ORDER_KIND,
  ORDER_STATE,
  SUPPORT_STATUS,
  type Order,
  type SupportStarted,
  type CreatorProfile,
  type SpecCard,
  type SpecDetail,
  type Support,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { ok, refused, type Answer } from '../../../test/answers';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { markSupportPaid } from './support.service';

/*
 * The laboratory (docs/creator.md): published specs in the public lists, a creator's own list
 * with every state, creator profiles, and supports — free ones paid at once, priced ones
 * pending until markSupportPaid (the payment seam).
 */

const clock = testClock(Date.UTC(2026, 10, 27, 8, 0, 0));
let t: TestApp;
type Caller = ReturnType<typeof callAs>;
let creator: Caller;
let member: Caller;
let visitor: Caller;
let creatorId = 0;
let free: SpecDetail;
let priced: SpecDetail;
let draft: SpecDetail;

const page = <T>(res: Promise<Answer>) => ok<{ data: T[]; paginate: { total: number } }>(res);

async function write(title: string, publish: 0 | 1) {
  clock.advance(60_000);
  return ok<SpecDetail>(
    creator('POST', '/web/creator/create', { title, content: `<p>${title}的正文</p>`, publish }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const year = new Date(clock() - 365 * 86_400_000);
  const c = await buildUser(t.db, { xUp: 1, createTime: year, userSign: '开源硬件爱好者' });
  const m = await buildUser(t.db, { createTime: year });
  creatorId = c.id;
  creator = callAs(t.app, await loginAs(t.db, c));
  member = callAs(t.app, await loginAs(t.db, m));
  visitor = callAs(t.app);
  free = await write('ESP32-S3 桌面气象站', 1);
  priced = await write('开源 USB-C PD 诱骗电源', 1);
  draft = await write('还没写完的机械键盘', 0);
  await ok(creator('POST', '/web/creator/set_price', { id: priced.id, price: 4990 }));
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('supports', () => {
  it('a free spec is supported at once and listed among its supporters', async () => {
    const s = await ok<Support>(member('POST', '/web/creator/specs/support', { id: free.id }));
    expect(s).toMatchObject({ amount: 0, status: SUPPORT_STATUS.paid });
    const votes = await page<Support>(visitor('GET', `/web/creator/votes/list?id=${free.id}`));
    expect(votes.data.map((v) => v.id)).toEqual([s.id]);
    await refused(
      member('POST', '/web/creator/specs/support', { id: free.id }),
      409,
      MSG.supportAlreadyPaid,
    );
  });

  it('a priced spec is paid through the cashier: order 支持项目, dev payment, support paid, order done', async () => {
    const s = await ok<SupportStarted>(
      member('POST', '/web/creator/specs/support', { id: priced.id }),
    );
    expect(s).toMatchObject({ amount: 4990, status: SUPPORT_STATUS.pending, paid_time: null });
    expect(s.order_id).toBeGreaterThan(0);
    // Asking again resumes the same pending support and its still payable order.
    const again = await ok<SupportStarted>(
      member('POST', '/web/creator/specs/support', { id: priced.id }),
    );
    expect([again.id, again.order_id]).toEqual([s.id, s.order_id]);
    const order = await ok<Order>(member('GET', `/web/order/detail/${s.order_id}`));
    expect(order).toMatchObject({ kind: ORDER_KIND.support, pay_amount: 4990, state: 0 });
    // Nobody else pays it or sees it.
    expect((await creator('GET', `/web/order/detail/${s.order_id}`)).statusCode).toBe(404);
    let votes = await page<Support>(visitor('GET', `/web/creator/votes/list?id=${priced.id}`));
    expect(votes.paginate.total).toBe(0);
    const mine = await page<Support>(creator('GET', '/web/creator/support/list'));
    expect(mine.data.map((v) => v.id)).toContain(s.id);

    const payment = await ok<{ id: number }>(
      member('POST', '/web/payment/create', { order_id: s.order_id, provider: 'dev' }),
    );
    await ok(member('POST', '/web/payment/dev/confirm', { payment_id: payment.id }));
    // Nothing to ship: paid means done.
    const done = await ok<Order>(member('GET', `/web/order/detail/${s.order_id}`));
    expect(done.state).toBe(ORDER_STATE.completed);
    votes = await page<Support>(visitor('GET', `/web/creator/votes/list?id=${priced.id}`));
    expect(votes.data).toEqual([
      expect.objectContaining({ id: s.id, status: SUPPORT_STATUS.paid }),
    ]);
    // A replayed notification, or the seam called again, changes nothing.
    await member('POST', '/web/payment/dev/confirm', { payment_id: payment.id });
    expect(await markSupportPaid(t.db, s.id)).toBe(false);
    votes = await page<Support>(visitor('GET', `/web/creator/votes/list?id=${priced.id}`));
    expect(votes.paginate.total).toBe(1);
    await refused(
      member('POST', '/web/creator/specs/support', { id: priced.id }),
      409,
      MSG.supportAlreadyPaid,
    );
  });

  it('refuses: visitors, one’s own spec, a draft', async () => {
    expect((await visitor('POST', '/web/creator/specs/support', { id: free.id })).statusCode).toBe(
      401,
    );
    await refused(
      creator('POST', '/web/creator/specs/support', { id: free.id }),
      409,
      MSG.supportOwnSpec,
    );
    await refused(
      member('POST', '/web/creator/specs/support', { id: draft.id }),
      404,
      MSG.specNotFound,
    );
    await refused(visitor('GET', `/web/creator/votes/list?id=${draft.id}`), 404, MSG.specNotFound);
  });
});

describe('lists', () => {
  it('project/list shows published specs only, searchable and by creator', async () => {
    const all = await page<SpecCard>(visitor('GET', '/web/creator/project/list'));
    expect(all.data.map((s) => s.id)).toEqual([priced.id, free.id]);
    const found = await page<SpecCard>(
      visitor('GET', `/web/creator/project/list?keyword=${encodeURIComponent('气象')}`),
    );
    expect(found.data.map((s) => s.id)).toEqual([free.id]);
    expect(found.data[0]).toMatchObject({ supporter_count: 1, creator: { x_up: 1 } });
    const hot = await page<SpecCard>(visitor('GET', '/web/creator/project/list?sort=hot'));
    expect(hot.data).toHaveLength(2);
    const none = await page<SpecCard>(
      visitor('GET', '/web/creator/project/list?creator_id=999999'),
    );
    expect(none.paginate.total).toBe(0);
  });

  it('my_project/list shows every state of the caller’s own', async () => {
    const mine = await page<SpecCard>(creator('GET', '/web/creator/my_project/list'));
    expect(mine.data.map((s) => s.id)).toEqual([draft.id, priced.id, free.id]);
    const theirs = await page<SpecCard>(member('GET', '/web/creator/my_project/list'));
    expect(theirs.paginate.total).toBe(0);
    expect((await visitor('GET', '/web/creator/my_project/list')).statusCode).toBe(401);
  });

  it('index, other/list and creator_info', async () => {
    const index = await ok<{ latest: SpecCard[]; hot: SpecCard[]; creators: CreatorProfile[] }>(
      visitor('GET', '/web/creator/index'),
    );
    expect(index.latest.map((s) => s.id)).toEqual([priced.id, free.id]);
    expect(index.creators[0]).toMatchObject({ id: creatorId, spec_count: 2, supporter_count: 2 });
    const others = await ok<SpecCard[]>(visitor('GET', `/web/creator/other/list?id=${free.id}`));
    expect(others.map((s) => s.id)).toEqual([priced.id]);
    const info = await ok<CreatorProfile>(
      visitor('POST', '/web/creator/creator_info', { id: creatorId }),
    );
    expect(info).toMatchObject({ intro: '开源硬件爱好者', spec_count: 2, x_up: 1 });
    await refused(
      visitor('POST', '/web/creator/creator_info', { id: 999999 }),
      404,
      MSG.userNotFound,
    );
  });
});
