import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  ELE_REASON,
  ITEM_STATUS,
  SEEDED_MEDALS,
  MEDAL_KIND,
  MESSAGE_CATEGORY,
  MSG,
  medalAwardTitle,
  type AutoMedal,
  type Medal,
  type UserMedals,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { liveTabs } from '../../../test/socket-client';
import {
  buildCircle,
  buildComments,
  buildItem,
  buildLikes,
  buildTag,
  buildUser,
  callAs,
  loginAs,
  testClock,
} from '../../../test/factories';
import { comments, medals, messages, signIns, userMedals, users } from '../../db/schema';
import { applyEle } from '../growth/ledger';
import { chinaDay, previousDay } from '../growth/china-day';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const chinaMidnight = new Date(`${chinaDay(Date.now())}T00:00:00+08:00`).getTime();
const clock = testClock(chinaMidnight + 10 * HOUR);

let t: TestApp;
let tagId = 0;
let circleId = 0;
let moderator: ReturnType<typeof callAs>;
let admin: { id: number; call: ReturnType<typeof callAs> };
const { tab, closeAll } = liveTabs(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  tagId = (await buildTag(t.db)).id;
  circleId = (await buildCircle(t.db)).id;
  moderator = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: 'moderator' })));
  const a = await buildUser(t.db, { role: 'admin' });
  admin = { id: a.id, call: callAs(t.app, await loginAs(t.db, a)) };
});
afterEach(closeAll);
afterAll(() => t.close());

async function member(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(t.db, overrides);
  const token = await loginAs(t.db, user);
  return { user, token, call: callAs(t.app, token) };
}
const medalOf = (key: string) => SEEDED_MEDALS.find((m) => m.key === key);
const auto = (key: string) => medalOf(key) as AutoMedal;
const FIRST_POST = auto('first_post');
const STREAK = auto('sign_in_7');
const LIKES = auto('likes_100');
const COMMENTS = auto('comments_50');
const ELE = auto('ele_star');
const MANUAL = medalOf('great_creator') as Medal;

/** The medal keys the member holds, in award order. */
const held = async (userId: number) =>
  (await t.db.select().from(userMedals).where(eq(userMedals.userId, userId))).map(
    (r) => r.medalKey,
  );
/** Achievement messages of one medal the member got. */
const awardMessages = (userId: number, name: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.title, medalAwardTitle(name))));
const medalsOf = async (call: ReturnType<typeof callAs>, userId?: number) => {
  const res = await call('GET', `/web/user/medal${userId ? `?user_id=${userId}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: UserMedals }>().data;
};
const publish = (call: ReturnType<typeof callAs>) =>
  call('POST', '/web/item/post', {
    title: '我的第一块开发板',
    body: '<p>ESP32-S3 点亮了</p>',
    tag: [tagId],
    circle_id: circleId,
  });
const like = (call: ReturnType<typeof callAs>, itemId: number) =>
  call('POST', '/web/common/thumb', { type: 1, type_id: itemId });
const ele = (userId: number, amount: number) =>
  t.db.transaction((tx) =>
    applyEle(tx, { userId, amount, reason: ELE_REASON.seed, source: 'test', now: clock() }),
  );

describe('the medals table', () => {
  it('the migration seeded the seven medals of the constants, same keys and words, in order', async () => {
    const rows = await t.db.select().from(medals).orderBy(medals.sortOrder, medals.id);
    expect(
      rows.map((r) => ({
        key: r.key,
        name: r.name,
        image: r.image,
        condition: r.condition,
        kind: r.kind,
        trigger: r.trigger,
        threshold: r.threshold,
        enabled: r.enabled,
      })),
    ).toEqual(
      SEEDED_MEDALS.map((m) => ({
        key: m.key,
        name: m.name,
        image: m.image,
        condition: m.condition,
        kind: m.kind,
        trigger: m.kind === MEDAL_KIND.auto ? m.trigger : null,
        threshold: m.kind === MEDAL_KIND.auto ? m.threshold : null,
        enabled: true,
      })),
    );
  });
});

