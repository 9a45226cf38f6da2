import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MSG,
  REPORT_STATUS,
  REPORT_TARGET_TYPE,
  STAFF_ACTION,
  type ReviewPreview,
  type ReviewQueueEntry,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildTag, buildUser, callAs, loginAs } from '../../../test/factories';
import { comments, items, messages, reports, staffAuditLog } from '../../db/schema';

/*
 * The console's review queue (docs/admin-review.md): every kind in one table, filters,
 * the preview in context, single and bulk decisions with per-item results, the decision
 * kept on the row, the author's and reporters' messages, and one audit row per change.
 */

let t: TestApp;
let circleA: { id: number };
let circleB: { id: number };
let tagId: number;
let author: { id: number };
let other: { id: number };
let moderator: { id: number };
let asAuthor: ReturnType<typeof callAs>;
let asOther: ReturnType<typeof callAs>;
let asReporter: ReturnType<typeof callAs>;
let asModerator: ReturnType<typeof callAs>;
let asAdmin: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  circleA = await buildCircle(t.db);
  circleB = await buildCircle(t.db);
  tagId = (await buildTag(t.db)).id;
  author = await buildUser(t.db);
  other = await buildUser(t.db);
  const reporter = await buildUser(t.db);
  moderator = await buildUser(t.db, { role: 'moderator' });
  const admin = await buildUser(t.db, { role: 'admin' });
  asAuthor = callAs(t.app, await loginAs(t.db, author));
  asOther = callAs(t.app, await loginAs(t.db, other));
  asReporter = callAs(t.app, await loginAs(t.db, reporter));
  asModerator = callAs(t.app, await loginAs(t.db, moderator));
  asAdmin = callAs(t.app, await loginAs(t.db, admin));
  visitor = callAs(t.app);
});
afterAll(() => t.close());

const publish = async (title: string, circle = circleA, as = asAuthor) =>
  (
    await as('POST', '/web/item/post', {
      title,
      body: `<p>${title}的正文</p><img src="/uploads/x.png"><script>alert(1)</script>`,
      tag: [tagId],
      circle_id: circle.id,
    })
  ).json().data as { id: number; item_status: number };
