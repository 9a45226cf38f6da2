import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  MSG,
  SANCTION_PERMANENT,
  STAFF_ACTION,
  USER_ROLE,
  bannedMessage,
  mutedMessage,
  type AdminUser,
  type AdminUserDetail,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildCircle,
  buildItem,
  buildTag,
  buildUserWithPassword,
  callAs,
  loginAs,
  testClock,
} from '../../../test/factories';
import { onlineSocket } from '../../../test/socket-client';
import { nextNo } from '../../../test/letters';
import { comments, sessions, staffAuditLog } from '../../db/schema';

/*
 * Mute and ban (docs/admin-users.md): what each refuses and says, who may impose them, the
 * expiry on the app's clock, and a ban ending every session at once.
 */

const DAY = 86_400_000;
const clock = testClock();
let t: TestApp;
let asAdmin: ReturnType<typeof callAs>;
let asModerator: ReturnType<typeof callAs>;
let moderatorId: number;
let adminId: number;
let circleId: number;
let tagId: number;
let phoneSeq = 0;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const admin = await buildUserWithPassword(t.db, 'staff2026', { role: USER_ROLE.admin });
  const moderator = await buildUserWithPassword(t.db, 'staff2026', { role: USER_ROLE.moderator });
  adminId = admin.id;
  moderatorId = moderator.id;
  asAdmin = callAs(t.app, await loginAs(t.db, admin));
  asModerator = callAs(t.app, await loginAs(t.db, moderator));
  circleId = (await buildCircle(t.db)).id;
  tagId = (await buildTag(t.db)).id;
});
afterAll(() => t.close());

/** A year-old member with a phone and a password, logged in. */
async function member() {
  const phone = `174${String(++phoneSeq).padStart(8, '0')}`;
  const user = await buildUserWithPassword(t.db, 'maker2026', {
    phone,
    createTime: new Date(clock() - 365 * DAY),
  });
  const token = await loginAs(t.db, user);
  return { user, phone, token, as: callAs(t.app, token) };
}

const inSeconds = (ms: number) => Math.floor((clock() + ms) / 1000);

const smsLogin = async (phone: string) => {
  await t.app.inject({ method: 'POST', url: '/web/sms_code', payload: { phone } });
  const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
  const code = outbox.json<{ data: { code: string }[] }>().data[0]?.code;
  return t.app.inject({ method: 'POST', url: '/web/sms_code_login', payload: { phone, code } });
};
const passwordLogin = (phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/web/login',
    payload: { login: phone, password: 'maker2026' },
  });

