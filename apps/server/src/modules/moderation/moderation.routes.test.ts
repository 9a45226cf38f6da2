import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_STATUS,
  ITEM_STATUS_TRANSITIONS,
  ItemStatus,
  MESSAGE_CATEGORY,
  MSG,
  ReviewActor,
  canTransition,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildCircle, buildItem, buildTag, buildUser, loginAs } from '../../../test/factories';
import { circles, items, messages, sensitiveWords, users } from '../../db/schema';
import { assertTransition } from './moderation.service';
import { DEFAULT_SENSITIVE_WORDS, findSensitiveWord } from './sensitive-words';

const statuses = ItemStatus.options.map((o) => o.value);
const actors = ReviewActor.options.map((o) => o.value);

describe('the status transition table', () => {
  const refused = actors.flatMap((actor) =>
    statuses.flatMap((from) =>
      statuses
        .filter((to) => !ITEM_STATUS_TRANSITIONS[actor][from].includes(to))
        .map((to) => [actor, from, to] as const),
    ),
  );
  it('has the refused pairs the file documents', () => {
    expect(refused).toHaveLength(2 * 25 - 10 - 6);
  });
  it.each(refused)('%s may not move %i → %i', (actor, from, to) => {
    expect(canTransition(actor, from, to)).toBe(false);
    expect(() => assertTransition(actor, from, to)).toThrow(MSG.statusTransitionRefused);
  });
});

interface Ctx {
  t: TestApp;
  author: { id: number; token: string };
  moderator: { id: number; token: string };
  circleId: number;
  tagId: number;
}

async function setup(env: Record<string, string> = {}): Promise<Ctx> {
  const t = await createTestApp({ env });
  const a = await buildUser(t.db);
  const m = await buildUser(t.db, { role: 'moderator' });
  return {
    t,
    author: { id: a.id, token: await loginAs(t.db, a) },
    moderator: { id: m.id, token: await loginAs(t.db, m) },
    circleId: (await buildCircle(t.db)).id,
    tagId: (await buildTag(t.db)).id,
  };
}

const call = (c: Ctx, url: string, token: string, payload?: object) =>
  c.t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token },
    payload: payload ?? {},
  });
const postBody = (c: Ctx, title = '一篇新的帖子', body = '<p>正文内容</p>') => ({
  title,
  body,
  tag: [c.tagId],
  circle_id: c.circleId,
});
const itemOf = async (c: Ctx, id: number) =>
  (await c.t.db.select().from(items).where(eq(items.id, id)))[0];
const itemCounts = async (c: Ctx) => ({
  user: (await c.t.db.select().from(users).where(eq(users.id, c.author.id)))[0]?.itemCount,
  circle: (await c.t.db.select().from(circles).where(eq(circles.id, c.circleId)))[0]?.itemCount,
});

