import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ELE_REASON,
  ITEM_STATUS,
  LEVELS,
  SEEDED_MEDALS,
  earningRule,
  levelOf,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { selectRows } from '../../db/client';
import { eleRecords, messages, userMedals, users } from '../../db/schema';
import { applyEle } from './ledger';

const clock = testClock();
let t: TestApp;
let moderator: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  moderator = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: 'moderator' })));
});
afterAll(() => t.close());

async function member() {
  const user = await buildUser(t.db);
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
}
const balance = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0];
const ledgerSum = async (userId: number) =>
  (
    await selectRows<{ sum: number }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::int as sum from ele_records where user_id = ${userId}`,
    )
  )[0]?.sum;
/** users.ele equals the ledger's sum, and the level follows ele. */
async function expectConsistent(userId: number) {
  const row = await balance(userId);
  expect(await ledgerSum(userId)).toBe(row?.ele);
  expect(row?.levelName).toBe(levelOf(row?.ele ?? 0).name);
  return row?.ele ?? 0;
}
const like = (call: ReturnType<typeof callAs>, itemId: number) =>
  call('POST', '/web/common/thumb', { type: 1, type_id: itemId });
const review = (id: number, action: 'publish' | 'reject') =>
  moderator('POST', `/web/item/review/${id}`, {
    action,
    reason: action === 'reject' ? '广告' : '',
  });
const deleteItem = (token: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/web/item/delete/${id}`,
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('earning rules', () => {
  it('publishing pays once when the post gets published; rejecting takes it back', async () => {
    const { user } = await member();
    const post = await buildItem(t.db, { author: user, itemStatus: ITEM_STATUS.reviewing });
    expect((await review(post.id, 'publish')).statusCode).toBe(200);
    expect(await expectConsistent(user.id)).toBe(earningRule(ELE_REASON.publish).amount);
    expect((await review(post.id, 'reject')).statusCode).toBe(200);
    expect(await expectConsistent(user.id)).toBe(0);
    const rows = await t.db.select().from(eleRecords).where(eq(eleRecords.userId, user.id));
    expect(rows.map((r) => r.reason)).toEqual([ELE_REASON.publish, ELE_REASON.revoked]);
  });

  it('likes and comments from others pay the author; unlike and deleting take back; own likes pay nothing', async () => {
    const author = await member();
    const fan = await member();
    const post = await buildItem(t.db, { author: author.user });
    await like(author.call, post.id);
    expect(await expectConsistent(author.user.id)).toBe(0);
    await like(fan.call, post.id);
    const liked = earningRule(ELE_REASON.liked).amount;
    expect(await expectConsistent(author.user.id)).toBe(liked);
    await like(fan.call, post.id); // unlike
    expect(await expectConsistent(author.user.id)).toBe(0);
    const res = await fan.call('POST', '/web/item/comment', { type_id: post.id, content: '好帖' });
    const commentId = res.json().data.id;
    const commented = earningRule(ELE_REASON.commented).amount;
    expect(await expectConsistent(author.user.id)).toBe(commented);
    await fan.call('GET', `/web/common/comment_delete/${commentId}`);
    expect(await expectConsistent(author.user.id)).toBe(0);
  });

  it('a comment held for review pays when a moderator publishes it and is taken back when removed', async () => {
    await moderator('POST', '/web/moderation/sensitive_words', { word: '待审词' });
    const author = await member();
    const fan = await member();
    const post = await buildItem(t.db, { author: author.user });
    const held = await fan.call('POST', '/web/item/comment', {
      type_id: post.id,
      content: '含有待审词的评论',
    });
    const commentId = held.json().data.id as number;
    expect(await expectConsistent(author.user.id)).toBe(0);
    const decide = (action: 'publish' | 'reject') =>
      moderator('POST', `/web/moderation/comment/${commentId}`, {
        kind: 'comment',
        action,
        reason: action === 'reject' ? '不当内容' : '',
      });
    expect((await decide('publish')).statusCode).toBe(200);
    expect(await expectConsistent(author.user.id)).toBe(earningRule(ELE_REASON.commented).amount);
    expect((await decide('reject')).statusCode).toBe(200);
    expect(await expectConsistent(author.user.id)).toBe(0);
  });

  it('deleting a post takes back everything it earned', async () => {
    const author = await member();
    const token = await loginAs(t.db, author.user);
    const post = await buildItem(t.db, { author: author.user, itemStatus: ITEM_STATUS.reviewing });
    await review(post.id, 'publish');
    for (let i = 0; i < 3; i++) await like((await member()).call, post.id);
    await (await member()).call('POST', '/web/item/comment', { type_id: post.id, content: '赞' });
    const earned = await expectConsistent(author.user.id);
    expect(earned).toBe(
      earningRule(ELE_REASON.publish).amount +
        3 * earningRule(ELE_REASON.liked).amount +
        earningRule(ELE_REASON.commented).amount,
    );
    expect((await deleteItem(token, post.id)).statusCode).toBe(200);
    expect(await expectConsistent(author.user.id)).toBe(0);
  });

  it('daily caps against farming: likes beyond the cap pay nothing until the next China day', async () => {
    const author = await member();
    const rule = earningRule(ELE_REASON.liked);
    const post = await buildItem(t.db, { author: author.user });
    const fans = await Promise.all(Array.from({ length: rule.dailyCap + 2 }, () => member()));
    for (const fan of fans) await like(fan.call, post.id);
    expect(await expectConsistent(author.user.id)).toBe(rule.dailyCap * rule.amount);
    // Unlike takes back; relike the same day does not pay again: taken-back awards count.
    await like(fans[0]!.call, post.id);
    await like(fans[0]!.call, post.id);
    expect(await expectConsistent(author.user.id)).toBe((rule.dailyCap - 1) * rule.amount);
    clock.advance(24 * 3_600_000);
    await like((await member()).call, post.id);
    expect(await expectConsistent(author.user.id)).toBe(rule.dailyCap * rule.amount);
  });

  it('comments from others pay up to the daily cap, my own nothing, until the next China day', async () => {
    const author = await member();
    const rule = earningRule(ELE_REASON.commented);
    const post = await buildItem(t.db, { author: author.user });
    const comment = (call: ReturnType<typeof callAs>) =>
      call('POST', '/web/item/comment', { type_id: post.id, content: '好帖' });
    expect((await comment(author.call)).statusCode).toBe(200);
    expect(await expectConsistent(author.user.id)).toBe(0);
    const fans = await Promise.all(Array.from({ length: rule.dailyCap + 2 }, () => member()));
    for (const fan of fans) expect((await comment(fan.call)).statusCode).toBe(200);
    expect(await expectConsistent(author.user.id)).toBe(rule.dailyCap * rule.amount);
    clock.advance(24 * 3_600_000);
    await comment((await member()).call);
    expect(await expectConsistent(author.user.id)).toBe((rule.dailyCap + 1) * rule.amount);
  });

  it('the ledger sum invariant holds after concurrent awards', async () => {
    const author = await member();
    const post = await buildItem(t.db, { author: author.user });
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    await Promise.all([
      ...fans.map((f) => like(f.call, post.id)),
      ...fans.map((f) =>
        f.call('POST', '/web/item/comment', { type_id: post.id, content: '同问' }),
      ),
      author.call('GET', '/web/index/user_sign'),
    ]);
    const ele = await expectConsistent(author.user.id);
    expect(ele).toBeGreaterThan(0);
    const rows = await t.db.select().from(eleRecords).where(eq(eleRecords.userId, author.user.id));
    expect(rows.filter((r) => r.reason === ELE_REASON.liked)).toHaveLength(8);
  });
});

describe('levels', () => {
  it('a comment whose pay reaches a level raises it, tells the author and lights the balance medal', async () => {
    const author = await member();
    const rule = earningRule(ELE_REASON.commented);
    const lv3 = LEVELS[2];
    const star = SEEDED_MEDALS.find((m) => m.key === 'ele_star');
    expect(star && 'threshold' in star ? star.threshold : undefined).toBe(lv3.min);
    await t.db.transaction((tx) =>
      applyEle(tx, {
        userId: author.user.id,
        amount: lv3.min - rule.amount,
        reason: ELE_REASON.seed,
        source: 'test',
        now: clock(),
      }),
    );
    const post = await buildItem(t.db, { author: author.user });
    const res = await (
      await member()
    ).call('POST', '/web/item/comment', {
      type_id: post.id,
      content: '好帖',
    });
    expect(res.statusCode).toBe(200);
    expect(await expectConsistent(author.user.id)).toBe(lv3.min);
    expect((await balance(author.user.id))?.levelName).toBe(lv3.name);
    const titled = (title: string) =>
      t.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, author.user.id), eq(messages.title, title)));
    expect(await titled(`恭喜升级为 ${lv3.name}`)).toHaveLength(1);
    const medals = await t.db
      .select()
      .from(userMedals)
      .where(eq(userMedals.userId, author.user.id));
    expect(medals.map((m) => m.medalKey)).toEqual(['ele_star']);
  });

  it('level changes at the thresholds, recomputed on every ledger change, with an achievement message', async () => {
    const { user, call } = await member();
    const lv2 = LEVELS[1];
    await t.db.transaction((tx) =>
      applyEle(tx, {
        userId: user.id,
        amount: lv2.min - 1,
        reason: ELE_REASON.seed,
        source: 'test',
        now: clock(),
      }),
    );
    let info = (await call('GET', '/web/user/info')).json().data;
    expect(info).toMatchObject({
      ele: lv2.min - 1,
      level_name: LEVELS[0].name,
      level_image: LEVELS[0].image,
      next_level_ele: lv2.min,
    });
    await t.db.transaction((tx) =>
      applyEle(tx, {
        userId: user.id,
        amount: 1,
        reason: ELE_REASON.seed,
        source: 'test',
        now: clock(),
      }),
    );
    info = (await call('GET', '/web/user/info')).json().data;
    expect(info).toMatchObject({
      ele: lv2.min,
      level_name: lv2.name,
      level_image: lv2.image,
      next_level_ele: LEVELS[2].min,
    });
    const notes = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, user.id), eq(messages.title, `恭喜升级为 ${lv2.name}`)));
    expect(notes).toHaveLength(1);
    await t.db.transaction((tx) =>
      applyEle(tx, {
        userId: user.id,
        amount: -1,
        reason: ELE_REASON.revoked,
        source: 'test',
        now: clock(),
      }),
    );
    expect((await call('GET', '/web/user/info')).json().data.level_name).toBe(LEVELS[0].name);
    await expectConsistent(user.id);
  });
});