describe('mute', () => {
  it('refuses posts, edits, comments, replies and letters with until when and why; drafts stay open', async () => {
    const m = await member();
    const friend = await member();
    const post = await buildItem(t.db, { author: friend.user as never });
    const own = await buildItem(t.db, { author: m.user as never });
    const friendComment = await friend.as('POST', '/web/item/comment', {
      type_id: post.id,
      content: '欢迎来评',
    });
    const commentId = friendComment.json<{ data: { id: number } }>().data.id;

    const until = inSeconds(3 * DAY);
    const res = await asModerator('POST', `/web/admin/users/${m.user.id}/mute`, {
      until,
      reason: '连续发布广告',
    });
    expect(data<AdminUserDetail>(res).mute).toEqual({ until, reason: '连续发布广告' });
    const message = mutedMessage(until, '连续发布广告');
    expect(message).toMatch(/^你已被禁言至 \d{4}-\d\d-\d\d \d\d:\d\d，原因：连续发布广告$/);

    const attempts = [
      m.as('POST', '/web/item/post', {
        title: '禁言中也想发帖',
        body: '<p>正文</p>',
        tag: [tagId],
        circle_id: circleId,
      }),
      m.as('POST', '/web/item/active_post', { body: '<p>一条动态</p>' }),
      m.as('POST', `/web/item/update/${own.id}`, {
        title: '改一下标题看看',
        body: '<p>正文</p>',
        tag: [tagId],
        circle_id: circleId,
      }),
      m.as('POST', '/web/item/comment', { type_id: post.id, content: '顶' }),
      m.as('POST', '/web/item/reply', { type_id: post.id, comment_id: commentId, content: '同意' }),
      m.as('POST', '/web/letter/send', { to_user_id: friend.user.id, no: nextNo(), msg: '在吗' }),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.json().msg, attempt.body).toBe(message);
      expect(attempt.statusCode).toBe(403);
    }
    const [held] = await t.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.userId, m.user.id));
    expect(held?.n).toBe(0);
    const draft = await m.as('POST', '/web/item/draft_save', {
      title: '先存着',
      body: '<p>草稿</p>',
    });
    expect(draft.json()).toMatchObject({ code: 0 });
    // Reading and logging in are untouched.
    expect((await m.as('GET', '/web/user/info')).statusCode).toBe(200);
  });

  it('stops applying when it expires (the app clock), without anyone lifting it', async () => {
    const m = await member();
    const other = await member();
    await asAdmin('POST', `/web/admin/users/${m.user.id}/mute`, {
      until: inSeconds(DAY),
      reason: '冷静一天',
    });
    const say = () =>
      m.as('POST', '/web/letter/send', { to_user_id: other.user.id, no: nextNo(), msg: '你好' });
    expect((await say()).statusCode).toBe(403);
    clock.advance(DAY + 1000);
    expect((await say()).json()).toMatchObject({ code: 0 });
    const detail = data<AdminUserDetail>(await asModerator('GET', `/web/admin/users/${m.user.id}`));
    expect(detail.mute).toBeNull();
    const unmute = await asModerator('POST', `/web/admin/users/${m.user.id}/unmute`, {
      reason: '已过期',
    });
    expect(unmute.statusCode).toBe(409);
    expect(unmute.json().msg).toBe(MSG.notMuted);
  });

  it('a permanent mute says so; lifting it records before → after; filters find the muted', async () => {
    const m = await member();
    const res = await asModerator('POST', `/web/admin/users/${m.user.id}/mute`, {
      until: null,
      reason: '辱骂他人',
    });
    expect(data<AdminUserDetail>(res).mute?.until).toBe(SANCTION_PERMANENT);
    const comment = await m.as('POST', '/web/item/comment', {
      type_id: (await buildItem(t.db)).id,
      content: '再骂一句',
    });
    expect(comment.json().msg).toBe('你已被永久禁言，原因：辱骂他人');
    const muted = data<{ data: AdminUser[] }>(
      await asModerator('GET', '/web/admin/users?muted=1&page_size=50'),
    ).data;
    expect(muted.map((u) => u.id)).toContain(m.user.id);
    expect(muted.every((u) => u.mute !== null)).toBe(true);

    const lifted = await asModerator('POST', `/web/admin/users/${m.user.id}/unmute`, {
      reason: '申诉通过',
    });
    expect(data<AdminUserDetail>(lifted).mute).toBeNull();
    const log = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `user:${m.user.id}`))
      .orderBy(staffAuditLog.id);
    expect(log).toMatchObject([
      {
        action: STAFF_ACTION.userMute,
        actorId: moderatorId,
        after: { until: '永久' },
        reason: '辱骂他人',
      },
      {
        action: STAFF_ACTION.userUnmute,
        before: { until: '永久', reason: '辱骂他人' },
        after: { until: null },
        reason: '申诉通过',
      },
    ]);
    expect(
      (await m.as('POST', '/web/item/active_post', { body: '<p>我回来了</p>' })).json(),
    ).toMatchObject({
      code: 0,
    });
  });

  it('refuses a past expiry, a missing reason, staff targets and members', async () => {
    const m = await member();
    const past = await asModerator('POST', `/web/admin/users/${m.user.id}/mute`, {
      until: inSeconds(-60_000),
      reason: '过去',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe(MSG.sanctionUntilPast);
    const noReason = await asModerator('POST', `/web/admin/users/${m.user.id}/mute`, {
      until: null,
      reason: '',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toContain(MSG.adminReasonRequired);
    for (const staffId of [adminId, moderatorId]) {
      const res = await asModerator('POST', `/web/admin/users/${staffId}/mute`, {
        until: null,
        reason: '同事之间',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(MSG.sanctionStaff);
    }
    const other = await member();
    const byMember = await other.as('POST', `/web/admin/users/${m.user.id}/mute`, {
      until: null,
      reason: '看他不顺眼',
    });
    expect(byMember.statusCode).toBe(403);
    const log = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `user:${m.user.id}`));
    expect(log).toEqual([]);
  });
});

describe('ban', () => {
  it('ends every session at once (HTTP and socket) and refuses SMS and password logins with the message', async () => {
    const m = await member();
    const second = await loginAs(t.db, m.user);
    const socket = await onlineSocket(t.app, m.token);
    expect((await m.as('GET', '/web/user/info')).statusCode).toBe(200);

    const until = inSeconds(7 * DAY);
    const res = await asAdmin('POST', `/web/admin/users/${m.user.id}/ban`, {
      until,
      reason: '恶意刷单',
    });
    expect(data<AdminUserDetail>(res).ban).toEqual({ until, reason: '恶意刷单' });
    expect((await socket.closed).code).toBe(4001);
    expect((await m.as('GET', '/web/user/info')).statusCode).toBe(401);
    expect((await callAs(t.app, second)('GET', '/web/user/info')).statusCode).toBe(401);
    const live = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, m.user.id)));
    expect(live[0]?.n).toBe(2);

    const message = bannedMessage(until, '恶意刷单');
    expect(message).toMatch(/^你的账号已被封禁至 \d{4}-\d\d-\d\d \d\d:\d\d，原因：恶意刷单$/);
    for (const attempt of [await smsLogin(m.phone), await passwordLogin(m.phone)]) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json().msg).toBe(message);
    }
    const [log] = await t.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.target, `user:${m.user.id}`),
          eq(staffAuditLog.action, STAFF_ACTION.userBan),
        ),
      );
    expect(log).toMatchObject({ actorId: adminId, details: { sessions: 2 }, reason: '恶意刷单' });

    // The public profile stays.
    const profile = await callAs(t.app)('GET', `/web/user/info?user_id=${m.user.id}`);
    expect(profile.json()).toMatchObject({ code: 0, data: { id: m.user.id } });

    // When it expires the member can log in again, with no one lifting it.
    clock.advance(7 * DAY + 1000);
    expect((await passwordLogin(m.phone)).json()).toMatchObject({ code: 0 });
  });

  it('is for admins only; unban lets the member in again', async () => {
    const m = await member();
    const refused = await asModerator('POST', `/web/admin/users/${m.user.id}/ban`, {
      until: null,
      reason: '版主想封',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(MSG.adminOnly);
    await asAdmin('POST', `/web/admin/users/${m.user.id}/ban`, {
      until: null,
      reason: '永久封禁测试',
    });
    expect((await passwordLogin(m.phone)).json().msg).toBe(
      '你的账号已被永久封禁，原因：永久封禁测试',
    );
    const byModerator = await asModerator('POST', `/web/admin/users/${m.user.id}/unban`, {
      reason: '版主想解',
    });
    expect(byModerator.statusCode).toBe(403);
    const banned = data<{ data: AdminUser[] }>(
      await asAdmin('GET', '/web/admin/users?banned=1&page_size=50'),
    );
    expect(banned.data.map((u) => u.id)).toContain(m.user.id);
    const lifted = await asAdmin('POST', `/web/admin/users/${m.user.id}/unban`, { reason: '误封' });
    expect(data<AdminUserDetail>(lifted).ban).toBeNull();
    expect((await smsLogin(m.phone)).json()).toMatchObject({ code: 0 });
    const again = await asAdmin('POST', `/web/admin/users/${m.user.id}/unban`, { reason: '再解' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.notBanned);
    const self = await asAdmin('POST', `/web/admin/users/${adminId}/ban`, {
      until: null,
      reason: '自封',
    });
    expect(self.json().msg).toBe(MSG.sanctionStaff);
  });
});

describe('revoke sessions', () => {
  it('an admin logs a member out everywhere; the member may log in again', async () => {
    const m = await member();
    const socket = await onlineSocket(t.app, m.token);
    const mod = await asModerator('POST', `/web/admin/users/${m.user.id}/revoke_sessions`, {
      reason: '账号疑似被盗',
    });
    expect(mod.statusCode).toBe(403);
    const res = await asAdmin('POST', `/web/admin/users/${m.user.id}/revoke_sessions`, {
      reason: '账号疑似被盗',
    });
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await socket.closed).code).toBe(4001);
    expect((await m.as('GET', '/web/user/info')).statusCode).toBe(401);
    const [log] = await t.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.target, `user:${m.user.id}`),
          eq(staffAuditLog.action, STAFF_ACTION.userRevokeSessions),
        ),
      );
    expect(log).toMatchObject({ details: { sessions: 1 }, reason: '账号疑似被盗' });
    expect(
      data<AdminUserDetail[]>(await asAdmin('GET', `/web/admin/users/${m.user.id}/sessions`)),
    ).toEqual([]);
    expect((await passwordLogin(m.phone)).json()).toMatchObject({ code: 0 });
  });
});

function data<T>(res: { json(): unknown }): T {
  expect(res.json()).toMatchObject({ code: 0 });
  return (res.json() as { data: T }).data;
}
