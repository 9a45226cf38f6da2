import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  STAFF_ACTION,
  USER_ROLE,
  type AdminBanner,
  type AdminFooterItem,
  type AdminNotice,
  type AdminPopup,
  type BannerGroups,
  type FooterData,
  type NoticeFlag,
  type Notice,
  type Paginate,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';
import { staffAuditLog } from '../../db/schema';

/*
 * 站点运营 (docs/admin-site.md): banners, footer, popups, notices and site settings, written
 * by admins only, each write one audit row, each change seen by the next visitor request.
 */

const clock = testClock(Date.UTC(2026, 10, 26, 4, 0, 0));
let t: TestApp;
let adminToken: string;
let moderatorToken: string;
let memberToken: string;
const IMAGE = '/uploads/images/0123abcd.webp';

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
): Promise<{ status: number; body: Answer<T> }> {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<Answer<T>>() };
}

/** A call as the admin that must succeed; its data. */
async function asAdmin<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await call<T>(method, url, adminToken, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const logRows = async (action: string, target: string) =>
  t.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target, target))
    .then((rows) => rows.filter((r) => r.action === action));

const auditCount = async () => (await t.db.select({ n: count() }).from(staffAuditLog))[0]?.n ?? 0;

/** What a visitor is served. */
const publicBanners = async () =>
  (await call<BannerGroups>('GET', '/web/index/banner?equipment=pc')).body.data;
const publicFooter = async () => (await call<FooterData>('GET', '/web/index/footer')).body.data;

const seconds = (ms: number) => Math.floor(ms / 1000);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const admin = await buildUser(t.db, { role: USER_ROLE.admin });
  const moderator = await buildUser(t.db, { role: USER_ROLE.moderator });
  const member = await buildUser(t.db);
  adminToken = await loginAs(t.db, admin);
  moderatorToken = await loginAs(t.db, moderator);
  memberToken = await loginAs(t.db, member);
});
afterAll(() => t.close());

