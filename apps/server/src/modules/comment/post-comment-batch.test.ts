import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMENT_STATUS, COMMENT_TYPE, CommentSwitch, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { countingCalls } from '../../../test/counting-db';
import { buildItem, buildUser } from '../../../test/factories';
import { blacks, comments, items, sensitiveWords, users } from '../../db/schema';
import { targetOfType } from './targets/all-targets';

/*
 * Comments on posts go to the database in batches (post-comment.ts, db/group-commit.ts):
 * the comments that arrive together share one transaction. Each is still checked on its
 * own — a muted writer, a closed post, a blacklist, a missing post refuse that comment
 * alone with its own message — and every counter equals its rows (createTestApp checks
 * them all at the end of the file).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(sensitiveWords).values({ word: '批量违禁词' });
});
afterAll(() => t.close());

const commentCount = async (id: number) =>
  (await t.db.select().from(items).where(eq(items.id, id)))[0]?.commentCount;

describe('comments on posts in batches', () => {
  it('runs the comments that arrive together in one transaction, each checked alone', async () => {
    const author = await buildUser(t.db);
    const [open, other] = [await buildItem(t.db, { author }), await buildItem(t.db, { author })];
    const closed = await buildItem(t.db, { author, allowComment: CommentSwitch.values.off });
    const [a, b, muted, blocked] = await Promise.all(
      Array.from({ length: 4 }, () => buildUser(t.db)),
    );
    await t.db
      .update(users)
      .set({ muteUntil: new Date(Date.now() + 86_400_000), muteReason: '刷屏' })
      .where(eq(users.id, muted!.id));
    await t.db.insert(blacks).values({ userId: author.id, blackUserId: blocked!.id });
    const counting = countingCalls(t.db, 'transaction');
    const post = targetOfType(COMMENT_TYPE.post)!;
    const write = (targetId: number, userId: number, content: string) =>
      post.writeComment!(counting.db, { targetId, userId, content }, Date.now());
    const outcomes = await Promise.allSettled([
      write(open.id, a!.id, '这块板子的供电设计很扎实'),
      write(open.id, muted!.id, '禁言中也想说一句'),
      write(closed.id, b!.id, '评论已关闭的帖子'),
      write(open.id, blocked!.id, '被作者拉黑了'),
      write(99_999_999, a!.id, '不存在的帖子'),
      write(other.id, b!.id, '含有批量违禁词的评论'),
      write(open.id, b!.id, 'ESP32-S3 的天线布局可以再讲讲吗'),
    ]);
    expect(counting.calls()).toBe(1);
    const answer = (k: number) => {
      const o = outcomes[k]!;
      return o.status === 'fulfilled'
        ? { status: o.value.row.status, pending: o.value.pending, writer: o.value.writer.userId }
        : (o.reason as Error).message;
    };
    expect(answer(0)).toEqual({ status: COMMENT_STATUS.visible, pending: false, writer: a!.id });
    expect(answer(1)).toMatch(/^你已被禁言至 .*，原因：刷屏$/);
    expect(answer(2)).toBe(MSG.commentClosed);
    expect(answer(3)).toBe(MSG.commentBlocked);
    expect(answer(4)).toBe(MSG.postNotFound);
    expect(answer(5)).toEqual({ status: COMMENT_STATUS.pending, pending: true, writer: b!.id });
    expect(answer(6)).toEqual({ status: COMMENT_STATUS.visible, pending: false, writer: b!.id });
    // Numbered in the order they came, as one at a time would have been.
    const ids = [0, 5, 6].map((k) => {
      const o = outcomes[k];
      return o?.status === 'fulfilled' ? o.value.row.id : 0;
    });
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    // Only what was allowed was written; a held comment is not counted.
    expect(await commentCount(open.id)).toBe(2);
    expect(await commentCount(other.id)).toBe(0);
    const stored = await t.db.select().from(comments).where(eq(comments.typeId, open.id));
    expect(stored.map((c) => c.content).sort()).toEqual(
      ['ESP32-S3 的天线布局可以再讲讲吗', '这块板子的供电设计很扎实'].sort(),
    );
    // Alone, the next comment is a batch of its own.
    await write(other.id, a!.id, '收藏了，周末照着做一块');
    expect(counting.calls()).toBe(2);
    expect(await commentCount(other.id)).toBe(1);
  });
});
