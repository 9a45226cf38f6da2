import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  ELE_REASON,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  levelOf,
  type AdminUser,
  type AdminUserDetail,
  type StaffActionValue,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildItem, buildUser, callAs, loginAs } from '../../../test/factories';
import { eleRecords, staffAuditLog, users } from '../../db/schema';
import { setUserRole } from './roles';

/*
 * The users console's reads, roles, x_up, electricity and who may do what
 * (docs/admin-users.md). Mute and ban are in sanctions.routes.test.ts.
 */

let t: TestApp;
let admin: { id: number };
let asAdmin: ReturnType<typeof callAs>;
let asModerator: ReturnType<typeof callAs>;
let asMember: ReturnType<typeof callAs>;
let moderatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: USER_ROLE.admin, nickname: '站长老李' });
  const moderator = await buildUser(t.db, { role: USER_ROLE.moderator });
  moderatorId = moderator.id;
  const member = await buildUser(t.db);
  asAdmin = callAs(t.app, await loginAs(t.db, admin));
  asModerator = callAs(t.app, await loginAs(t.db, moderator));
  asMember = callAs(t.app, await loginAs(t.db, member));
});
afterAll(() => t.close());

const data = <T>(res: { json(): unknown; statusCode: number }): T => {
  expect(res.json()).toMatchObject({ code: 0 });
  return (res.json() as { data: T }).data;
};
const auditRows = async (userId: number, action: StaffActionValue) =>
  t.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.target, `user:${userId}`), eq(staffAuditLog.action, action)));
const logCount = async () => (await t.db.select({ n: count() }).from(staffAuditLog))[0]?.n ?? 0;

