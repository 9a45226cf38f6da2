import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, STAFF_ACTION, type AdminCoupon, type UserCoupon } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { fieldMessage } from '../../../test/auth-helpers';
import { expectOneAuditRow } from '../../../test/audit-helpers';
import { buildUser, callAs, loginAs } from '../../../test/factories';
import { messages, userCoupons } from '../../db/schema';

let t: TestApp;
let admin: { id: number; call: ReturnType<typeof callAs> };
let moderator: ReturnType<typeof callAs>;
let phoneSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.db, { role: 'admin' });
  admin = { id: a.id, call: callAs(t.app, await loginAs(t.db, a)) };
  moderator = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: 'moderator' })));
});
afterAll(() => t.close());

const member = async (isOld = 0) => {
  phoneSeq += 1;
  const user = await buildUser(t.db, {
    isOld,
    phone: `1780000${String(phoneSeq).padStart(4, '0')}`,
  });
  return { user, call: callAs(t.app, await loginAs(t.db, user)) };
};
const create = async (body: object) => {
  const res = await admin.call('POST', '/web/admin/coupons', body);
  expect(res.json().code).toBe(0);
  return res.json<{ data: AdminCoupon }>().data;
};
const tickets = async (call: ReturnType<typeof callAs>) =>
  (await call('GET', '/web/discount/ticket')).json<{ data: UserCoupon[] }>().data;
const base = {
  coupon_name: '开源硬件节 50 元券',
  discount_fee: 5000,
  min_fee: 29900,
  valid_days: 30,
  audience: 'all',
};

