import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type AdminProduct,
  type AdminSupplierApplication,
  type AdminSupplierCategory,
  type Paginate,
  type ProductCard,
  type ProductDetail,
  type SupplierApplication,
  type SupplierCard,
  type SupplierDetail,
  type WorkCard,
  type WorkDetail,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs } from '../../../test/factories';
import { messages, staffAuditLog, supplierApplications, userImages } from '../../db/schema';

/*
 * Products, works and suppliers (docs/products.md): what visitors read, the member's
 * supplier application and its refusals, and the console's review with its messages.
 */

let t: TestApp;
let adminToken: string;
let memberToken: string;
let member: { id: number };
let otherToken: string;
const IMAGE = '/uploads/images/ab/product-cover.webp';

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}
async function call<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<Answer<T>>() };
}
async function ok<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await call<T>(method, url, token, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A picture the user uploaded (the row /web/common/image writes). */
async function uploaded(userId: number, name: string): Promise<string> {
  const url = `/uploads/images/cd/${name}.webp`;
  await t.db.insert(userImages).values({ userId, purpose: 1, url, tokenId: `t-${name}` });
  return url;
}

let esp: AdminProduct;
let draft: AdminProduct;
let pcb: AdminSupplierCategory;
let smt: AdminSupplierCategory;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.db, { role: USER_ROLE.admin });
  member = await buildUser(t.db);
  const other = await buildUser(t.db);
  adminToken = await loginAs(t.db, admin);
  memberToken = await loginAs(t.db, member);
  otherToken = await loginAs(t.db, other);

  esp = await ok<AdminProduct>('POST', '/web/admin/product/create', adminToken, {
    name: '芯客 ESP32-S3 开发板',
    slug: 'xinke',
    cover: IMAGE,
    images: [IMAGE],
    highlights: ['双核 240 MHz'],
    specs: [
      { group: '处理器', name: '主控', value: 'ESP32-S3' },
      { group: '无线', name: 'Wi-Fi', value: '802.11 b/g/n' },
    ],
    description: '<p>介绍</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    status: 1,
  });
  draft = await ok<AdminProduct>('POST', '/web/admin/product/create', adminToken, {
    name: '未发布的产品',
    cover: IMAGE,
  });
  await ok('POST', '/web/admin/work/create', adminToken, {
    title: '离线语音台灯',
    author: '焊锡丝',
    images: [IMAGE],
    product_id: esp.id,
  });
  await ok('POST', '/web/admin/work/create', adminToken, {
    title: '隐藏的作品',
    author: '某人',
    images: [IMAGE],
    status: 0,
  });
  pcb = await ok('POST', '/web/admin/supplier_category/create', adminToken, { name: 'PCB 打样' });
  smt = await ok('POST', '/web/admin/supplier_category/create', adminToken, { name: 'SMT 贴片' });
});
afterAll(() => t.close());

describe('products and works', () => {
  it('lists public products only, with the specs table in order and the description sanitized', async () => {
    const list = await ok<{ data: ProductCard[]; paginate: Paginate }>('GET', '/web/product/list');
    expect(list.data.map((p) => p.id)).toEqual([esp.id]);
    const detail = await ok<ProductDetail>('GET', `/web/product/detail/${esp.id}`);
    expect(detail.specs.map((s) => s.name)).toEqual(['主控', 'Wi-Fi']);
    expect(detail.description).not.toMatch(/script|onerror/);
    expect(detail.works.map((w) => w.title)).toEqual(['离线语音台灯']);
    expect((await call('GET', `/web/product/detail/${draft.id}`)).body.msg).toBe(
      MSG.productNotFound,
    );
    expect((await call('GET', '/web/product/detail/abc')).status).toBe(422);
  });

  it('serves the landing page by slug, and refuses a slug already taken', async () => {
    expect((await ok<ProductDetail>('GET', '/web/product/landing/xinke')).id).toBe(esp.id);
    expect((await call('GET', '/web/product/landing/nope')).status).toBe(404);
    const taken = await call('POST', `/web/admin/product/update/${draft.id}`, adminToken, {
      name: '未发布的产品',
      cover: IMAGE,
      slug: 'xinke',
    });
    expect(taken.body.msg).toContain(MSG.productSlugTaken);
  });

  it('lists shown works, by product, and their detail', async () => {
    const works = await ok<{ data: WorkCard[] }>('GET', '/web/work/list');
    expect(works.data.map((w) => w.title)).toEqual(['离线语音台灯']);
    const byProduct = await ok<{ data: WorkCard[] }>('GET', `/web/work/list?product_id=${esp.id}`);
    expect(byProduct.data).toHaveLength(1);
    const first = works.data[0];
    const detail = await ok<WorkDetail>('GET', `/web/work/detail/${first?.id}`);
    expect(detail.product?.name).toBe('芯客 ESP32-S3 开发板');
    expect((await call('GET', '/web/work/detail/999999')).body.msg).toContain(MSG.workNotFound);
  });

  it('refuses a bad specs row and a foreign image', async () => {
    const bad = await call('POST', '/web/admin/product/create', adminToken, {
      name: '坏产品',
      cover: IMAGE,
      specs: [{ name: '', value: 'x' }],
    });
    expect(bad.body.msg).toContain(MSG.productSpecRowInvalid);
    const foreign = await call('POST', '/web/admin/product/create', adminToken, {
      name: '坏产品',
      cover: 'https://evil.example/x.png',
    });
    expect(foreign.body.msg).toContain(MSG.productImageInvalid);
  });
});

