import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { CODE_STATUS, CODE_TYPE, MSG, STAFF_ACTION, type AdminCode } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { expectOneAuditRow } from '../../../test/audit-helpers';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { messages } from '../../db/schema';

let t: TestApp;
let admin: ReturnType<typeof callAs>;
let moderator: ReturnType<typeof callAs>;
const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 86_400;

beforeAll(async () => {
  t = await createTestApp();
  admin = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: 'admin' })));
  moderator = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: 'moderator' })));
});
afterAll(() => t.close());

const member = async () => {
  const user = await buildUser(t.db);
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
};
const page = async (query: string) =>
  (await admin('GET', `/web/admin/prerogative/codes?${query}`)).json<{
    data: { data: AdminCode[]; paginate: { total: number } };
  }>().data;

describe('who may call the code console', () => {
  it('visitor 401, member and moderator 403 on every code endpoint', async () => {
    const m = await member();
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/web/admin/prerogative/codes'],
      ['GET', '/web/admin/prerogative/codes/export'],
      ['POST', '/web/admin/prerogative/codes'],
      ['POST', '/web/admin/prerogative/codes/1/review'],
    ];
    for (const [method, path] of calls) {
      expect((await callAs(t.app)(method, path, {})).statusCode).toBe(401);
      for (const caller of [m.call, moderator]) {
        const res = await caller(method, path, {});
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe(MSG.adminOnly);
      }
    }
  });
});

describe('batch generate, list, the redemption queue, export', () => {
  it('generates a batch (one log row), then lists it by type and status', async () => {
    const row = await expectOneAuditRow(t.db, STAFF_ACTION.codeIssue, async () => {
      const res = await admin('POST', '/web/admin/prerogative/codes', {
        type: CODE_TYPE.salonTicket,
        title: '深圳线下沙龙',
        count: 5,
        expire_time: inAWeek(),
      });
      expect(res.json().data.data).toHaveLength(5);
    });
    expect(row.after).toMatchObject({ type: CODE_TYPE.salonTicket, count: 5 });
    const salon = await page(`type=${CODE_TYPE.salonTicket}&status=${CODE_STATUS.available}`);
    expect(salon.paginate.total).toBe(5);
    expect(salon.data.every((c) => c.title === '深圳线下沙龙' && c.holder === null)).toBe(true);
    const bad = await admin('GET', '/web/admin/prerogative/codes?status=9');
    expect(bad.statusCode).toBe(422);
    expect(fieldMessage(bad)).toBe(MSG.codeStatusFilterInvalid);
    const tooMany = await admin('POST', '/web/admin/prerogative/codes', {
      type: CODE_TYPE.salonTicket,
      count: 501,
      expire_time: inAWeek(),
    });
    expect(fieldMessage(tooMany)).toBe(MSG.codeCountInvalid);
  });

  it('a submitted code waits in 兑换中; reject and confirm tell the member, each logged', async () => {
    await admin('POST', '/web/admin/prerogative/codes', {
      type: CODE_TYPE.betaInvite,
      title: '内测',
      count: 1,
      expire_time: inAWeek(),
    });
    const m = await member();
    const claimed = await m.call('POST', '/web/user/prerogative/codes/claim', {
      type: CODE_TYPE.betaInvite,
    });
    const id = claimed.json().data.id as number;
    await m.call('POST', `/web/user/prerogative/codes/${id}/redeem`);
    const queue = await page(`status=${CODE_STATUS.redeeming}`);
    expect(queue.data.map((c) => c.id)).toContain(id);
    expect(queue.data.find((c) => c.id === id)?.holder).toMatchObject({ id: m.user.id });

    const rejected = await expectOneAuditRow(t.db, STAFF_ACTION.codeReject, async () => {
      const res = await admin('POST', `/web/admin/prerogative/codes/${id}/review`, {
        action: 'reject',
        reason: '请先在活动页填写报名信息',
      });
      expect(res.json()).toMatchObject({
        msg: MSG.codeRejected,
        data: { status: CODE_STATUS.claimed },
      });
    });
    expect(rejected).toMatchObject({
      reason: '请先在活动页填写报名信息',
      before: { status: CODE_STATUS.redeeming },
      after: { status: CODE_STATUS.claimed },
    });
    const [note] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, m.user.id), like(messages.title, '%兑换申请被驳回')));
    expect(note?.content).toContain('请先在活动页填写报名信息');

    // Through the transition table: a claimed code cannot be confirmed.
    const early = await admin('POST', `/web/admin/prerogative/codes/${id}/review`, {
      action: 'confirm',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('该码尚未提交兑换');

    await m.call('POST', `/web/user/prerogative/codes/${id}/redeem`);
    await expectOneAuditRow(t.db, STAFF_ACTION.codeConfirm, async () => {
      const res = await admin('POST', `/web/admin/prerogative/codes/${id}/review`, {
        action: 'confirm',
      });
      expect(res.json().data.status).toBe(CODE_STATUS.redeemed);
    });
    const done = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, m.user.id), like(messages.title, '%已兑换成功')));
    expect(done).toHaveLength(1);
    const long = await admin('POST', `/web/admin/prerogative/codes/${id}/review`, {
      action: 'reject',
      reason: '长'.repeat(201),
    });
    expect(fieldMessage(long)).toBe(MSG.codeReviewReasonTooLong);
  });

  it('exports the filtered list as CSV with a BOM (logged, as codes are worth something)', async () => {
    const all = await page(`type=${CODE_TYPE.salonTicket}&page_size=50`);
    const row = await expectOneAuditRow(t.db, STAFF_ACTION.codeExport, async () => {
      const res = await admin(
        'GET',
        `/web/admin/prerogative/codes/export?type=${CODE_TYPE.salonTicket}`,
      );
      const data = res.json<{
        data: { csv: string; rows: number; truncated: boolean; filename: string };
      }>().data;
      expect(data).toMatchObject({ rows: all.paginate.total, truncated: false });
      expect(data.filename).toMatch(/^privilege-codes-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(data.csv.startsWith('\uFEFFID,类型,兑换码,用途,状态,')).toBe(true);
      const lines = data.csv.trimEnd().split('\r\n');
      expect(lines).toHaveLength(all.paginate.total + 1);
      expect(lines[1]).toContain(all.data[0]!.code);
      expect(lines[1]).toContain('沙龙门票');
      expect(lines.slice(1).every((l) => l.includes('SL-'))).toBe(true);
    });
    expect(row.details).toMatchObject({ rows: all.paginate.total, truncated: false });
  });
});