describe('GET /web/admin/users', () => {
  it('finds by nickname, id and phone; masks the phone for moderators, never for admins', async () => {
    const u = await buildUser(t.db, { nickname: '焊锡大师阿强', phone: '17400001234' });
    const byName = data<{ data: AdminUser[] }>(
      await asModerator('GET', `/web/admin/users?keyword=${encodeURIComponent('锡大师')}`),
    );
    expect(byName.data.map((r) => r.id)).toEqual([u.id]);
    expect(byName.data[0]?.phone).toBe('174****1234');
    const asAdminRow = data<{ data: AdminUser[] }>(
      await asAdmin('GET', `/web/admin/users?keyword=${u.id}`),
    ).data.find((r) => r.id === u.id);
    expect(asAdminRow?.phone).toBe('17400001234');
    // Admins find a phone by a part of it; moderators only by the whole number, so a
    // moderator cannot probe the hidden digits.
    expect(
      data<{ data: AdminUser[] }>(await asAdmin('GET', '/web/admin/users?keyword=0000123')).data,
    ).toHaveLength(1);
    expect(
      data<{ data: AdminUser[] }>(await asModerator('GET', '/web/admin/users?keyword=0000123'))
        .data,
    ).toHaveLength(0);
    const whole = data<{ data: AdminUser[] }>(
      await asModerator('GET', '/web/admin/users?keyword=17400001234'),
    ).data;
    expect(whole.map((r) => [r.id, r.phone])).toEqual([[u.id, '174****1234']]);
    // No moderator answer carries a full phone, on the list or the user page.
    const all = await asModerator('GET', '/web/admin/users?page_size=50');
    expect(all.body).not.toContain('17400001234');
    expect((await asModerator('GET', `/web/admin/users/${u.id}`)).body).not.toContain(
      '17400001234',
    );
  });

  it('filters by role and x_up, sorts on the server and pages', async () => {
    const rich = await buildUser(t.db, { ele: 9000, xUp: 1 });
    const staff = data<{ data: AdminUser[] }>(
      await asAdmin('GET', '/web/admin/users?role=moderator'),
    ).data;
    expect(staff.map((r) => r.id)).toEqual([moderatorId]);
    const masters = data<{ data: AdminUser[] }>(await asAdmin('GET', '/web/admin/users?x_up=1'));
    expect(masters.data.every((r) => r.x_up === 1)).toBe(true);
    expect(masters.data.map((r) => r.id)).toContain(rich.id);
    const byEle = data<{ data: AdminUser[]; paginate: { total: number } }>(
      await asAdmin('GET', '/web/admin/users?sort=ele&order=desc&page_size=2'),
    );
    expect(byEle.data[0]?.id).toBe(rich.id);
    expect(byEle.data).toHaveLength(2);
    expect(byEle.paginate.total).toBeGreaterThan(2);
    const asc = data<{ data: AdminUser[] }>(
      await asAdmin('GET', '/web/admin/users?sort=id&order=asc&page_size=50'),
    ).data.map((r) => r.id);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('refuses bad filters in Chinese, and members and visitors', async () => {
    const bad = await asAdmin('GET', '/web/admin/users?sort=password_hash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain(MSG.adminUserSortInvalid);
    expect((await asAdmin('GET', '/web/admin/users?muted=2')).json().msg).toContain(
      MSG.adminUserFlagInvalid,
    );
    expect((await asMember('GET', '/web/admin/users')).statusCode).toBe(403);
    expect((await callAs(t.app)('GET', '/web/admin/users')).statusCode).toBe(401);
  });
});

describe('the user page', () => {
  it('shows the profile, posts (no drafts), comments, the ledger; logins and sessions to admins', async () => {
    const u = await buildUser(t.db, { ele: 30 });
    const token = await loginAs(t.db, u);
    const published = await buildItem(t.db, { author: u as never });
    await buildItem(t.db, { author: u as never, itemStatus: 4, title: '还没写完的草稿' });
    const comment = await callAs(t.app, token)('POST', '/web/item/comment', {
      type_id: published.id,
      content: '自己先坐个沙发',
    });
    expect(comment.json()).toMatchObject({ code: 0 });

    const detail = data<AdminUserDetail>(await asModerator('GET', `/web/admin/users/${u.id}`));
    expect(detail).toMatchObject({ id: u.id, ele: 30, comment_count: 1, mute: null, ban: null });
    expect(detail.last_login_time).not.toBeNull();
    const posts = data<{ data: { id: number }[] }>(
      await asModerator('GET', `/web/admin/users/${u.id}/posts`),
    );
    expect(posts.data.map((p) => p.id)).toEqual([published.id]);
    const comments = data<{ data: { kind: string; content: string }[] }>(
      await asModerator('GET', `/web/admin/users/${u.id}/comments`),
    );
    expect(comments.data).toMatchObject([{ kind: 'comment', content: '自己先坐个沙发' }]);
    const ele = data<{ data: { amount: number }[] }>(
      await asModerator('GET', `/web/admin/users/${u.id}/ele`),
    );
    expect(ele.data.map((r) => r.amount)).toEqual([30]);

    for (const path of ['logins', 'sessions']) {
      const refused = await asModerator('GET', `/web/admin/users/${u.id}/${path}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(MSG.adminOnly);
    }
    const logins = data<{ data: { method: string; ip: string; user_agent: string }[] }>(
      await asAdmin('GET', `/web/admin/users/${u.id}/logins`),
    );
    expect(logins.data).toMatchObject([
      { method: 'password', ip: '127.0.0.1', user_agent: 'vitest' },
    ]);
    const sessions = data<{ ip: string }[]>(
      await asAdmin('GET', `/web/admin/users/${u.id}/sessions`),
    );
    expect(sessions).toHaveLength(1);
    expect((await asAdmin('GET', '/web/admin/users/99999999')).statusCode).toBe(404);
  });

  it('an SMS login writes its method, address and browser to the history', async () => {
    const phone = '17400005678';
    const sent = await t.app.inject({ method: 'POST', url: '/web/sms_code', payload: { phone } });
    expect(sent.json()).toMatchObject({ code: 0 });
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
    const code = outbox.json<{ data: { code: string }[] }>().data[0]?.code;
    const login = await t.app.inject({
      method: 'POST',
      url: '/web/sms_code_login',
      payload: { phone, code },
      remoteAddress: '10.74.0.9',
      headers: { 'user-agent': 'Mozilla/5.0 测试浏览器' },
    });
    const { id } = login.json<{ data: { id: number } }>().data;
    const logins = data<{ data: { method: string; ip: string; user_agent: string }[] }>(
      await asAdmin('GET', `/web/admin/users/${id}/logins`),
    );
    expect(logins.data).toMatchObject([
      { method: 'sms', ip: '10.74.0.9', user_agent: 'Mozilla/5.0 测试浏览器' },
    ]);
  });
});

describe('roles', () => {
  it('an admin makes a moderator and back, each with an audit row before → after', async () => {
    const u = await buildUser(t.db);
    const res = await asAdmin('POST', `/web/admin/users/${u.id}/role`, {
      role: 'moderator',
      reason: '负责硬件区审核',
    });
    expect(data<AdminUserDetail>(res).role).toBe('moderator');
    const [row] = await auditRows(u.id, STAFF_ACTION.userRole);
    expect(row).toMatchObject({
      actorId: admin.id,
      before: { role: 'user' },
      after: { role: 'moderator' },
      reason: '负责硬件区审核',
    });
    const again = await asAdmin('POST', `/web/admin/users/${u.id}/role`, {
      role: 'moderator',
      reason: '重复',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.roleUnchanged);
  });

  it('moderators and members may not change roles', async () => {
    const u = await buildUser(t.db);
    const before = await logCount();
    for (const as of [asModerator, asMember]) {
      const res = await as('POST', `/web/admin/users/${u.id}/role`, {
        role: 'admin',
        reason: '想当管理员',
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await logCount()).toBe(before);
  });

  it('the last admin cannot be demoted, by the console or the command line, even at once', async () => {
    const solo = await createTestApp();
    try {
      const a = await buildUser(solo.db, { role: USER_ROLE.admin });
      const b = await buildUser(solo.db, { role: USER_ROLE.admin });
      const asA = callAs(solo.app, await loginAs(solo.db, a));
      const asB = callAs(solo.app, await loginAs(solo.db, b));
      // Two admins demote each other at the same moment: exactly one of them succeeds.
      const [ab, ba] = await Promise.all([
        asA('POST', `/web/admin/users/${b.id}/role`, { role: 'user', reason: '互撤' }),
        asB('POST', `/web/admin/users/${a.id}/role`, { role: 'user', reason: '互撤' }),
      ]);
      // The loser is refused either as no longer an admin (403) or as the last one (409).
      const [won, lost] = [ab.statusCode, ba.statusCode].sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(lost);
      const admins = await solo.db.select().from(users).where(eq(users.role, USER_ROLE.admin));
      expect(admins).toHaveLength(1);
      const last = admins[0]!;
      // Demoting oneself as the last admin: 409 with the reason.
      const self = await callAs(solo.app, await loginAs(solo.db, last))(
        'POST',
        `/web/admin/users/${last.id}/role`,
        { role: 'user', reason: '不干了' },
      );
      expect(self.statusCode).toBe(409);
      expect(self.json().msg).toBe(MSG.lastAdmin);
      // The command line's path (actor null) keeps the same rule.
      await expect(setUserRole(solo.db, null, last.id, 'user', 'cli')).rejects.toMatchObject({
        message: MSG.lastAdmin,
      });
      // With another admin in place, an admin may step down themself.
      const c = await buildUser(solo.db);
      await setUserRole(solo.db, null, c.id, 'admin', '命令行任命');
      const down = await callAs(solo.app, await loginAs(solo.db, last))(
        'POST',
        `/web/admin/users/${last.id}/role`,
        { role: 'user', reason: '交接完毕' },
      );
      expect(data<AdminUserDetail>(down).role).toBe('user');
      const cli = await solo.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.target, `user:${c.id}`));
      expect(cli).toMatchObject([{ actorId: null, ip: null, after: { role: 'admin' } }]);
    } finally {
      await solo.close();
    }
  });
});

describe('x_up and electricity (admins)', () => {
  it('sets and clears x_up; moderators are refused', async () => {
    const u = await buildUser(t.db);
    const refused = await asModerator('POST', `/web/admin/users/${u.id}/x_up`, {
      x_up: 1,
      reason: '优质创作者',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(MSG.adminOnly);
    const set = await asAdmin('POST', `/web/admin/users/${u.id}/x_up`, {
      x_up: 1,
      reason: '优质创作者',
    });
    expect(data<AdminUserDetail>(set).x_up).toBe(1);
    const same = await asAdmin('POST', `/web/admin/users/${u.id}/x_up`, {
      x_up: 1,
      reason: '再设',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().msg).toBe(MSG.xUpUnchanged);
    const cleared = await asAdmin('POST', `/web/admin/users/${u.id}/x_up`, {
      x_up: 0,
      reason: '撤销',
    });
    expect(data<AdminUserDetail>(cleared).x_up).toBe(0);
    expect((await auditRows(u.id, STAFF_ACTION.userXUp)).map((r) => r.after)).toEqual([
      { x_up: 1 },
      { x_up: 0 },
    ]);
  });

  it('adjusts through the ledger (a staff row, the level recomputed), never below 0', async () => {
    const u = await buildUser(t.db, { ele: 150 });
    const up = await asAdmin('POST', `/web/admin/users/${u.id}/ele`, {
      amount: 100,
      reason: '活动奖励',
    });
    const after = data<AdminUserDetail>(up);
    expect(after.ele).toBe(250);
    expect(after.level_name).toBe(levelOf(250).name);
    const rows = await t.db
      .select()
      .from(eleRecords)
      .where(and(eq(eleRecords.userId, u.id), eq(eleRecords.reason, ELE_REASON.staff)));
    expect(rows).toMatchObject([{ amount: 100, source: `staff:${admin.id}` }]);
    const [log] = await auditRows(u.id, STAFF_ACTION.userEle);
    expect(log).toMatchObject({ before: { ele: 150 }, after: { ele: 250 }, reason: '活动奖励' });

    const tooMuch = await asAdmin('POST', `/web/admin/users/${u.id}/ele`, {
      amount: -251,
      reason: '扣回',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().msg).toBe(MSG.eleBelowZero);
    const down = await asAdmin('POST', `/web/admin/users/${u.id}/ele`, {
      amount: -250,
      reason: '扣回',
    });
    expect(data<AdminUserDetail>(down)).toMatchObject({ ele: 0, level_name: levelOf(0).name });

    for (const amount of [0, 100_001, 1.5]) {
      const bad = await asAdmin('POST', `/web/admin/users/${u.id}/ele`, { amount, reason: 'x' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().msg).toContain(MSG.eleAdjustInvalid);
    }
    const noReason = await asAdmin('POST', `/web/admin/users/${u.id}/ele`, {
      amount: 5,
      reason: '  ',
    });
    expect(noReason.json().msg).toContain(MSG.adminReasonRequired);
    const self = await asAdmin('POST', `/web/admin/users/${admin.id}/ele`, {
      amount: 5,
      reason: '自己',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toBe(MSG.eleSelf);
    const mod = await asModerator('POST', `/web/admin/users/${u.id}/ele`, {
      amount: 5,
      reason: '奖励',
    });
    expect(mod.statusCode).toBe(403);
    // users.ele still equals its ledger: the file's closing consistency check proves it too.
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.ele).toBe(0);
  });
});