describe('automatic medals fire at their threshold, once, with an achievement message', () => {
  it('初来乍到: the first published post (a draft or a post under review does not count)', async () => {
    const { user, call } = await member();
    const draft = await call('POST', '/web/item/draft_save', {
      title: '草稿一篇',
      body: '<p>x</p>',
    });
    expect(draft.json().code).toBe(0);
    expect(await held(user.id)).toEqual([]);
    expect((await publish(call)).json().data.item_status).toBe(ITEM_STATUS.published);
    expect(await held(user.id)).toEqual([FIRST_POST.key]);
    const [note] = await awardMessages(user.id, FIRST_POST.name);
    expect(note).toMatchObject({ category: MESSAGE_CATEGORY.system, fromUserId: null, isRead: 0 });
    expect(note?.content).toContain(`勋章「${FIRST_POST.name}」已点亮`);
    await publish(call);
    expect(await awardMessages(user.id, FIRST_POST.name)).toHaveLength(1);
  });

  it('初来乍到 via review: a held post earns it when a moderator publishes it', async () => {
    const { user } = await member();
    const post = await buildItem(t.db, { author: user, itemStatus: ITEM_STATUS.reviewing });
    expect(await held(user.id)).toEqual([]);
    const res = await moderator('POST', `/web/item/review/${post.id}`, {
      action: 'publish',
      reason: '',
    });
    expect(res.statusCode).toBe(200);
    expect(await held(user.id)).toEqual([FIRST_POST.key]);
  });

  it(`七日连签: day ${STREAK.threshold} of an unbroken streak, not day ${STREAK.threshold - 1}, not again on day ${STREAK.threshold + 1}`, async () => {
    const { user, call } = await member();
    const start = clock();
    // Days 1…threshold-2 were signed before today.
    let day = chinaDay(clock());
    const earlier = [];
    for (let streak = STREAK.threshold - 2; streak >= 1; streak--) {
      day = previousDay(day);
      earlier.push({ userId: user.id, day, streak, amount: 5 });
    }
    await t.db.insert(signIns).values(earlier);
    const sign = async () => (await call('GET', '/web/index/user_sign')).json().data;
    expect((await sign()).last_days).toBe(STREAK.threshold - 1);
    expect(await held(user.id)).toEqual([]);
    clock.advance(DAY);
    expect((await sign()).last_days).toBe(STREAK.threshold);
    expect(await held(user.id)).toEqual([STREAK.key]);
    clock.advance(DAY);
    expect((await sign()).last_days).toBe(STREAK.threshold + 1);
    expect(await awardMessages(user.id, STREAK.name)).toHaveLength(1);
    clock.advance(start - clock());
  });

  it(`人气之星: the ${LIKES.threshold}th like received, not the one before; an unlike and relike do not award twice`, async () => {
    const author = await member();
    await buildLikes(t.db, await buildItem(t.db, { author: author.user }), LIKES.threshold - 2);
    const post = await buildItem(t.db, { author: author.user });
    const [a, b] = [await member(), await member()];
    await like(a.call, post.id);
    expect(await held(author.user.id)).toEqual([]);
    await like(b.call, post.id);
    expect(await held(author.user.id)).toEqual([LIKES.key]);
    await like(b.call, post.id); // unlike: awards are never taken back
    await like(b.call, post.id);
    expect(await held(author.user.id)).toEqual([LIKES.key]);
    expect(await awardMessages(author.user.id, LIKES.name)).toHaveLength(1);
  });

  it('人气之星 under concurrency: likes crossing the threshold at once award it once', async () => {
    const author = await member();
    await buildLikes(t.db, await buildItem(t.db, { author: author.user }), LIKES.threshold - 2);
    const post = await buildItem(t.db, { author: author.user });
    const fans = await Promise.all(Array.from({ length: 5 }, () => member()));
    const results = await Promise.all(fans.map((f) => like(f.call, post.id)));
    expect(results.map((r) => r.json().code)).toEqual([0, 0, 0, 0, 0]);
    const [row] = await t.db.select().from(users).where(eq(users.id, author.user.id));
    expect(row?.praiseCount).toBe(LIKES.threshold + 3);
    expect(await held(author.user.id)).toEqual([LIKES.key]);
    expect(await awardMessages(author.user.id, LIKES.name)).toHaveLength(1);
  });

  /** `n` visible comments by `userId` on `itemId`, written straight to the table. */
  const oldComments = (userId: number, itemId: number, n: number) =>
    buildComments(t.db, { id: itemId }, n, userId);

  it(`评论达人: the ${COMMENTS.threshold}th visible comment or reply, counting both`, async () => {
    const { user, call } = await member();
    const post = await buildItem(t.db);
    const [first] = await oldComments(user.id, post.id, COMMENTS.threshold - 2);
    const reply = await call('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: first?.id,
      content: '补充一句',
    });
    expect(reply.json().code).toBe(0);
    expect(await held(user.id)).toEqual([]);
    const comment = await call('POST', '/web/item/comment', { type_id: post.id, content: '好帖' });
    expect(comment.json().code).toBe(0);
    expect(await held(user.id)).toEqual([COMMENTS.key]);
    await call('POST', '/web/item/reply', {
      type_id: post.id,
      comment_id: first?.id,
      content: '再补充一句',
    });
    expect(await awardMessages(user.id, COMMENTS.name)).toHaveLength(1);
  });

  it('评论达人: a held comment does not count until a moderator publishes it', async () => {
    const { user, call } = await member();
    const post = await buildItem(t.db);
    await oldComments(user.id, post.id, COMMENTS.threshold - 2);
    const [pending] = await t.db
      .insert(comments)
      .values({
        type: 1,
        typeId: post.id,
        userId: user.id,
        content: '待审核的评论',
        status: COMMENT_STATUS.pending,
      })
      .returning({ id: comments.id });
    await call('POST', '/web/item/comment', { type_id: post.id, content: '好帖' });
    expect(await held(user.id)).toEqual([]);
    const res = await moderator('POST', `/web/moderation/comment/${pending?.id}`, {
      kind: 'comment',
      action: 'publish',
    });
    expect(res.statusCode).toBe(200);
    expect(await held(user.id)).toEqual([COMMENTS.key]);
  });

  it(`电量新星: the balance reaching ${ELE.threshold}, once, even after falling and rising again`, async () => {
    const { user } = await member();
    await ele(user.id, ELE.threshold - 1);
    expect(await held(user.id)).toEqual([]);
    await ele(user.id, 1);
    expect(await held(user.id)).toEqual([ELE.key]);
    await ele(user.id, -10);
    await ele(user.id, 20);
    expect(await held(user.id)).toEqual([ELE.key]);
    expect(await awardMessages(user.id, ELE.name)).toHaveLength(1);
  });
});