const setMode = (mode: string) => asAdmin('POST', '/web/admin/moderation_mode', { mode });
const queue = async (query = '') => {
  const res = await asModerator('GET', `/web/moderation/queue?page_size=50${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: ReviewQueueEntry[]; paginate: { total: number } };
};
const keys = (rows: ReviewQueueEntry[]) => rows.map((r) => `${r.kind}:${r.id}`);
const decide = (entries: { kind: string; id: number }[], action: string, reason = '') =>
  asModerator('POST', '/web/moderation/queue/decide', { entries, action, reason });
const auditOf = (target: string) =>
  t.db.select().from(staffAuditLog).where(eq(staffAuditLog.target, target));
const systemMessages = (userId: number) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.category, MESSAGE_CATEGORY.system)));

describe('refusals', () => {
  it.each([
    ['GET', '/web/moderation/queue'],
    ['GET', '/web/moderation/queue/preview?kind=post&id=1'],
    ['POST', '/web/moderation/queue/decide'],
    ['GET', '/web/moderation/settings'],
    ['GET', '/web/moderation/sensitive_words/search'],
    ['POST', '/web/moderation/sensitive_words/bulk'],
  ])('%s %s: visitor 401, member 403', async (method, url) => {
    const v = await visitor(method as 'GET', url, method === 'POST' ? {} : undefined);
    expect(v.statusCode).toBe(401);
    const m = await asOther(method as 'GET', url, method === 'POST' ? {} : undefined);
    expect(m.statusCode).toBe(403);
    expect(m.json().msg).toBe(MSG.moderatorOnly);
  });

  it('only an admin changes the moderation mode', async () => {
    expect((await visitor('POST', '/web/admin/moderation_mode', { mode: 'pre' })).statusCode).toBe(
      401,
    );
    const member = await asOther('POST', '/web/admin/moderation_mode', { mode: 'pre' });
    expect(member.statusCode).toBe(403);
    const mod = await asModerator('POST', '/web/admin/moderation_mode', { mode: 'pre' });
    expect(mod.statusCode).toBe(403);
    expect(mod.json().msg).toBe(MSG.adminOnly);
    const bad = await setMode('later');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain(MSG.moderationModeInvalid);
  });
});

describe('moderation mode setting', () => {
  it('defaults to the env, switches at once, logs the change, refuses a no-op', async () => {
    const before = (await asModerator('GET', '/web/moderation/settings')).json().data;
    expect(before).toEqual({ mode: 'post', default_mode: 'post', saved: false });
    expect((await publish('先发后审的帖子')).item_status).toBe(ITEM_STATUS.published);
    const res = await setMode('pre');
    expect(res.json().data).toEqual({ mode: 'pre', default_mode: 'post', saved: true });
    const held = await publish('先审后发的帖子');
    expect(held.item_status).toBe(ITEM_STATUS.reviewing);
    const [row] = await auditOf('setting:moderation_mode');
    expect(row).toMatchObject({
      action: STAFF_ACTION.moderationMode,
      before: { mode: 'post' },
      after: { mode: 'pre' },
    });
    const again = await setMode('pre');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.moderationModeUnchanged);
    expect(await auditOf('setting:moderation_mode')).toHaveLength(1);
    expect((await setMode('post')).statusCode).toBe(200);
    await decide([{ kind: 'post', id: held.id }], 'approve');
  });
});

describe('the queue', () => {
  let pre: { id: number };
  let word: { id: number };
  let reported: { id: number };
  let heldComment: { id: number };
  let heldReply: { id: number };

  beforeAll(async () => {
    await setMode('pre');
    pre = await publish('圈子乙里等待审核的帖子', circleB);
    await setMode('post');
    word = await publish('出售赌博机的帖子');
    reported = await publish('一篇被举报的帖子');
    await asReporter('POST', '/web/common/report', {
      target_type: REPORT_TARGET_TYPE.post,
      target_id: reported.id,
      reason: '广告',
    });
    await asOther('POST', '/web/common/report', {
      target_type: REPORT_TARGET_TYPE.post,
      target_id: reported.id,
      reason: '引流',
    });
    heldComment = (
      await asOther('POST', '/web/item/comment', { type_id: reported.id, content: '这里有毒品' })
    ).json().data;
    const visible = (
      await asOther('POST', '/web/item/comment', { type_id: reported.id, content: '正常评论' })
    ).json().data;
    heldReply = (
      await asAuthor('POST', '/web/item/reply', {
        type_id: reported.id,
        comment_id: visible.id,
        content: '回复里的冰毒',
      })
    ).json().data;
  });

  it('lists every kind, oldest first, with its reasons, author, circle and word hit', async () => {
    const { data } = await queue();
    expect(keys(data)).toEqual([
      `post:${pre.id}`,
      `post:${word.id}`,
      `post:${reported.id}`,
      `comment:${heldComment.id}`,
      `reply:${heldReply.id}`,
    ]);
    const by = (k: string) => data.find((r) => `${r.kind}:${r.id}` === k);
    expect(by(`post:${pre.id}`)).toMatchObject({
      reasons: ['pre'],
      status: ITEM_STATUS.reviewing,
      circle: { id: circleB.id },
      user: { id: author.id },
      decision: null,
    });
    expect(by(`post:${word.id}`)).toMatchObject({ reasons: ['sensitive'], sensitive_word: '赌博' });
    expect(by(`post:${reported.id}`)).toMatchObject({
      reasons: ['report'],
      report_count: 2,
      status: ITEM_STATUS.published,
    });
    expect(by(`comment:${heldComment.id}`)).toMatchObject({
      reasons: ['sensitive'],
      title: '一篇被举报的帖子',
      item_id: reported.id,
      circle: { id: circleA.id },
      sensitive_word: '毒品',
    });
    expect(by(`reply:${heldReply.id}`)).toMatchObject({ user: { id: author.id } });
  });

  it('filters by kind, reason, circle, author and time', async () => {
    expect(keys((await queue('&kind=reply')).data)).toEqual([`reply:${heldReply.id}`]);
    expect(keys((await queue('&reason=pre')).data)).toEqual([`post:${pre.id}`]);
    expect(keys((await queue('&reason=report')).data)).toEqual([`post:${reported.id}`]);
    expect(keys((await queue(`&circle_id=${circleB.id}`)).data)).toEqual([`post:${pre.id}`]);
    expect(keys((await queue(`&user_id=${other.id}`)).data)).toEqual([`comment:${heldComment.id}`]);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await queue(`&from=${future}`)).data).toEqual([]);
    expect((await queue(`&to=${future}`)).paginate.total).toBe(5);
    const bad = await asModerator('GET', '/web/moderation/queue?reason=spam');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain(MSG.reviewReasonFilterInvalid);
  });

  it('previews a post with its sanitized body, a reply in context, a report with all reports', async () => {
    const post = (
      await asModerator('GET', `/web/moderation/queue/preview?kind=post&id=${pre.id}`)
    ).json().data as ReviewPreview;
    expect(post.post).toMatchObject({
      title: '圈子乙里等待审核的帖子',
      circle: { id: circleB.id },
      cover: '/uploads/x.png',
    });
    expect(post.post?.body).toContain('的正文');
    expect(post.post?.body).not.toContain('<script');
    const reply = (
      await asModerator('GET', `/web/moderation/queue/preview?kind=reply&id=${heldReply.id}`)
    ).json().data as ReviewPreview;
    expect(reply.post).toMatchObject({ id: reported.id, title: '一篇被举报的帖子', body: '' });
    expect(reply.parent_comment).toMatchObject({ content: '正常评论' });
    expect(reply.comment).toMatchObject({
      content: '回复里的冰毒',
      status: COMMENT_STATUS.pending,
    });
    const rep = (
      await asModerator('GET', `/web/moderation/queue/preview?kind=post&id=${reported.id}`)
    ).json().data as ReviewPreview;
    expect(rep.reasons).toEqual(['report']);
    expect(rep.reports.map((r) => r.reason)).toEqual(['广告', '引流']);
    const missing = await asModerator(
      'GET',
      '/web/moderation/queue/preview?kind=comment&id=999999',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('approves a held post: published, the author told, the decision kept, one audit row', async () => {
    const res = await decide([{ kind: 'post', id: pre.id }], 'approve');
    expect(res.json().data.results).toEqual([
      {
        kind: 'post',
        id: pre.id,
        ok: true,
        msg: MSG.reviewApproved,
        status: ITEM_STATUS.published,
      },
    ]);
    const [row] = await t.db.select().from(items).where(eq(items.id, pre.id));
    expect(row).toMatchObject({ itemStatus: ITEM_STATUS.published, reviewUserId: moderator.id });
    expect(row?.reviewTime).toBeInstanceOf(Date);
    const notes = (await systemMessages(author.id)).map((m) => m.content);
    expect(notes).toContain('你的帖子《圈子乙里等待审核的帖子》已通过审核并发布。');
    const audit = await auditOf(`item:${pre.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: STAFF_ACTION.itemReview,
      actorId: moderator.id,
      before: { item_status: ITEM_STATUS.reviewing },
      after: { item_status: ITEM_STATUS.published },
    });
    const done = (await queue('&tab=done')).data.find((r) => r.id === pre.id && r.kind === 'post');
    expect(done?.decision).toMatchObject({ reviewer: { id: moderator.id }, reason: '' });
  });

  it('a reject needs a reason; a preset or a typed one is kept and sent to the author', async () => {
    const none = await decide([{ kind: 'post', id: word.id }], 'reject');
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(MSG.rejectReasonRequired);
    await decide([{ kind: 'post', id: word.id }], 'reject', '广告引流');
    const [row] = await t.db.select().from(items).where(eq(items.id, word.id));
    expect(row).toMatchObject({
      itemStatus: ITEM_STATUS.rejected,
      rejectReason: '广告引流',
      reviewReason: '广告引流',
    });
    const typed = '标题党，请重新修改标题';
    const res = await decide([{ kind: 'comment', id: heldComment.id }], 'reject', typed);
    expect(res.json().data.results[0]).toMatchObject({ ok: true, status: COMMENT_STATUS.rejected });
    const [c] = await t.db.select().from(comments).where(eq(comments.id, heldComment.id));
    expect(c).toMatchObject({ status: COMMENT_STATUS.rejected, reviewReason: typed });
    const notes = (await systemMessages(other.id)).map((m) => m.content);
    expect(notes.some((n) => n.includes(`原因：${typed}`))).toBe(true);
    expect((await auditOf(`comment:${heldComment.id}`))[0]).toMatchObject({
      reason: typed,
      before: { status: COMMENT_STATUS.pending },
      after: { status: COMMENT_STATUS.rejected },
    });
  });

  it('bulk: each entry decided on its own, failures said per item, one audit row per change', async () => {
    const entries = [
      { kind: 'post', id: reported.id },
      { kind: 'post', id: word.id }, // already rejected above
      { kind: 'reply', id: heldReply.id },
      { kind: 'comment', id: 999999 },
    ];
    const res = await decide(entries, 'reject', '内容重复');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      { kind: 'post', id: reported.id, ok: true, msg: MSG.reviewRejected, status: 3 },
      { kind: 'post', id: word.id, ok: false, msg: MSG.reviewNotPending, status: null },
      { kind: 'reply', id: heldReply.id, ok: true, msg: MSG.reviewRejected, status: 2 },
      { kind: 'comment', id: 999999, ok: false, msg: MSG.commentNotFound, status: null },
    ]);
    // The reported post's two reports were resolved with the decision; reporters told.
    const closed = await t.db
      .select()
      .from(reports)
      .where(
        and(eq(reports.targetType, REPORT_TARGET_TYPE.post), eq(reports.targetId, reported.id)),
      );
    expect(closed.map((r) => [r.status, r.reviewUserId, r.reviewReason])).toEqual([
      [REPORT_STATUS.handled, moderator.id, '内容重复'],
      [REPORT_STATUS.handled, moderator.id, '内容重复'],
    ]);
    expect((await systemMessages(other.id)).some((m) => m.title === '举报处理结果')).toBe(true);
    const audit = await auditOf(`item:${reported.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ bulk: true, via: 'queue' });
    expect((audit[0]?.details.reports as number[]).sort()).toEqual(closed.map((r) => r.id).sort());
    expect(await auditOf(`item:${word.id}`)).toHaveLength(1); // only the earlier reject
    expect((await queue()).data).toEqual([]);
    const dup = await decide([entries[0]!, entries[0]!], 'approve');
    expect(dup.statusCode).toBe(422);
    expect(dup.json().msg).toContain(MSG.reviewEntryDuplicate);
  });

  it('keeping a reported comment dismisses its reports and leaves it shown', async () => {
    const post = await publish('另一篇帖子');
    const c = (
      await asOther('POST', '/web/item/comment', { type_id: post.id, content: '看似正常' })
    ).json().data;
    await asReporter('POST', '/web/common/report', {
      target_type: REPORT_TARGET_TYPE.comment,
      target_id: c.id,
      reason: '骂人',
    });
    expect(keys((await queue('&reason=report')).data)).toEqual([`comment:${c.id}`]);
    const res = await decide([{ kind: 'comment', id: c.id }], 'approve');
    expect(res.json().data.results[0]).toMatchObject({ ok: true, status: COMMENT_STATUS.visible });
    const [r] = await t.db.select().from(reports).where(eq(reports.targetId, c.id));
    expect(r?.status).toBe(REPORT_STATUS.dismissed);
    expect((await auditOf(`comment:${c.id}`))[0]).toMatchObject({
      before: { open_reports: 1 },
      after: { open_reports: 0 },
    });
    const done = await queue(`&tab=done&kind=comment&user_id=${other.id}`);
    expect(keys(done.data)).toEqual([`comment:${c.id}`, `comment:${heldComment.id}`]);
  });
});

describe('audit rows of the older moderation endpoints', () => {
  it('item review, comment review, report close and sensitive words each log one row', async () => {
    const post = await publish('含有代开发票的帖子');
    await asModerator('POST', `/web/item/review/${post.id}`, { action: 'reject', reason: '广告' });
    expect(await auditOf(`item:${post.id}`)).toHaveLength(1);
    const shown = await publish('正常的帖子啊');
    const c2 = (
      await asOther('POST', '/web/item/comment', { type_id: shown.id, content: '评论' })
    ).json().data;
    await asModerator('POST', `/web/moderation/comment/${c2.id}`, {
      kind: 'comment',
      action: 'reject',
      reason: '人身攻击',
    });
    expect((await auditOf(`comment:${c2.id}`))[0]).toMatchObject({
      action: STAFF_ACTION.commentReview,
      reason: '人身攻击',
    });
    const r = (
      await asReporter('POST', '/web/common/report', {
        target_type: REPORT_TARGET_TYPE.post,
        target_id: shown.id,
        reason: '无聊',
      })
    ).json().data;
    await asModerator('POST', `/web/moderation/report/${r.id}`, { action: 'dismiss' });
    expect((await auditOf(`report:${r.id}`))[0]).toMatchObject({
      action: STAFF_ACTION.reportClose,
      after: { status: REPORT_STATUS.dismissed },
    });
    const [closed] = await t.db.select().from(reports).where(eq(reports.id, r.id));
    expect(closed?.reviewUserId).toBe(moderator.id);
  });

  it('sensitive words: bulk add by lines with per-line results, search, delete; one row each', async () => {
    const res = await asModerator('POST', '/web/moderation/sensitive_words/bulk', {
      words: '审核词甲\n 审核词乙 \n\n赌博\n审核词甲\n这个敏感词实在是太长太长了已经超过了二十个字',
    });
    expect(res.statusCode).toBe(200);
    const out = res.json().data;
    expect(out.added.map((w: { word: string }) => w.word)).toEqual(['审核词甲', '审核词乙']);
    expect(out.existing).toEqual(['赌博', '审核词甲']);
    expect(out.invalid).toEqual([
      { word: '这个敏感词实在是太长太长了已经超过了二十个字', msg: MSG.sensitiveWordTooLong },
    ]);
    for (const w of out.added as { id: number }[])
      expect(await auditOf(`sensitive_word:${w.id}`)).toHaveLength(1);
    const found = (
      await asModerator(
        'GET',
        `/web/moderation/sensitive_words/search?keyword=${encodeURIComponent('审核词')}`,
      )
    ).json().data;
    expect(found.data.map((w: { word: string }) => w.word)).toEqual(['审核词乙', '审核词甲']);
    const id = out.added[0].id as number;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/web/moderation/sensitive_words/${id}`,
      headers: { authorization: await loginAs(t.db, moderator) },
    });
    expect(del.statusCode).toBe(200);
    const rows = await auditOf(`sensitive_word:${id}`);
    expect(rows.map((r) => r.action)).toEqual([
      STAFF_ACTION.sensitiveWordAdd,
      STAFF_ACTION.sensitiveWordDelete,
    ]);
    expect(rows[1]?.before).toEqual({ word: '审核词甲' });
  });
});
