import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MEDAL_KIND,
  MSG,
  STAFF_ACTION,
  medalAwardTitle,
  medalRevokeTitle,
  type AdminMedal,
  type MedalRow,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { expectOneAuditRow } from '../../../test/audit-helpers';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { messages, userImages, userMedals } from '../../db/schema';
import { applyEle } from '../growth/ledger';
import { ELE_REASON } from '@xinke/shared';

let t: TestApp;
let admin: { id: number; call: ReturnType<typeof callAs> };
let moderator: ReturnType<typeof callAs>;
const UPLOADED = `/uploads/images/ab/${'ab'.repeat(32)}.webp`;

beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.db, { role: 'admin' });
  admin = { id: a.id, call: callAs(t.app, await loginAs(t.db, a)) };
  moderator = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: 'moderator' })));
  // A picture the upload pipeline stored (its content checks are common-image's tests).
  await t.db
    .insert(userImages)
    .values({ userId: a.id, purpose: 1, url: UPLOADED, tokenId: 'medal-test-token' });
});
afterAll(() => t.close());

const list = async () =>
  (await admin.call('GET', '/web/admin/medals?page_size=50')).json<{
    data: { data: AdminMedal[] };
  }>().data.data;
const byKey = async (key: string) => (await list()).find((m) => m.key === key)!;
const member = async () => {
  const user = await buildUser(t.db);
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
};
const visible = async (userId: number) =>
  (await callAs(t.app)('GET', `/web/user/medal?user_id=${userId}`)).json<{
    data: { list: MedalRow[] };
  }>().data.list;
const body = { name: '硬件先锋', image: UPLOADED, condition: '管理员颁发给开源硬件项目作者' };

describe('who may call the medal console', () => {
  it('visitor 401, member and moderator 403 只有管理员可以进行此操作, before validation', async () => {
    const m = await member();
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/web/admin/medals'],
      ['POST', '/web/admin/medals'],
      ['POST', '/web/admin/medals/1'],
      ['GET', '/web/admin/medals/1/holders'],
      ['POST', '/web/admin/medals/1/award'],
      ['POST', '/web/admin/medals/1/revoke'],
    ];
    for (const [method, path] of calls) {
      expect((await callAs(t.app)(method, path, {})).statusCode).toBe(401);
      for (const caller of [m.call, moderator]) {
        const res = await caller(method, path, { name: 1 });
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe(MSG.adminOnly);
      }
    }
  });
});