describe('GET /web/user/medal', () => {
  it('every medal with earned flag and award time; a visitor names the member', async () => {
    const { user, call } = await member();
    await publish(call);
    const mine = await medalsOf(call);
    expect(mine).toMatchObject({ user_id: user.id, earned_count: 1, total: SEEDED_MEDALS.length });
    expect(mine.list.map((m) => m.key)).toEqual(SEEDED_MEDALS.map((m) => m.key));
    const first = mine.list.find((m) => m.key === FIRST_POST.key);
    expect(first).toMatchObject({
      name: FIRST_POST.name,
      image: FIRST_POST.image,
      condition: FIRST_POST.condition,
      kind: MEDAL_KIND.auto,
      earned: 1,
      award_time: Math.floor(clock() / 1000),
      is_new: 1,
    });
    const locked = mine.list.filter((m) => m.key !== FIRST_POST.key);
    expect(locked.every((m) => m.earned === 0 && m.award_time === null)).toBe(true);

    // Public: a visitor and another member see the same medals but never which are new.
    const seen = await medalsOf(callAs(t.app), user.id);
    expect(seen.earned_count).toBe(1);
    expect(seen.list.every((m) => m.is_new === 0)).toBe(true);
    const other = await member();
    expect((await medalsOf(other.call, user.id)).list.every((m) => m.is_new === 0)).toBe(true);
  });

  it('a visitor without user_id 401; unknown member 404; bad user_id 422, in Chinese', async () => {
    const visitor = callAs(t.app);
    const anon = await visitor('GET', '/web/user/medal');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().msg).toBe(MSG.loginRequired);
    const missing = await visitor('GET', '/web/user/medal?user_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(MSG.userNotFound);
    const bad = await visitor('GET', '/web/user/medal?user_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(fieldMessage(bad)).toBe(MSG.userIdInvalid);
  });
});

describe('the header 成就 count: unseen awards until the medal page marks them seen', () => {
  it('achieve counts new medals, allMessage counts the award once (its system notice)', async () => {
    const { call } = await member();
    const counts = async () => (await call('GET', '/web/message/count')).json().data;
    expect(await counts()).toMatchObject({ achieve: 0, system: 0, allMessage: 0 });
    await publish(call);
    expect(await counts()).toMatchObject({ achieve: 1, system: 1, allMessage: 1 });

    const seen = await call('POST', '/web/user/medal/seen');
    expect(seen.json()).toMatchObject({ code: 0, data: { marked: 1 } });
    expect(await counts()).toMatchObject({ achieve: 0, system: 1 });
    expect((await medalsOf(call)).list.every((m) => m.is_new === 0)).toBe(true);
    expect((await call('POST', '/web/user/medal/seen')).json().data.marked).toBe(0);
  });

  it('live: an award and marking it seen reach the open tab as counts frames', async () => {
    const m = await member();
    const socket = await tab(m);
    await admin.call('POST', '/web/moderation/medal', {
      user_id: m.user.id,
      medal_key: MANUAL.key,
    });
    const frame = await socket.next('counts', (f) => f.counts.achieve === 1);
    expect(frame.counts).toMatchObject({ achieve: 1, system: 1, allMessage: 1 });
    await m.call('POST', '/web/user/medal/seen');
    await socket.next('counts', (f) => f.counts.achieve === 0);
  });

  it('marking seen needs a login and touches only my own awards', async () => {
    const anon = await callAs(t.app)('POST', '/web/user/medal/seen');
    expect(anon.statusCode).toBe(401);
    const a = await member();
    const b = await member();
    await publish(a.call);
    await publish(b.call);
    await a.call('POST', '/web/user/medal/seen');
    expect((await b.call('GET', '/web/message/count')).json().data.achieve).toBe(1);
  });
});

describe('POST /web/moderation/medal (admins only)', () => {
  const award = (call: ReturnType<typeof callAs>, body: object) =>
    call('POST', '/web/moderation/medal', body);

  it('visitor 401, member 403, moderator 403 — before any input check', async () => {
    const { user, call } = await member();
    const body = { user_id: user.id, medal_key: MANUAL.key };
    const anon = await award(callAs(t.app), body);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().msg).toBe(MSG.loginRequired);
    for (const caller of [call, moderator]) {
      const res = await award(caller, { user_id: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.medalAdminOnly);
    }
    expect(await held(user.id)).toEqual([]);
  });

  it('an admin awards a manual medal: the member holds it with a message; again 409', async () => {
    const { user, call } = await member();
    const res = await award(admin.call, { user_id: user.id, medal_key: MANUAL.key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: MSG.medalAwardSuccess,
      data: { user_id: user.id, medal: { key: MANUAL.key, earned: 1 } },
    });
    const [row] = await t.db.select().from(userMedals).where(eq(userMedals.userId, user.id));
    expect(row).toMatchObject({ medalKey: MANUAL.key, awardedBy: admin.id, seen: 0 });
    const [note] = await awardMessages(user.id, MANUAL.name);
    expect(note?.content).toContain('管理员');
    expect((await medalsOf(call)).list.find((m) => m.key === MANUAL.key)?.earned).toBe(1);
    const again = await award(admin.call, { user_id: user.id, medal_key: MANUAL.key });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.medalAlreadyAwarded);
    expect(await awardMessages(user.id, MANUAL.name)).toHaveLength(1);
  });

  it('concurrent awards of one medal: one succeeds, one message', async () => {
    const { user } = await member();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        award(admin.call, { user_id: user.id, medal_key: MANUAL.key }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await awardMessages(user.id, MANUAL.name)).toHaveLength(1);
  });

  it('unknown or automatic medal 422, unknown member 404, in Chinese', async () => {
    const { user } = await member();
    const unknown = await award(admin.call, { user_id: user.id, medal_key: 'no_such_medal' });
    expect(unknown.statusCode).toBe(422);
    expect(fieldMessage(unknown)).toBe(MSG.medalKeyInvalid);
    const automatic = await award(admin.call, { user_id: user.id, medal_key: FIRST_POST.key });
    expect(automatic.statusCode).toBe(422);
    expect(fieldMessage(automatic)).toBe(MSG.medalNotManual);
    const missing = await award(admin.call, { user_id: 999_999, medal_key: MANUAL.key });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(MSG.userNotFound);
    expect(await held(user.id)).toEqual([]);
  });
});
