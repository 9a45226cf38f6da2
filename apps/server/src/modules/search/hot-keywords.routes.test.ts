import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_ACTION,
  USER_ROLE,
  type AdminHotKeyword,
  type HotKey,
  type Paginate,
  type StaffAuditEntry,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildIndexedItem, buildUser, loginAs } from '../../../test/factories';
import { searchKeywordSearchers, searchKeywords } from '../../db/schema';
import { HOT_KEY_RULES } from './hot-keywords';
import { expireKeywordSearches } from './hot-keywords.repository';

/*
 * 热门搜索 that cannot be poisoned (issue 13; docs/forum.md "Hot keys"): a word counts the
 * distinct people who searched it and found something, over HOT_KEY_RULES.windowDays; one
 * person (a member, or every visitor behind one IP) adds at most dailyCap words a day;
 * sensitive words never count or show; staff can hide and unhide a word (docs/admin.md).
 */

let t: TestApp;
let staffToken: string;
let memberToken: string;
let ipSerial = 0;
const freshIp = () => `10.13.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

interface PageOf<T> {
  data: T[];
  paginate: Paginate;
}

/** A search as the search page makes it: posts page 1, from `ip`, as a visitor or member. */
async function searchAs(keyword: string, ip: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/web/forum/search?keyword=${encodeURIComponent(keyword)}&page=1`,
    remoteAddress: ip,
    headers: token ? { authorization: token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PageOf<unknown> }>().data.paginate.total;
}

async function hotKeys(): Promise<HotKey[]> {
  const res = await t.app.inject({ method: 'GET', url: '/web/index/hot_keys' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: HotKey[] }>().data;
}
const countOf = async (keyword: string) =>
  (await hotKeys()).find((k) => k.keyword === keyword)?.count;

function admin(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const title of [
    '示波器探头怎么选',
    '逻辑分析仪入门',
    '热风枪拆焊心得',
    '万用表校准',
    '赌博机拆解',
  ])
    await buildIndexedItem(t.db, { title });
  const staff = await buildUser(t.db, { nickname: '热搜管理员', role: USER_ROLE.moderator });
  staffToken = await loginAs(t.db, staff);
  memberToken = await loginAs(t.db, await buildUser(t.db));
});
afterAll(() => t.close());