describe('medal definitions', () => {
  it('lists the seven with kind, trigger and holders, in display order', async () => {
    const rows = await list();
    expect(rows.map((m) => m.key).slice(0, 7)).toEqual([
      'first_post',
      'sign_in_7',
      'likes_100',
      'comments_50',
      'ele_star',
      'great_creator',
      'contributor',
    ]);
    expect(rows[1]).toMatchObject({ kind: 'auto', trigger_text: '连续签到天数', threshold: 7 });
    expect(rows[5]).toMatchObject({ kind: 'manual', trigger: null, threshold: null });
  });

  it('creates a manual medal (logged) that members then see; Chinese messages for bad input', async () => {
    const empty = await admin.call('POST', '/web/admin/medals', { ...body, name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(fieldMessage(empty)).toBe(MSG.medalNameRequired);
    const foreign = await admin.call('POST', '/web/admin/medals', {
      ...body,
      image: 'https://evil.example/x.png',
    });
    expect(fieldMessage(foreign)).toBe(MSG.medalImageInvalid);
    const notUploaded = await admin.call('POST', '/web/admin/medals', {
      ...body,
      image: `/uploads/images/cd/${'cd'.repeat(32)}.webp`,
    });
    expect(notUploaded.statusCode).toBe(422);
    expect(fieldMessage(notUploaded)).toBe(MSG.medalImageInvalid);

    let created: AdminMedal | undefined;
    const row = await expectOneAuditRow(t.db, STAFF_ACTION.medalCreate, async () => {
      const res = await admin.call('POST', '/web/admin/medals', body);
      expect(res.json()).toMatchObject({ code: 0, msg: MSG.medalCreated });
      created = res.json<{ data: AdminMedal }>().data;
    });
    expect(created).toMatchObject({ ...body, kind: MEDAL_KIND.manual, enabled: true, holders: 0 });
    expect(row).toMatchObject({ actorId: admin.id, target: `medal:${created?.id}` });
    const hall = (await callAs(t.app)('GET', '/web/medal/list')).json<{ data: MedalRow[] }>().data;
    expect(hall.at(-1)).toMatchObject({ name: body.name, image: UPLOADED, earned: 0 });

    const again = await admin.call('POST', '/web/admin/medals', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG.medalNameTaken);
  });

  it('edits only what changed (before → after); a threshold only on automatic medals', async () => {
    const creator = await byKey('great_creator');
    const threshold = await admin.call('POST', `/web/admin/medals/${creator.id}`, { threshold: 3 });
    expect(threshold.statusCode).toBe(422);
    expect(fieldMessage(threshold)).toBe(MSG.medalThresholdManual);
    const same = await admin.call('POST', `/web/admin/medals/${creator.id}`, {
      name: creator.name,
    });
    expect(fieldMessage(same)).toBe(MSG.nothingToChange);
    const row = await expectOneAuditRow(t.db, STAFF_ACTION.medalUpdate, async () => {
      const res = await admin.call('POST', `/web/admin/medals/${creator.id}`, {
        name: creator.name,
        description: '每季度评选一次',
      });
      expect(res.json().data.description).toBe('每季度评选一次');
    });
    expect(row.before).toEqual({ description: '' });
    expect(row.after).toEqual({ description: '每季度评选一次' });
    const missing = await admin.call('POST', '/web/admin/medals/999999', { enabled: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(MSG.medalNotFound);
  });

  it('automatic awards read the table: a lowered threshold applies at the next event', async () => {
    const star = await byKey('ele_star');
    await admin.call('POST', `/web/admin/medals/${star.id}`, { threshold: 50 });
    const { user } = await member();
    const ele = (amount: number) =>
      t.db.transaction((tx) =>
        applyEle(tx, {
          userId: user.id,
          amount,
          reason: ELE_REASON.seed,
          source: 't',
          now: Date.now(),
        }),
      );
    await ele(49);
    expect(await t.db.select().from(userMedals).where(eq(userMedals.userId, user.id))).toEqual([]);
    await ele(1);
    const held = await t.db.select().from(userMedals).where(eq(userMedals.userId, user.id));
    expect(held.map((r) => r.medalKey)).toEqual(['ele_star']);
    await admin.call('POST', `/web/admin/medals/${star.id}`, { threshold: star.threshold });
  });

  it('a disabled medal is hidden from the medal pages, not awarded, and shows again when enabled', async () => {
    const streak = await byKey('contributor');
    const { user } = await member();
    await admin.call('POST', `/web/admin/medals/${streak.id}`, { enabled: false });
    expect((await visible(user.id)).map((m) => m.key)).not.toContain('contributor');
    const award = await admin.call('POST', `/web/admin/medals/${streak.id}/award`, {
      user_id: user.id,
    });
    expect(award.statusCode).toBe(409);
    expect(award.json().msg).toBe(MSG.medalDisabled);
    await admin.call('POST', `/web/admin/medals/${streak.id}`, { enabled: true });
    expect((await visible(user.id)).map((m) => m.key)).toContain('contributor');
  });
});

describe('award and revoke', () => {
  it('awards a manual medal to a member (message, holder list, log); automatic ones 422', async () => {
    const creator = await byKey('great_creator');
    const { user } = await member();
    const row = await expectOneAuditRow(t.db, STAFF_ACTION.medalAward, async () => {
      const res = await admin.call('POST', `/web/admin/medals/${creator.id}/award`, {
        user_id: user.id,
      });
      expect(res.json()).toMatchObject({
        code: 0,
        msg: MSG.medalAwardSuccess,
        data: { user_id: user.id, awarded_by: { id: admin.id } },
      });
    });
    expect(row).toMatchObject({ target: `user:${user.id}`, after: { medal: 'great_creator' } });
    const notes = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, user.id), eq(messages.title, medalAwardTitle(creator.name))));
    expect(notes).toHaveLength(1);
    const holders = await admin.call('GET', `/web/admin/medals/${creator.id}/holders`);
    expect(holders.json().data.data[0]).toMatchObject({
      user_id: user.id,
      nickname: user.nickname,
    });
    expect(holders.json().data.paginate.total).toBe(1);
    const again = await admin.call('POST', `/web/admin/medals/${creator.id}/award`, {
      user_id: user.id,
    });
    expect(again.statusCode).toBe(409);

    const auto = await byKey('first_post');
    const refused = await admin.call('POST', `/web/admin/medals/${auto.id}/award`, {
      user_id: user.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldMessage(refused)).toBe(MSG.medalNotManual);
  });

  it('the moderation award endpoint logs too', async () => {
    const { user } = await member();
    await expectOneAuditRow(t.db, STAFF_ACTION.medalAward, async () => {
      const res = await admin.call('POST', '/web/moderation/medal', {
        user_id: user.id,
        medal_key: 'contributor',
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('revokes with a reason: the award goes, the member is told why, the log keeps it', async () => {
    const creator = await byKey('great_creator');
    const { user } = await member();
    await admin.call('POST', `/web/admin/medals/${creator.id}/award`, { user_id: user.id });
    const noReason = await admin.call('POST', `/web/admin/medals/${creator.id}/revoke`, {
      user_id: user.id,
      reason: '  ',
    });
    expect(fieldMessage(noReason)).toBe(MSG.medalRevokeReasonRequired);
    const row = await expectOneAuditRow(t.db, STAFF_ACTION.medalRevoke, async () => {
      const res = await admin.call('POST', `/web/admin/medals/${creator.id}/revoke`, {
        user_id: user.id,
        reason: '作品被证实抄袭',
      });
      expect(res.json()).toMatchObject({ code: 0, msg: MSG.medalRevoked });
    });
    expect(row).toMatchObject({ reason: '作品被证实抄袭', before: { medal: 'great_creator' } });
    expect((await visible(user.id)).find((m) => m.key === 'great_creator')?.earned).toBe(0);
    const [note] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, user.id), eq(messages.title, medalRevokeTitle(creator.name))));
    expect(note?.content).toContain('作品被证实抄袭');
    const twice = await admin.call('POST', `/web/admin/medals/${creator.id}/revoke`, {
      user_id: user.id,
      reason: '重复',
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().msg).toBe(MSG.medalNotHeld);
  });
});
