import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { COMMENT_TYPE, ITEM_STATUS, MESSAGE_CATEGORY, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { countingCalls } from '../../../test/counting-db';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { items, messages, thumbs, users } from '../../db/schema';
import { targetOfType } from '../comment/targets/all-targets';

/*
 * Likes of posts go to the database in batches (post-thumb.ts, db/group-commit.ts): the
 * likes that arrive together share one transaction. Each like still gets its own answer,
 * a bad one (a draft, a missing post) fails alone, and every counter equals its rows
 * (createTestApp checks them all at the end of the file).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const thumbCount = async (id: number) =>
  (await t.db.select().from(items).where(eq(items.id, id)))[0]?.thumbCount;
const praiseOf = async (id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.praiseCount;
const rowsOf = async (id: number) =>
  (await t.db.select({ n: count() }).from(thumbs).where(eq(thumbs.typeId, id)))[0]?.n;
const likeMessages = async (authorId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, authorId), eq(messages.category, MESSAGE_CATEGORY.like)))
  )[0]?.n;

describe('likes of posts in batches', () => {
  it('runs the likes that arrive together in one transaction, each with its own answer', async () => {
    const author = await buildUser(t.db);
    const [p1, p2] = [await buildItem(t.db, { author }), await buildItem(t.db, { author })];
    const draft = await buildItem(t.db, { author, itemStatus: ITEM_STATUS.draft });
    const likers = await Promise.all(Array.from({ length: 5 }, () => buildUser(t.db)));
    const counting = countingCalls(t.db, 'transaction');
    const post = targetOfType(COMMENT_TYPE.post);
    const toggle = (itemId: number, likerId: number) =>
      post!.toggleThumb!(counting.db, itemId, likerId, Date.now());
    const [a, b, c, d, e] = likers.map((l) => l.id) as [number, number, number, number, number];
    const outcomes = await Promise.allSettled([
      toggle(p1.id, a),
      toggle(p1.id, b),
      toggle(p2.id, a),
      toggle(draft.id, c), // 该帖子不存在 (a draft is not there for others)
      toggle(p1.id, c),
      toggle(99_999_999, d), // no such post
      toggle(p2.id, e),
      toggle(p2.id, e), // a double click in one batch ends where it started
    ]);
    expect(counting.calls()).toBe(1);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : o.status))).toEqual([
      { is_thumb: 1, thumb_count: 1 },
      { is_thumb: 1, thumb_count: 2 },
      { is_thumb: 1, thumb_count: 1 },
      'rejected',
      { is_thumb: 1, thumb_count: 3 },
      'rejected',
      { is_thumb: 1, thumb_count: 2 },
      { is_thumb: 0, thumb_count: 1 },
    ]);
    for (const i of [3, 5]) {
      const o = outcomes[i];
      expect(o?.status === 'rejected' && (o.reason as Error).message).toBe(MSG.postNotFound);
    }
    expect([await thumbCount(p1.id), await rowsOf(p1.id)]).toEqual([3, 3]);
    expect([await thumbCount(p2.id), await rowsOf(p2.id)]).toEqual([1, 1]);
    expect(await praiseOf(author.id)).toBe(4);
    // A message for each like given, e's too: an unlike takes no message back.
    expect(await likeMessages(author.id)).toBe(5);
    // Alone, the next like is a batch of its own.
    expect(await toggle(p2.id, d)).toEqual({ is_thumb: 1, thumb_count: 2 });
    expect(counting.calls()).toBe(2);
  });

  it('likes racing comments on the same posts and authors all land (no deadlock)', async () => {
    const authors = [await buildUser(t.db), await buildUser(t.db)];
    const posts = [
      await buildItem(t.db, { author: authors[0] }),
      await buildItem(t.db, { author: authors[1] }),
      await buildItem(t.db, { author: authors[0] }),
    ];
    const members = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await buildUser(t.db);
        return { user, as: callAs(t.app, await loginAs(t.db, user)) };
      }),
    );
    // Each member likes every post, the posts in a different order for each, while
    // commenting on them (a comment locks the post, then pays its author).
    const requests = members.flatMap(({ as }, m) =>
      posts.flatMap((_, k) => {
        const p = posts[(k + m) % posts.length]!;
        return [
          as('POST', '/web/common/thumb', { type: COMMENT_TYPE.post, type_id: p.id }),
          as('POST', '/web/item/comment', { type_id: p.id, content: `第 ${m} 位会员的评论` }),
        ];
      }),
    );
    const answers = await Promise.all(requests);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    for (const p of posts) expect([await thumbCount(p.id), await rowsOf(p.id)]).toEqual([8, 8]);
    expect(await praiseOf(authors[0]!.id)).toBe(16);
    expect(await praiseOf(authors[1]!.id)).toBe(8);
  });
});
