import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  MASTER_APPLICATION_STATUS,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type MasterApplication,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { invalid, ok, refused } from '../../../test/answers';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { messages, staffAuditLog, users } from '../../db/schema';

/*
 * Creative-master applications (docs/creator.md): one pending at a time, reviewed by admins
 * with an audit row; approval sets x_up; the member is told either way.
 */

const clock = testClock(Date.UTC(2026, 10, 27, 10, 0, 0));
let t: TestApp;
type Caller = ReturnType<typeof callAs>;
let admin: Caller;
let member: Caller;
let visitor: Caller;
let memberId = 0;

const application = {
  intro: '十年嵌入式开发，做过多款开源气象站和电源模块。',
  works: ['https://github.com/xinke-demo/weather-station'],
  images: ['/uploads/works/board.webp'],
  proof: '嵌入式工程师证书；博客 https://blog.example.com',
  contact: '微信 maker_wang',
};

async function lastMessage(userId: number) {
  const [row] = await t.db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const year = new Date(clock() - 365 * 86_400_000);
  const a = await buildUser(t.db, { role: USER_ROLE.admin, createTime: year });
  const m = await buildUser(t.db, { createTime: year });
  memberId = m.id;
  admin = callAs(t.app, await loginAs(t.db, a));
  member = callAs(t.app, await loginAs(t.db, m));
  visitor = callAs(t.app);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('creative-master applications', () => {
  let first: MasterApplication;

  it('validates in Chinese and needs a login', async () => {
    expect((await visitor('POST', '/web/creative_master/apply', application)).statusCode).toBe(401);
    await invalid(
      member('POST', '/web/creative_master/apply', { ...application, intro: '' }),
      MSG.masterIntroRequired,
    );
    await invalid(
      member('POST', '/web/creative_master/apply', { ...application, works: ['ftp://x'] }),
      MSG.masterWorksInvalid,
    );
    await invalid(
      member('POST', '/web/creative_master/apply', { ...application, works: [], images: [] }),
      MSG.masterWorksRequired,
    );
    await invalid(
      member('POST', '/web/creative_master/apply', { ...application, contact: '' }),
      MSG.masterContactRequired,
    );
  });

  it('one pending application at a time; rejection tells the reason', async () => {
    first = await ok<MasterApplication>(member('POST', '/web/creative_master/apply', application));
    expect(first.status).toBe(MASTER_APPLICATION_STATUS.pending);
    clock.advance(60_000);
    await refused(
      member('POST', '/web/creative_master/apply', application),
      409,
      MSG.masterApplicationPending,
    );
    await refused(
      member('POST', `/web/admin/creative_master/${first.id}/reject`, { reason: '不' }),
      403,
      MSG.adminOnly,
    );
    const pending = await ok<{ data: MasterApplication[] }>(
      admin('GET', '/web/admin/creative_master/list?status=0'),
    );
    expect(pending.data.map((a) => a.id)).toEqual([first.id]);
    await invalid(
      admin('POST', `/web/admin/creative_master/${first.id}/reject`, { reason: '' }),
      MSG.adminReasonRequired,
    );
    const rejected = await ok<MasterApplication>(
      admin('POST', `/web/admin/creative_master/${first.id}/reject`, { reason: '作品不足' }),
    );
    expect(rejected).toMatchObject({
      status: MASTER_APPLICATION_STATUS.rejected,
      reason: '作品不足',
    });
    expect((await lastMessage(memberId))?.content).toContain('作品不足');
    await refused(
      admin('POST', `/web/admin/creative_master/${first.id}/approve`),
      409,
      MSG.masterApplicationNotPending,
    );
  });

  it('approval sets x_up, notifies, writes the audit row; a master cannot apply again', async () => {
    clock.advance(60_000);
    const second = await ok<MasterApplication>(
      member('POST', '/web/creative_master/apply', application),
    );
    await ok(admin('POST', `/web/admin/creative_master/${second.id}/approve`));
    const [u] = await t.db.select({ xUp: users.xUp }).from(users).where(eq(users.id, memberId));
    expect(u?.xUp).toBe(1);
    expect(await lastMessage(memberId)).toMatchObject({ title: '创作达人申请已通过' });
    const audit = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, STAFF_ACTION.masterApprove));
    expect(audit).toHaveLength(1);
    const mine = await ok<{ x_up: number; application: MasterApplication }>(
      member('GET', '/web/creative_master/mine'),
    );
    expect(mine).toMatchObject({ x_up: 1, application: { id: second.id } });
    clock.advance(60_000);
    await refused(
      member('POST', '/web/creative_master/apply', application),
      409,
      MSG.masterAlreadyCreator,
    );
    const list = await ok<{ data: { id: number }[] }>(visitor('GET', '/web/creative_master/list'));
    expect(list.data.map((m) => m.id)).toContain(memberId);
    await refused(
      admin('POST', '/web/admin/creative_master/999999/approve'),
      404,
      MSG.masterApplicationNotFound,
    );
  });
});