describe('who may run the site content', () => {
  const writes: [string, object][] = [
    ['/web/admin/banner/create', { group_key: 'banner1', image: IMAGE }],
    ['/web/admin/footer_item/create', { group_key: 'contact', name: '电话', value: '1' }],
    ['/web/admin/popup/create', { url: 'welcome', name: '欢迎' }],
    ['/web/admin/notice/create', { title: '公告', content: '<p>内容</p>' }],
    ['/web/admin/site_settings', { site_name: '新名字' }],
  ];
  const reads = [
    '/web/admin/banners?group_key=banner1',
    '/web/admin/footer_items',
    '/web/admin/popups',
    '/web/admin/notices',
    '/web/admin/site_settings',
  ];

  it('a moderator gets 403 只有管理员可以进行此操作 on every read and write, a member too, a visitor 401', async () => {
    const before = await auditCount();
    for (const url of reads) {
      expect((await call('GET', url, moderatorToken)).body.msg).toBe(MSG.adminOnly);
      expect((await call('GET', url, moderatorToken)).status).toBe(403);
      expect((await call('GET', url, memberToken)).status).toBe(403);
      expect((await call('GET', url)).status).toBe(401);
    }
    for (const [url, body] of writes) {
      const refused = await call('POST', url, moderatorToken, body);
      expect(refused.status, url).toBe(403);
      expect(refused.body.msg).toBe(MSG.adminOnly);
      expect((await call('POST', url, memberToken, body)).status).toBe(403);
      expect((await call('POST', url, undefined, body)).status).toBe(401);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('banners', () => {
  it('refuses bad input with Chinese messages', async () => {
    const bad: [object, string][] = [
      [{ group_key: 'banner7', image: IMAGE }, MSG.bannerGroupInvalid],
      [{ group_key: 'banner1' }, MSG.siteImageRequired],
      [{ group_key: 'banner1', image: 'https://evil.example/x.png' }, MSG.siteImageInvalid],
      [{ group_key: 'banner1', image: '/uploads/../etc/passwd' }, MSG.siteImageInvalid],
      [{ group_key: 'banner1', image: IMAGE, url: 'javascript:alert(1)' }, MSG.siteLinkInvalid],
      [{ group_key: 'banner1', image: IMAGE, url: '//evil.example/' }, MSG.siteLinkInvalid],
      [{ group_key: 'banner1', image: IMAGE, equipment: 'tv' }, MSG.bannerEquipmentInvalid],
      [{ group_key: 'banner1', image: IMAGE, sort: -1 }, MSG.siteSortInvalid],
      [
        { group_key: 'banner1', image: IMAGE, start_time: 2000, end_time: 1000 },
        MSG.bannerWindowInvalid,
      ],
    ];
    for (const [body, msg] of bad) {
      const res = await call('POST', '/web/admin/banner/create', adminToken, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.msg).toContain(msg);
    }
  });

  it('create → served to visitors at once, with one audit row; edit; delete', async () => {
    await publicBanners(); // a cached answer that the write must empty
    const created = await asAdmin<AdminBanner>('POST', '/web/admin/banner/create', {
      group_key: 'banner49',
      title: '双十一活动',
      image: IMAGE,
      url: 'https://example.com/sale',
      sort: 3,
    });
    expect(created).toMatchObject({ group_key: 'banner49', serving: true, equipment: 'all' });
    expect((await publicBanners()).banner49.map((b) => b.title)).toContain('双十一活动');
    const [row] = await logRows(STAFF_ACTION.bannerCreate, `banner:${created.id}`);
    expect(row?.after).toMatchObject({ title: '双十一活动', image: IMAGE });

    const list = await asAdmin<{ data: AdminBanner[]; paginate: Paginate }>(
      'GET',
      '/web/admin/banners?group_key=banner49',
    );
    expect(list.data.map((b) => b.id)).toContain(created.id);

    const hidden = await asAdmin<AdminBanner>('POST', `/web/admin/banner/update/${created.id}`, {
      group_key: 'banner49',
      title: '双十一活动',
      image: IMAGE,
      url: 'https://example.com/sale',
      sort: 3,
      is_show: 0,
    });
    expect(hidden.serving).toBe(false);
    expect((await publicBanners()).banner49.map((b) => b.id)).not.toContain(created.id);
    const [update] = await logRows(STAFF_ACTION.bannerUpdate, `banner:${created.id}`);
    // Only what changed is kept.
    expect(update?.before).toEqual({ is_show: 1 });
    expect(update?.after).toEqual({ is_show: 0 });

    const pcOnly = await asAdmin<AdminBanner>('POST', `/web/admin/banner/update/${created.id}`, {
      group_key: 'banner49',
      image: IMAGE,
      equipment: 'h5',
    });
    expect(pcOnly.serving).toBe(true);
    expect((await publicBanners()).banner49.map((b) => b.id)).not.toContain(created.id);
    const h5 = await call<BannerGroups>('GET', '/web/index/banner?equipment=h5');
    expect(h5.body.data.banner49.map((b) => b.id)).toContain(created.id);

    expect(await asAdmin('POST', `/web/admin/banner/delete/${created.id}`)).toEqual({
      id: created.id,
    });
    expect(await logRows(STAFF_ACTION.bannerDelete, `banner:${created.id}`)).toHaveLength(1);
    const again = await call('POST', `/web/admin/banner/delete/${created.id}`, adminToken);
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe(MSG.bannerNotFound);
    const missing = await call('POST', '/web/admin/banner/update/999999', adminToken, {
      group_key: 'banner1',
      image: IMAGE,
    });
    expect(missing.body.msg).toBe(MSG.bannerNotFound);
  });

  it('a banner is served only inside its start/end window (the test clock moves)', async () => {
    const now = clock();
    const banner = await asAdmin<AdminBanner>('POST', '/web/admin/banner/create', {
      group_key: 'banner50',
      title: '限时活动',
      image: IMAGE,
      start_time: seconds(now + 3_600_000),
      end_time: seconds(now + 7_200_000),
    });
    expect(banner.serving).toBe(false);
    const served = async () => (await publicBanners()).banner50.some((b) => b.id === banner.id);
    expect(await served()).toBe(false);
    clock.advance(3_600_000);
    expect(await served()).toBe(true);
    clock.advance(3_600_000);
    expect(await served()).toBe(false);
  });
});

describe('footer', () => {
  it('validates by type: a link must be a site path or http(s), a hover image our upload', async () => {
    const link = await call('POST', '/web/admin/footer_item/create', adminToken, {
      group_key: 'attention',
      name: '坏链接',
      value: 'javascript:alert(1)',
      type: 1,
    });
    expect(link.body.msg).toContain(MSG.footerLinkInvalid);
    const image = await call('POST', '/web/admin/footer_item/create', adminToken, {
      group_key: 'object',
      name: '公众号',
      value: 'https://evil.example/qr.png',
      type: 2,
    });
    expect(image.body.msg).toContain(MSG.footerImageRequired);
    const group = await call('POST', '/web/admin/footer_item/create', adminToken, {
      group_key: 'nowhere',
      name: 'x',
    });
    expect(group.body.msg).toContain(MSG.footerGroupInvalid);
    const name = await call('POST', '/web/admin/footer_item/create', adminToken, {
      group_key: 'contact',
      name: '  ',
    });
    expect(name.body.msg).toContain(MSG.footerNameRequired);
  });

  it('an item added, renamed and deleted shows in the public footer at once', async () => {
    await publicFooter();
    const item = await asAdmin<AdminFooterItem>('POST', '/web/admin/footer_item/create', {
      group_key: 'contact',
      name: '客服微信',
      value: 'xinke-help',
      type: 0,
    });
    expect((await publicFooter()).contact).toContainEqual({
      name: '客服微信',
      value: 'xinke-help',
      type: 0,
    });
    await asAdmin('POST', `/web/admin/footer_item/update/${item.id}`, {
      group_key: 'contact',
      name: '官方微信',
      value: 'xinke-help',
      type: 0,
    });
    const names = (await publicFooter()).contact.map((i) => i.name);
    expect(names).toContain('官方微信');
    expect(names).not.toContain('客服微信');
    const [update] = await logRows(STAFF_ACTION.footerItemUpdate, `footer_item:${item.id}`);
    expect(update?.before).toEqual({ name: '客服微信' });
    await asAdmin('POST', `/web/admin/footer_item/delete/${item.id}`);
    expect((await publicFooter()).contact.map((i) => i.name)).not.toContain('官方微信');
  });
});

describe('site settings', () => {
  it('defaults when unset; an update changes the public footer and logs only what changed', async () => {
    const settings = await asAdmin<Record<string, string>>('GET', '/web/admin/site_settings');
    expect(settings.site_name).toBe('芯客');
    expect((await publicFooter()).site).toEqual({ name: '芯客', logo: '', mini_qr: '' });

    const updated = await asAdmin<Record<string, string>>('POST', '/web/admin/site_settings', {
      site_name: '芯客社区',
      filing_number: '京ICP备2026000001号',
      mini_qr: '/uploads/images/qr.webp',
    });
    expect(updated).toMatchObject({ site_name: '芯客社区', logo: '' });
    const footer = await publicFooter();
    expect(footer.site).toEqual({ name: '芯客社区', logo: '', mini_qr: '/uploads/images/qr.webp' });
    expect(footer.filing_number).toBe('京ICP备2026000001号');
    const [row] = await logRows(STAFF_ACTION.siteSettingsUpdate, 'site_settings');
    expect(row?.before).toEqual({ site_name: '芯客', filing_number: '', mini_qr: '' });

    const empty = await call('POST', '/web/admin/site_settings', adminToken, {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(MSG.siteSettingsEmpty);
    const bad = await call('POST', '/web/admin/site_settings', adminToken, { logo: 'data:x' });
    expect(bad.body.msg).toContain(MSG.siteImageInvalid);
    const blank = await call('POST', '/web/admin/site_settings', adminToken, { site_name: ' ' });
    expect(blank.body.msg).toContain(MSG.siteNameRequired);
  });
});

describe('popups: the sign-in popup comes from the popup items', () => {
  const claim = async (token: string) =>
    (
      await call<{ show: number; popup: { url: string; image: string } | null }>(
        'POST',
        '/web/index/sign_popup',
        token,
      )
    ).body.data;

  it('the signin item exists from the start; disabled, nobody gets the popup; enabled, its image is served', async () => {
    const list = await asAdmin<{ data: AdminPopup[] }>('GET', '/web/admin/popups');
    const signin = list.data.find((p) => p.url === 'signin');
    expect(signin).toMatchObject({ is_show: 1, name: '每日签到' });
    if (!signin) return;

    await asAdmin('POST', `/web/admin/popup/update/${signin.id}`, {
      url: 'signin',
      name: '每日签到',
      is_show: 0,
    });
    const member = await buildUser(t.db);
    const token = await loginAs(t.db, member);
    expect(await claim(token)).toEqual({ show: 0, popup: null });

    await asAdmin('POST', `/web/admin/popup/update/${signin.id}`, {
      url: 'signin',
      name: '签到领电量',
      image: IMAGE,
      is_show: 1,
    });
    // The disabled day was not used up: the first ask after enabling shows it.
    expect(await claim(token)).toEqual({
      show: 1,
      popup: { id: signin.id, url: 'signin', image: IMAGE, name: '签到领电量' },
    });
    expect(await logRows(STAFF_ACTION.popupUpdate, `popup:${signin.id}`)).toHaveLength(2);
  });

  it('create, duplicate url 409, bad url, delete', async () => {
    const popup = await asAdmin<AdminPopup>('POST', '/web/admin/popup/create', {
      url: 'new-year',
      name: '新年活动',
      image: IMAGE,
    });
    const dup = await call('POST', '/web/admin/popup/create', adminToken, {
      url: 'new-year',
      name: '重复',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe(MSG.popupUrlTaken);
    const bad = await call('POST', '/web/admin/popup/create', adminToken, {
      url: 'Bad Url!',
      name: 'x',
    });
    expect(bad.body.msg).toContain(MSG.popupUrlInvalid);
    await asAdmin('POST', `/web/admin/popup/delete/${popup.id}`);
    expect(await logRows(STAFF_ACTION.popupDelete, `popup:${popup.id}`)).toHaveLength(1);
  });
});

describe('notices and the header flag', () => {
  const flagOf = async (token?: string) =>
    (await call<NoticeFlag>('GET', '/xgo/v1/web/notice/flag', token)).body.data;
  const seen = async (token: string) =>
    (await call<NoticeFlag>('POST', '/xgo/v1/web/notice/seen', token)).body.data;
  const list = async () =>
    (await call<{ data: Notice[] }>('GET', '/web/notice/list?page=1')).body.data.data;

  it('drafts are not listed; a published notice raises the flag per member until they saw it', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const [tokenA, tokenB] = [await loginAs(t.db, a), await loginAs(t.db, b)];
    expect(await flagOf(tokenA)).toEqual({ flag: 0, latest_id: 0 });

    const draft = await asAdmin<AdminNotice>('POST', '/web/admin/notice/create', {
      title: '维护通知',
      content: '<p>今晚维护</p><script>alert(1)</script><img src="https://evil.example/t.png">',
    });
    expect(draft).toMatchObject({ status: 0, publish_time: null });
    expect(draft.content).toBe('<p>今晚维护</p>');
    expect(await list()).toEqual([]);
    expect((await flagOf(tokenA)).flag).toBe(0);

    const published = await asAdmin<AdminNotice>('POST', `/web/admin/notice/update/${draft.id}`, {
      title: '维护通知',
      content: draft.content,
      status: 1,
    });
    expect(published.publish_time).toBe(seconds(clock()));
    expect((await list()).map((n) => n.title)).toEqual(['维护通知']);
    expect(await flagOf(tokenA)).toEqual({ flag: 1, latest_id: draft.id });
    expect(await flagOf(tokenB)).toEqual({ flag: 1, latest_id: draft.id });
    // A visitor learns the newest id; their browser remembers what it saw.
    expect(await flagOf()).toEqual({ flag: 1, latest_id: draft.id });

    expect(await seen(tokenA)).toEqual({ flag: 0, latest_id: draft.id });
    expect((await flagOf(tokenA)).flag).toBe(0);
    expect((await flagOf(tokenB)).flag).toBe(1);

    clock.advance(60_000);
    const next = await asAdmin<AdminNotice>('POST', '/web/admin/notice/create', {
      title: '新功能上线',
      content: '<p>私信支持图片</p>',
      status: 1,
      is_top: 1,
    });
    expect(await flagOf(tokenA)).toEqual({ flag: 1, latest_id: next.id });
    expect((await list()).map((n) => n.title)).toEqual(['新功能上线', '维护通知']);
  });

  it('a scheduled notice appears (and raises the flag) only when its time comes', async () => {
    const member = await buildUser(t.db);
    const token = await loginAs(t.db, member);
    await seen(token);
    const later = await asAdmin<AdminNotice>('POST', '/web/admin/notice/create', {
      title: '定时公告',
      content: '<p>明天见</p>',
      status: 1,
      publish_time: seconds(clock() + 3_600_000),
    });
    expect((await list()).map((n) => n.id)).not.toContain(later.id);
    expect((await flagOf(token)).flag).toBe(0);
    clock.advance(3_600_000);
    expect((await list()).map((n) => n.id)).toContain(later.id);
    expect(await flagOf(token)).toEqual({ flag: 1, latest_id: later.id });
  });

  it('refuses empty input in Chinese, answers 404 for a missing one, logs a deletion', async () => {
    const noTitle = await call('POST', '/web/admin/notice/create', adminToken, {
      title: ' ',
      content: '<p>x</p>',
    });
    expect(noTitle.body.msg).toContain(MSG.noticeTitleRequired);
    const onlyScript = await call('POST', '/web/admin/notice/create', adminToken, {
      title: '标题',
      content: '<script>alert(1)</script>',
    });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.msg).toBe(MSG.noticeContentRequired);
    const missing = await call('POST', '/web/admin/notice/delete/999999', adminToken);
    expect(missing.body.msg).toBe(MSG.noticeNotFound);
    const notice = await asAdmin<AdminNotice>('POST', '/web/admin/notice/create', {
      title: '将被删除',
      content: '<p>x</p>',
    });
    const before = await auditCount();
    await asAdmin('POST', `/web/admin/notice/delete/${notice.id}`);
    expect(await auditCount()).toBe(before + 1);
    const [row] = await logRows(STAFF_ACTION.noticeDelete, `notice:${notice.id}`);
    expect(row?.before).toMatchObject({ title: '将被删除' });
  });

  it('marking seen needs a login', async () => {
    expect((await call('POST', '/xgo/v1/web/notice/seen')).status).toBe(401);
  });
});

describe('every write is exactly one audit row', () => {
  it('create, update and delete of each kind', async () => {
    const steps: [string, object | undefined][] = [];
    const banner = await asAdmin<AdminBanner>('POST', '/web/admin/banner/create', {
      group_key: 'banner2',
      image: IMAGE,
    });
    steps.push([`/web/admin/banner/update/${banner.id}`, { group_key: 'banner2', image: IMAGE }]);
    steps.push([`/web/admin/banner/delete/${banner.id}`, undefined]);
    const item = await asAdmin<AdminFooterItem>('POST', '/web/admin/footer_item/create', {
      group_key: 'report',
      name: '举报邮箱',
    });
    steps.push([`/web/admin/footer_item/update/${item.id}`, { group_key: 'report', name: '邮箱' }]);
    steps.push([`/web/admin/footer_item/delete/${item.id}`, undefined]);
    steps.push(['/web/admin/site_settings', { copyright: '© 芯客' }]);
    for (const [url, body] of steps) {
      const before = await auditCount();
      await asAdmin('POST', url, body);
      expect(await auditCount(), url).toBe(before + 1);
    }
  });
});