describe('who may call the coupon console', () => {
  it('visitor 401, member and moderator 403, before validation', async () => {
    const m = await member();
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/web/admin/coupons'],
      ['POST', '/web/admin/coupons'],
      ['POST', '/web/admin/coupons/1'],
      ['POST', '/web/admin/coupons/1/issue'],
      ['GET', '/web/admin/coupons/1/claims'],
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

describe('coupon definitions', () => {
  it('refuses bad input with Chinese messages', async () => {
    const cases: [object, string][] = [
      [{ ...base, coupon_name: '' }, MSG.couponNameRequired],
      [{ ...base, discount_fee: 0 }, MSG.couponDiscountInvalid],
      [{ ...base, discount_fee: 12.5 }, MSG.couponDiscountInvalid],
      [{ ...base, min_fee: 1000 }, MSG.couponMinFeeBelowDiscount],
      [{ ...base, valid_days: 0 }, MSG.couponValidDaysInvalid],
      [{ ...base, audience: 'vip' }, MSG.couponAudienceInvalid],
      [{ ...base, claim_start: 2000, claim_end: 1000 }, MSG.couponClaimWindowInvalid],
    ];
    for (const [body, msg] of cases) {
      const res = await admin.call('POST', '/web/admin/coupons', body);
      expect(res.statusCode).toBe(422);
      expect(fieldMessage(res)).toBe(msg);
    }
  });

  it('creates (logged), lists newest first with filters, and edits what changed', async () => {
    let created: AdminCoupon | undefined;
    await expectOneAuditRow(t.db, STAFF_ACTION.couponCreate, async () => {
      created = await create(base);
    });
    expect(created).toMatchObject({ ...base, enabled: true, claims: 0, audience_text: '所有用户' });
    const listed = await admin.call('GET', '/web/admin/coupons?audience=all');
    expect(listed.json().data.data[0]).toMatchObject({ id: created?.id });
    const newUser = await admin.call('GET', '/web/admin/coupons?audience=new_user');
    expect(newUser.json().data.data.map((c: AdminCoupon) => c.coupon_name)).toEqual(['新人专享券']);

    const row = await expectOneAuditRow(t.db, STAFF_ACTION.couponUpdate, async () => {
      const res = await admin.call('POST', `/web/admin/coupons/${created?.id}`, {
        coupon_name: base.coupon_name,
        discount_fee: 6000,
      });
      expect(res.json().data.discount_fee).toBe(6000);
    });
    expect(row.before).toEqual({ discount_fee: 5000 });
    expect(row.after).toEqual({ discount_fee: 6000 });
    const below = await admin.call('POST', `/web/admin/coupons/${created?.id}`, { min_fee: 100 });
    expect(fieldMessage(below)).toBe(MSG.couponMinFeeBelowDiscount);
  });
});

describe('the new-user gift claims the coupons admins make', () => {
  it('a brand-new user gets every open new-user coupon, the admin-made one included', async () => {
    const gift = await create({
      ...base,
      coupon_name: '新人装机券',
      discount_fee: 1000,
      min_fee: 0,
      audience: 'new_user',
    });
    const closed = await create({
      ...base,
      coupon_name: '已结束的新人券',
      min_fee: 0,
      audience: 'new_user',
      claim_start: 1000,
      claim_end: 2000,
    });
    const { call } = await member();
    const res = await call('POST', '/web/issue/products/coupons/receive', {});
    expect(res.json()).toMatchObject({
      code: 0,
      msg: MSG.claimSuccess,
      data: { id: gift.id, first_claim: true },
    });
    const names = (await tickets(call)).map((c) => c.coupon_name).sort();
    expect(names).toEqual(['新人专享券', '新人装机券'].sort());
    const again = await call('POST', '/web/issue/products/coupons/receive', {});
    expect(again.json()).toMatchObject({
      msg: MSG.couponAlreadyClaimed,
      data: { first_claim: false },
    });
    const byId = await call('POST', '/web/issue/products/coupons/receive', {
      coupon_id: closed.id,
    });
    expect(byId.statusCode).toBe(409);
    expect(byId.json().msg).toBe(MSG.couponNotOpen);

    // Disabled: new members no longer get it; the ones who hold it keep it.
    await admin.call('POST', `/web/admin/coupons/${gift.id}`, { enabled: false });
    const later = await member();
    await later.call('POST', '/web/issue/products/coupons/receive', {});
    expect((await tickets(later.call)).map((c) => c.coupon_name)).toEqual(['新人专享券']);
    expect((await tickets(call)).length).toBe(2);
    const claimDisabled = await later.call('POST', '/web/issue/products/coupons/receive', {
      coupon_id: gift.id,
    });
    expect(claimDisabled.json().msg).toBe(MSG.couponDisabled);

    // Claimed once: its face is fixed; the name still changes.
    const face = await admin.call('POST', `/web/admin/coupons/${gift.id}`, { valid_days: 7 });
    expect(face.statusCode).toBe(409);
    expect(face.json().msg).toBe(MSG.couponFaceLocked);
    const rename = await admin.call('POST', `/web/admin/coupons/${gift.id}`, {
      coupon_name: '新人装机券 A',
    });
    expect(rename.json().code).toBe(0);
  });
});

describe('issuing', () => {
  it('issues by id and phone, once per member, with a message; unknown ones come back', async () => {
    const coupon = await create({ ...base, coupon_name: '社区贡献奖励券' });
    const a = await member(1);
    const b = await member(1);
    const row = await expectOneAuditRow(t.db, STAFF_ACTION.couponIssue, async () => {
      const res = await admin.call('POST', `/web/admin/coupons/${coupon.id}/issue`, {
        user_ids: [a.user.id, 999_999],
        phones: [b.user.phone, '13900000000'],
      });
      expect(res.json()).toMatchObject({
        code: 0,
        msg: MSG.couponIssued,
        data: { issued: 2, already: 0, not_found: ['999999', '13900000000'] },
      });
    });
    expect(row.target).toBe(`coupon:${coupon.id}`);
    expect((await tickets(a.call)).map((c) => c.coupon_name)).toEqual(['社区贡献奖励券']);
    const notes = await t.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.userId, b.user.id),
          eq(messages.title, '你获得了一张优惠券「社区贡献奖励券」'),
        ),
      );
    expect(notes).toHaveLength(1);

    const again = await admin.call('POST', `/web/admin/coupons/${coupon.id}/issue`, {
      user_ids: [a.user.id],
      phones: [b.user.phone],
    });
    expect(again.json().data).toMatchObject({ issued: 0, already: 2 });
    expect(
      await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, coupon.id)),
    ).toHaveLength(2);

    const claims = await admin.call('GET', `/web/admin/coupons/${coupon.id}/claims`);
    expect(claims.json().data.paginate.total).toBe(2);
    expect(claims.json().data.data[0]).toMatchObject({
      user_id: b.user.id,
      status_text: '可使用',
      issued_by: { id: admin.id },
    });
  });

  it('refuses an empty list, too many people, bad phones and a disabled coupon', async () => {
    const coupon = await create({ ...base, coupon_name: '停用测试券' });
    const path = `/web/admin/coupons/${coupon.id}/issue`;
    expect(fieldMessage(await admin.call('POST', path, {}))).toBe(MSG.couponIssueTargetsRequired);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(fieldMessage(await admin.call('POST', path, { user_ids: many }))).toBe(
      MSG.couponIssueTooMany,
    );
    expect(fieldMessage(await admin.call('POST', path, { phones: ['12345'] }))).toBe(
      MSG.phoneInvalid,
    );
    await admin.call('POST', `/web/admin/coupons/${coupon.id}`, { enabled: false });
    const m = await member();
    const res = await admin.call('POST', path, { user_ids: [m.user.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG.couponDisabled);
  });
});