describe('MODERATION=post with sensitive words', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.t.close());

  it('seeds the default list into an empty table and matches across case, width and script', async () => {
    expect(await findSensitiveWord(c.t.db, '这里有赌博广告')).toBe('赌博');
    expect(await findSensitiveWord(c.t.db, '這裡有賭 博')).toBe('赌博');
    expect(await findSensitiveWord(c.t.db, '正常的显卡评测')).toBeNull();
    const rows = await c.t.db.select().from(sensitiveWords);
    expect(rows.map((r) => r.word)).toEqual([...DEFAULT_SENSITIVE_WORDS]);
  });

  it('a clean post is published; one with a sensitive word goes to review, in title or body', async () => {
    const clean = await call(c, '/web/item/post', c.author.token, postBody(c));
    expect(clean.json().data.item_status).toBe(ITEM_STATUS.published);
    const dirty = await call(c, '/web/item/post', c.author.token, postBody(c, '出售代开发票服务'));
    expect(dirty.json()).toMatchObject({
      msg: MSG.itemSubmittedForReview,
      data: { item_status: ITEM_STATUS.reviewing },
    });
    const inBody = await call(
      c,
      '/web/item/post',
      c.author.token,
      postBody(c, '普通的标题啊', '<p>六合彩</p>'),
    );
    expect(inBody.json().data.item_status).toBe(ITEM_STATUS.reviewing);
  });

  it('editing a published post to add a sensitive word sends it back to review (2 → 1)', async () => {
    const before = await itemCounts(c);
    const { id } = (await call(c, '/web/item/post', c.author.token, postBody(c))).json().data;
    expect((await itemCounts(c)).user).toBe((before.user ?? 0) + 1);
    const res = await call(
      c,
      `/web/item/update/${id}`,
      c.author.token,
      postBody(c, '毒品交易的帖子'),
    );
    expect(res.json().data.item_status).toBe(ITEM_STATUS.reviewing);
    expect(await itemCounts(c)).toEqual(before);
  });

  it('only moderators review; publish and reject write a system message; refused transitions 409', async () => {
    const { id } = (
      await call(c, '/web/item/post', c.author.token, postBody(c, '赌博网站推荐一下'))
    ).json().data;
    const review = (token: string, payload: object) =>
      call(c, `/web/item/review/${id}`, token, payload);

    const byUser = await review(c.author.token, { action: 'publish' });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().msg).toBe(MSG.reviewForbidden);
    expect((await review(c.moderator.token, { action: 'ban' })).statusCode).toBe(422);
    const noReason = await review(c.moderator.token, { action: 'reject' });
    expect(noReason.json().msg).toBe(MSG.rejectReasonRequired);

    const before = await itemCounts(c);
    const rejected = await review(c.moderator.token, { action: 'reject', reason: '含违规内容' });
    expect(rejected.json().data).toEqual({
      id,
      item_status: ITEM_STATUS.rejected,
      reject_reason: '含违规内容',
    });
    // 3 → 3 is not a move a moderator can make.
    expect((await review(c.moderator.token, { action: 'reject', reason: 'x' })).statusCode).toBe(
      409,
    );
    const published = await review(c.moderator.token, { action: 'publish' });
    expect(published.json().data.item_status).toBe(ITEM_STATUS.published);
    expect((await itemOf(c, id))?.rejectReason).toBe('');
    expect((await itemCounts(c)).user).toBe((before.user ?? 0) + 1);
    const again = await review(c.moderator.token, { action: 'publish' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.statusTransitionRefused);

    const notes = await c.t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, c.author.id), eq(messages.targetId, id)));
    expect(notes.map((n) => [n.category, n.title])).toEqual([
      [MESSAGE_CATEGORY.system, '帖子未通过审核'],
      [MESSAGE_CATEGORY.system, '帖子审核通过'],
    ]);
    expect(notes[0]?.content).toContain('含违规内容');
  });

  it('a moderator cannot review a draft; a rejected post is resubmitted by editing (3 → 2)', async () => {
    const draft = (await call(c, '/web/item/draft_save', c.author.token, { title: '草稿' })).json()
      .data.id;
    const res = await call(c, `/web/item/review/${draft}`, c.moderator.token, {
      action: 'publish',
    });
    expect(res.statusCode).toBe(409);
    const item = await buildItem(c.t.db, {
      userId: c.author.id,
      itemStatus: ITEM_STATUS.rejected,
      rejectReason: '太短',
    });
    const fixed = await call(c, `/web/item/update/${item.id}`, c.author.token, postBody(c));
    expect(fixed.json().data.item_status).toBe(ITEM_STATUS.published);
    expect((await itemOf(c, item.id))?.rejectReason).toBe('');
    const legacy = await buildItem(c.t.db, { itemStatus: ITEM_STATUS.unverified });
    const decided = await call(c, `/web/item/review/${legacy.id}`, c.moderator.token, {
      action: 'reject',
      reason: '不符合版规',
    });
    expect(decided.json().data.item_status).toBe(ITEM_STATUS.rejected);
    expect(
      (await call(c, '/web/item/review/999999', c.moderator.token, { action: 'publish' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('MODERATION=pre', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup({ MODERATION: 'pre' });
  });
  afterAll(() => c.t.close());

  it('every post waits in review, uncounted, until a moderator publishes it', async () => {
    const res = await call(c, '/web/item/post', c.author.token, postBody(c));
    const { id, item_status } = res.json().data;
    expect(item_status).toBe(ITEM_STATUS.reviewing);
    expect(await itemCounts(c)).toEqual({ user: 0, circle: 0 });
    expect((await itemOf(c, id))?.publishTime).toBeNull();
    const ok = await call(c, `/web/item/review/${id}`, c.moderator.token, { action: 'publish' });
    expect(ok.json().data.item_status).toBe(ITEM_STATUS.published);
    expect(await itemCounts(c)).toEqual({ user: 1, circle: 1 });
    // An edit of the published post goes back to review in pre mode (2 → 1).
    const edited = await call(
      c,
      `/web/item/update/${id}`,
      c.author.token,
      postBody(c, '改过的标题哦'),
    );
    expect(edited.json().data.item_status).toBe(ITEM_STATUS.reviewing);
    expect(await itemCounts(c)).toEqual({ user: 0, circle: 0 });
  });
});