describe('supplier applications', () => {
  const form = (licence: string) => ({
    company_name: '深圳市捷板电路科技有限公司',
    contact_name: '陈经理',
    phone: '13725561208',
    contact_visible: 1,
    category_ids: [pcb.id, smt.id],
    licence,
    description: '专注 PCB 样板十余年',
  });

  it("refuses a visitor, a bad phone, a missing or someone else's licence, an unknown category", async () => {
    const licence = await uploaded(member.id, 'licence-1');
    expect((await call('POST', '/web/supplier/join', undefined, form(licence))).status).toBe(401);
    const phone = await call('POST', '/web/supplier/join', memberToken, {
      ...form(licence),
      phone: '12345678901',
    });
    expect(phone.body.msg).toContain(MSG.phoneInvalid);
    const { licence: _l, ...noLicence } = form(licence);
    expect((await call('POST', '/web/supplier/join', memberToken, noLicence)).body.msg).toContain(
      MSG.licenceRequired,
    );
    const theirs = await uploaded((await buildUser(t.db)).id, 'licence-theirs');
    expect((await call('POST', '/web/supplier/join', memberToken, form(theirs))).body.msg).toBe(
      MSG.licenceInvalid,
    );
    const unknown = await call('POST', '/web/supplier/join', memberToken, {
      ...form(licence),
      category_ids: [999999],
    });
    expect(unknown.body.msg).toContain(MSG.supplierCategoriesInvalid);
    expect(
      await call('GET', '/web/supplier/join', memberToken).then((r) => r.body.data),
    ).toBeNull();
  });

  let applicationId = 0;
  it('takes one pending application per member and shows it to them', async () => {
    const licence = await uploaded(member.id, 'licence-2');
    const sent = await ok<SupplierApplication>(
      'POST',
      '/web/supplier/join',
      memberToken,
      form(licence),
    );
    applicationId = sent.id;
    expect(sent.status).toBe(0);
    const again = await call('POST', '/web/supplier/join', memberToken, form(licence));
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain(MSG.supplierApplicationPending);
    const mine = await ok<SupplierApplication>('GET', '/web/supplier/join', memberToken);
    expect(mine.id).toBe(sent.id);
    expect(mine.categories.map((c) => c.name)).toEqual(['PCB 打样', 'SMT 贴片']);
  });

  it('lets no member decide, and refuses a rejection without a reason', async () => {
    expect(
      (await call('POST', `/web/admin/supplier_application/approve/${applicationId}`, memberToken))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', `/web/admin/supplier_application/approve/${applicationId}`, otherToken))
        .status,
    ).toBe(403);
    expect((await call('GET', '/web/admin/supplier_applications', memberToken)).status).toBe(403);
    const noReason = await call(
      'POST',
      `/web/admin/supplier_application/reject/${applicationId}`,
      adminToken,
      {},
    );
    expect(noReason.body.msg).toContain(MSG.supplierRejectReasonRequired);
  });

  it('approval lists the supplier, tells the member, and is audited; a second decision is refused', async () => {
    const queue = await ok<{ data: AdminSupplierApplication[] }>(
      'GET',
      '/web/admin/supplier_applications?status=0',
      adminToken,
    );
    expect(queue.data.map((a) => a.id)).toContain(applicationId);
    const approved = await ok<AdminSupplierApplication>(
      'POST',
      `/web/admin/supplier_application/approve/${applicationId}`,
      adminToken,
    );
    expect(approved.status).toBe(1);
    const list = await ok<{ data: SupplierCard[] }>(
      'GET',
      `/web/supplier/list?category_id=${smt.id}`,
    );
    expect(list.data.map((s) => s.name)).toEqual(['深圳市捷板电路科技有限公司']);
    const found = await ok<{ data: SupplierCard[] }>(
      'GET',
      `/web/supplier/list?keyword=${encodeURIComponent('捷板')}`,
    );
    expect(found.data).toHaveLength(1);
    const none = await ok<{ data: SupplierCard[] }>(
      'GET',
      `/web/supplier/list?keyword=${encodeURIComponent('%')}`,
    );
    expect(none.data).toHaveLength(0);
    const detail = await ok<SupplierDetail>('GET', `/web/supplier/detail/${approved.supplier_id}`);
    expect(detail.phone).toBe('13725561208');
    const [msg] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, member.id), eq(messages.category, MESSAGE_CATEGORY.system)));
    expect(msg?.title).toBe('供应商入驻申请已通过');
    const log = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `supplier_application:${applicationId}`));
    expect(log.map((r) => r.action)).toEqual([STAFF_ACTION.supplierApprove]);
    const twice = await call(
      'POST',
      `/web/admin/supplier_application/reject/${applicationId}`,
      adminToken,
      { reason: '重复' },
    );
    expect(twice.body.msg).toContain(MSG.supplierApplicationDecided);
  });

  it('a rejection carries its reason to the member; they may apply again, and approval updates their page', async () => {
    const licence = await uploaded(member.id, 'licence-3');
    const sent = await ok<SupplierApplication>('POST', '/web/supplier/join', memberToken, {
      ...form(licence),
      contact_visible: 0,
    });
    await ok('POST', `/web/admin/supplier_application/reject/${sent.id}`, adminToken, {
      reason: '营业执照不清晰',
    });
    const mine = await ok<SupplierApplication>('GET', '/web/supplier/join', memberToken);
    expect([mine.status, mine.reason]).toEqual([2, '营业执照不清晰']);
    const rows = await t.db.select().from(messages).where(eq(messages.userId, member.id));
    expect(
      rows.some((m) => m.title === '供应商入驻申请未通过' && m.content.includes('营业执照不清晰')),
    ).toBe(true);

    const third = await ok<SupplierApplication>('POST', '/web/supplier/join', memberToken, {
      ...form(licence),
      contact_visible: 0,
    });
    const approved = await ok<AdminSupplierApplication>(
      'POST',
      `/web/admin/supplier_application/approve/${third.id}`,
      adminToken,
    );
    const detail = await ok<SupplierDetail>('GET', `/web/supplier/detail/${approved.supplier_id}`);
    expect(detail.phone).toBeNull();
    const all = await ok<{ data: SupplierCard[] }>('GET', '/web/supplier/list');
    expect(all.data).toHaveLength(1);
  });

  it('keeps a category in use, and hides a supplier staff hide', async () => {
    const inUse = await call('POST', `/web/admin/supplier_category/delete/${pcb.id}`, adminToken);
    expect(inUse.body.msg).toContain(MSG.supplierCategoryInUse);
    const [app] = await t.db
      .select()
      .from(supplierApplications)
      .where(eq(supplierApplications.status, 1))
      .limit(1);
    const id = app?.supplierId ?? 0;
    await ok('POST', `/web/admin/supplier/update/${id}`, adminToken, {
      name: '深圳市捷板电路科技有限公司',
      description: '专注 PCB 样板十余年',
      category_ids: [pcb.id],
      contact_name: '陈经理',
      phone: '13725561208',
      status: 0,
    });
    expect((await call('GET', `/web/supplier/detail/${id}`)).status).toBe(404);
    expect((await ok<{ data: unknown[] }>('GET', '/web/supplier/list')).data).toHaveLength(0);
  });
});
