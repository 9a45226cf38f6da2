import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  ITEM_STATUS,
  MSG,
  REPORT_STATUS,
  REPORT_TARGET_TYPE,
  type ModerationReport,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { comments, items, reports } from '../../db/schema';

let t: TestApp;
let author: { id: number };
let alice: { id: number; nickname: string };
let asAlice: ReturnType<typeof callAs>;
let asBob: ReturnType<typeof callAs>;
let asModerator: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  author = await buildUser(t.db);
  alice = await buildUser(t.db);
  const bob = await buildUser(t.db);
  const moderator = await buildUser(t.db, { role: 'moderator' });
  asAlice = callAs(t.app, await loginAs(t.db, alice));
  asBob = callAs(t.app, await loginAs(t.db, bob));
  asModerator = callAs(t.app, await loginAs(t.db, moderator));
  visitor = callAs(t.app);
});
afterAll(() => t.close());

type Page = { data: ModerationReport[]; paginate: { total: number } };
const listReports = async (query = '') =>
  (await asModerator('GET', `/web/moderation/reports${query}`)).json().data as Page;
const report = async (as: typeof asAlice, target_type: number, target_id: number, reason: string) =>
  (await as('POST', '/web/common/report', { target_type, target_id, reason })).json().data
    .id as number;

describe('moderation of reports', () => {
  it('401 for a visitor and 403 for a normal user on both endpoints', async () => {
    for (const [method, url] of [
      ['GET', '/web/moderation/reports'],
      ['POST', '/web/moderation/report/1'],
    ] as const) {
      const anon = await visitor(method, url, method === 'POST' ? {} : undefined);
      expect(anon.statusCode).toBe(401);
      expect(anon.json().msg).toBe(MSG.loginRequired);
      const user = await asAlice(method, url, method === 'POST' ? {} : undefined);
      expect(user.statusCode).toBe(403);
      expect(user.json().msg).toBe(MSG.moderatorOnly);
    }
  });

  it('lists open reports oldest first with the target excerpt, reporter and reason', async () => {
    const post = await buildItem(t.db, { author: author as never, title: '被举报的帖子标题' });
    const c = (
      await asBob('POST', '/web/item/comment', { type_id: post.id, content: '评论'.repeat(40) })
    ).json().data;
    const r = (
      await asBob('POST', '/web/item/reply', { type_id: post.id, comment_id: c.id, content: '回' })
    ).json().data;
    const onPost = await report(asAlice, REPORT_TARGET_TYPE.post, post.id, '标题党');
    const onComment = await report(asAlice, REPORT_TARGET_TYPE.comment, c.id, '刷屏');
    const onReply = await report(asAlice, REPORT_TARGET_TYPE.reply, r.id, '骂人');
    // Same create_time order as ids: spread them so "oldest first" is observable.
    for (const [i, id] of [onPost, onComment, onReply].entries())
      await t.db
        .update(reports)
        .set({ createTime: new Date(Date.now() - (10 - i) * 60_000) })
        .where(eq(reports.id, id));

    const page = await listReports();
    expect(page.data.map((x) => x.id)).toEqual([onPost, onComment, onReply]);
    expect(page.paginate).toEqual({ current_page: 1, last_page: 1, total: 3, per_page: 20 });
    expect(page.data[0]).toEqual({
      id: onPost,
      target_type: REPORT_TARGET_TYPE.post,
      target_id: post.id,
      target: { excerpt: '被举报的帖子标题', status: ITEM_STATUS.published, item_id: post.id },
      user: { id: alice.id, nickname: alice.nickname, image_url: expect.any(String) },
      reason: '标题党',
      status: REPORT_STATUS.open,
      create_time: expect.any(Number),
    });
    expect(page.data[1]?.target).toEqual({
      excerpt: `${'评论'.repeat(30)}…`,
      status: 1,
      item_id: post.id,
    });
    expect(page.data[2]).toMatchObject({ target: { excerpt: '回', item_id: post.id } });
    const second = (await asModerator('GET', '/web/moderation/reports?page=2&page_size=2')).json()
      .data as Page;
    expect(second.data.map((x) => x.id)).toEqual([onReply]);

    // resolve / dismiss close it; the content stays (moderators use the review endpoints).
    const resolved = await asModerator('POST', `/web/moderation/report/${onPost}`, {
      action: 'resolve',
    });
    expect(resolved.json().data).toEqual({ id: onPost, status: REPORT_STATUS.handled });
    const dismissed = await asModerator('POST', `/web/moderation/report/${onComment}`, {
      action: 'dismiss',
    });
    expect(dismissed.json().data).toEqual({ id: onComment, status: REPORT_STATUS.dismissed });
    expect((await t.db.select().from(items).where(eq(items.id, post.id)))[0]?.itemStatus).toBe(
      ITEM_STATUS.published,
    );
    expect(await t.db.select().from(comments).where(eq(comments.id, c.id))).toHaveLength(1);

    expect((await listReports()).data.map((x) => x.id)).toEqual([onReply]);
    const closed = await listReports('?status=closed');
    expect(closed.data.map((x) => [x.id, x.status])).toEqual([
      [onComment, REPORT_STATUS.dismissed],
      [onPost, REPORT_STATUS.handled],
    ]);

    const twice = await asModerator('POST', `/web/moderation/report/${onPost}`, {
      action: 'dismiss',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(MSG.reportAlreadyClosed);
    const missing = await asModerator('POST', '/web/moderation/report/999999', {
      action: 'resolve',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(MSG.reportNotFound);
  });

  it('rejecting the reported comment resolves its report; a deleted target shows as null', async () => {
    const post = await buildItem(t.db, { author: author as never });
    const c = (
      await asBob('POST', '/web/item/comment', { type_id: post.id, content: '将被驳回' })
    ).json().data;
    const id = await report(asAlice, REPORT_TARGET_TYPE.comment, c.id, '垃圾');
    await asModerator('POST', `/web/moderation/comment/${c.id}`, {
      kind: 'comment',
      action: 'reject',
      reason: '广告引流',
    });
    expect((await listReports()).data.find((x) => x.id === id)).toBeUndefined();
    const closed = (await asModerator('GET', '/web/moderation/reports?status=closed')).json().data
      .data as { id: number }[];
    expect(closed.find((x) => x.id === id)).toMatchObject({
      status: REPORT_STATUS.handled,
      target: { status: COMMENT_STATUS.rejected },
    });
    await t.db.delete(comments).where(eq(comments.id, c.id));
    const gone = (await asModerator('GET', '/web/moderation/reports?status=closed')).json().data
      .data as { id: number }[];
    expect(gone.find((x) => x.id === id)).toMatchObject({ target: null });
  });

  it('validates action and status', async () => {
    const action = await asModerator('POST', '/web/moderation/report/1', { action: 'delete' });
    expect(action.statusCode).toBe(422);
    expect(action.json().msg).toContain(MSG.reportActionInvalid);
    const status = await asModerator('GET', '/web/moderation/reports?status=all');
    expect(status.statusCode).toBe(422);
    expect(status.json().msg).toContain(MSG.reportStatusInvalid);
  });
});