describe('GET /web/index/hot_keys', () => {
  it('a nonsense word searched twice by a visitor never appears (it found nothing)', async () => {
    const ip = freshIp();
    expect(await searchAs('qzxvbn', ip)).toBe(0);
    // The second is answered from the visitors' cache: still not counted.
    expect(await searchAs('qzxvbn', ip)).toBe(0);
    const other = freshIp();
    expect(await searchAs('qzxvbn', other)).toBe(0);
    expect(await countOf('qzxvbn')).toBeUndefined();
    const rows = await t.db.select().from(searchKeywordSearchers);
    expect(rows.some((r) => r.keyword === 'qzxvbn')).toBe(false);
  });

  it('a word found by N distinct people shows N; one person alone never makes it hot', async () => {
    expect(await searchAs('逻辑分析仪', freshIp())).toBeGreaterThan(0);
    expect(await countOf('逻辑分析仪')).toBeUndefined();
    expect(HOT_KEY_RULES.minPeople).toBe(2);
    await searchAs('逻辑分析仪', freshIp());
    await searchAs('逻辑分析仪', freshIp(), memberToken);
    expect(await countOf('逻辑分析仪')).toBe(3);
    // Normalised: case, width, traditional forms and spaces are one word.
    await searchAs(' 邏輯分析儀 ', freshIp());
    expect(await countOf('逻辑分析仪')).toBe(4);
  });

  it('one IP counts once however many searches or visitors it sends; a member is one person', async () => {
    const farm = freshIp();
    for (let i = 0; i < 12; i++) await searchAs('热风枪', farm);
    expect(await countOf('热风枪')).toBeUndefined();
    await searchAs('热风枪', farm, memberToken);
    await searchAs('热风枪', farm, memberToken);
    expect(await countOf('热风枪')).toBe(2);
  });

  it(`one person adds at most ${HOT_KEY_RULES.dailyCap} words a day`, async () => {
    const ip = freshIp();
    const words = Array.from({ length: HOT_KEY_RULES.dailyCap + 5 }, (_, i) => `万用表 ${i}号`);
    for (const w of words) expect(await searchAs(w, ip)).toBeGreaterThan(0);
    await hotKeys(); // flushes
    const mine = await t.db
      .select()
      .from(searchKeywordSearchers)
      .where(sql`${searchKeywordSearchers.keyword} like '万用表 %'`);
    expect(mine).toHaveLength(HOT_KEY_RULES.dailyCap);
    // A word already counted for them is refreshed, not refused, after the cap.
    await searchAs(words[0]!, ip);
    await hotKeys();
    expect(
      await t.db
        .select()
        .from(searchKeywordSearchers)
        .where(sql`keyword = ${words[0]!}`),
    ).toHaveLength(1);
  });

  it('sensitive words are never counted, and a word listed later disappears at once', async () => {
    for (let i = 0; i < 3; i++) await searchAs('赌博机', freshIp());
    expect(await countOf('赌博机')).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(searchKeywords)
        .where(sql`keyword = '赌博机'`),
    ).toHaveLength(0);
    for (let i = 0; i < 3; i++) await searchAs('万用表校准', freshIp());
    expect(await countOf('万用表校准')).toBe(3);
    const add = await admin('POST', '/web/moderation/sensitive_words', staffToken, {
      word: '校准',
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(await countOf('万用表校准')).toBeUndefined();
  });
});

describe('staff hide and unhide a hot keyword (/web/admin/*)', () => {
  it('a hidden word disappears, comes back when unhidden, and both are in the audit log', async () => {
    for (let i = 0; i < 3; i++) await searchAs('示波器', freshIp());
    expect(await countOf('示波器')).toBe(3);

    // Written as a moderator may type it: width and case fold to the counted word.
    const hide = await admin('POST', '/web/admin/hot_keywords/hide', staffToken, {
      keyword: ' 示波器 ',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json<{ data: AdminHotKeyword }>().data).toMatchObject({
      keyword: '示波器',
      count: 3,
      hidden: true,
      sensitive: false,
    });
    expect(await countOf('示波器')).toBeUndefined();
    // Still counted while hidden.
    await searchAs('示波器', freshIp());
    const again = await admin('POST', '/web/admin/hot_keywords/hide', staffToken, {
      keyword: '示波器',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ msg: string }>().msg).toBe('该搜索词已隐藏');

    await hotKeys(); // the console reads what is flushed (every 5 s)
    const list = await admin('GET', '/web/admin/hot_keywords?page=1&page_size=50', staffToken);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ data: PageOf<AdminHotKeyword> }>().data;
    expect(rows.data.find((r) => r.keyword === '示波器')).toMatchObject({ count: 4, hidden: true });
    expect(rows.data.find((r) => r.keyword === '万用表校准')).toMatchObject({ sensitive: true });
    expect(rows.paginate.total).toBe(rows.data.length);

    const unhide = await admin('POST', '/web/admin/hot_keywords/unhide', staffToken, {
      keyword: '示波器',
    });
    expect(unhide.statusCode, unhide.body).toBe(200);
    expect(await countOf('示波器')).toBe(4);
    const twice = await admin('POST', '/web/admin/hot_keywords/unhide', staffToken, {
      keyword: '示波器',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ msg: string }>().msg).toBe('该搜索词没有被隐藏');

    // (The sensitive word added above has its own row; this word's are these two.)
    const log = await admin('GET', '/web/admin/audit_log?page=1&target=示波器', staffToken);
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json<{ data: PageOf<StaffAuditEntry> }>().data;
    expect(entries.paginate.total).toBe(2);
    expect(entries.data.map((e) => [e.action, e.target, e.actor?.nickname])).toEqual([
      [STAFF_ACTION.hotKeywordUnhide, '示波器', '热搜管理员'],
      [STAFF_ACTION.hotKeywordHide, '示波器', '热搜管理员'],
    ]);
    expect(entries.data[0]).toMatchObject({ before: { hidden: true }, after: { hidden: false } });
    expect(entries.data[0]?.ip).not.toBe('');
    // The console filters the log by action and by target prefix.
    const hides = await admin(
      'GET',
      `/web/admin/audit_log?action=${STAFF_ACTION.hotKeywordHide}&target=示波`,
      staffToken,
    );
    expect(hides.json<{ data: PageOf<StaffAuditEntry> }>().data.data.map((e) => e.action)).toEqual([
      STAFF_ACTION.hotKeywordHide,
    ]);
    const bad = await admin('GET', '/web/admin/audit_log?action=nope', staffToken);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('操作类型不正确');
  });

  it('a word can be hidden before anyone searched it; a blank word is refused in Chinese', async () => {
    const res = await admin('POST', '/web/admin/hot_keywords/hide', staffToken, {
      keyword: 'ＮＥＷＷＯＲＤ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminHotKeyword }>().data).toMatchObject({
      keyword: 'newword',
      count: 0,
      hidden: true,
    });
    const blank = await admin('POST', '/web/admin/hot_keywords/hide', staffToken, {
      keyword: '   ',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.body).toContain('请输入搜索词');
  });

  it('visitors get 401 and members 403 on every admin contract; nothing is written', async () => {
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/web/admin/hot_keywords'],
      ['POST', '/web/admin/hot_keywords/hide', { keyword: '热风枪' }],
      ['POST', '/web/admin/hot_keywords/unhide', { keyword: '热风枪' }],
      ['GET', '/web/admin/audit_log'],
    ];
    const before = await admin('GET', '/web/admin/audit_log', staffToken);
    for (const [method, url, body] of calls) {
      expect((await admin(method, url, undefined, body)).statusCode).toBe(401);
      const member = await admin(method, url, memberToken, body);
      expect(member.statusCode).toBe(403);
      expect(member.json<{ msg: string }>().msg).toBe('只有管理人员可以进行此操作');
    }
    const after = await admin('GET', '/web/admin/audit_log', staffToken);
    expect(after.json<{ data: PageOf<unknown> }>().data.paginate.total).toBe(
      before.json<{ data: PageOf<unknown> }>().data.paginate.total,
    );
  });

  it('GET /web/user/info tells the client the role', async () => {
    const info = async (token: string) =>
      (await admin('GET', '/web/user/info', token)).json<{ data: { role: string } }>().data.role;
    expect(await info(staffToken)).toBe('moderator');
    expect(await info(memberToken)).toBe('user');
  });
});

describe('expiry (housekeeping)', () => {
  it(`searches older than ${HOT_KEY_RULES.windowDays} days stop counting; an empty word is dropped`, async () => {
    const old = new Date(Date.now() - (HOT_KEY_RULES.windowDays + 1) * 86_400_000);
    await t.db.insert(searchKeywordSearchers).values([
      { keyword: '旧词', searcher: 'u:9001', searchTime: old },
      { keyword: '旧词', searcher: 'u:9002', searchTime: old },
      { keyword: '旧词', searcher: 'u:9003', searchTime: new Date() },
    ]);
    await t.db.insert(searchKeywords).values({ keyword: '旧词', count: 3 });
    expect(await expireKeywordSearches(t.db, Date.now())).toEqual({ searches: 2 });
    const [row] = await t.db
      .select()
      .from(searchKeywords)
      .where(sql`keyword = '旧词'`);
    expect(row?.count).toBe(1);
    await t.db.update(searchKeywordSearchers).set({ searchTime: old });
    await expireKeywordSearches(t.db, Date.now());
    expect(
      await t.db
        .select()
        .from(searchKeywords)
        .where(sql`keyword = '旧词'`),
    ).toEqual([]);
    // A hidden word stays hidden even with nobody behind it.
    expect(
      await t.db
        .select()
        .from(searchKeywords)
        .where(sql`keyword = 'newword'`),
    ).toHaveLength(1);
  });
});
