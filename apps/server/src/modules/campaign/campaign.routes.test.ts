import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_STATUS,
  MSG,
  PRODUCT_STATUS,
  STAFF_ACTION,
  USER_ROLE,
  type ActiveItemPage,
  type ActivityCard,
  type ActivityLinks,
  type ActivityRules,
  type ActivityStageInput,
  type AdminActivity,
  type AdminP618,
  type P618,
} from '@xinke/shared';
import { auditsOf } from '../../../test/audit-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import {
  buildItem,
  buildTag,
  buildUser,
  callAs,
  loginAs,
  testClock,
} from '../../../test/factories';
import { lotteries, lotteryPrizes, products } from '../../db/schema';

/*
 * The rules page, item activities' posts, landing-page 相关活动 and the 618 campaign
 * (docs/activities.md, docs/products.md, docs/p618.md).
 */

const DAY = 86_400;
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
const now = () => Math.floor(clock() / 1000);
let t: TestApp;
let admin: ReturnType<typeof callAs>;
let member: ReturnType<typeof callAs>;
let moderator: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
const ids: Record<string, number> = {};

type Res = { statusCode: number; json: <U>() => U };
const msgOf = (r: Res) => r.json<{ msg: string }>().msg;
/** A refusal with its message; a 422 (schema) names the field first (`title: …`). */
function refused(r: Res, code: number, msg: string) {
  expect(r.statusCode, JSON.stringify(r.json())).toBe(code);
  expect(msgOf(r)).toMatch(new RegExp(`(^|: )${msg}$`));
}
async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return r.json<{ data: T }>().data;
}

const stage = (code: string, fromDays: number, toDays: number): ActivityStageInput => ({
  code,
  start_time: now() + Math.round(fromDays * DAY),
  end_time: now() + Math.round(toDays * DAY),
});

async function create(
  title: string,
  type: string,
  kind: string,
  stages: ActivityStageInput[],
  publish = true,
): Promise<number> {
  const a = await ok<AdminActivity>(
    admin('POST', '/web/admin/activity/create', {
      type,
      kind,
      title,
      rules: '<p>规则正文<script>alert(1)</script></p>',
      stages,
    }),
  );
  if (publish) await ok(admin('POST', `/web/admin/activity/publish/${a.id}`));
  return a.id;
}

async function product(name: string, slug: string | null, status: number): Promise<number> {
  const [row] = await t.db
    .insert(products)
    .values({ name, slug, cover: '/uploads/p.png', status })
    .returning({ id: products.id });
  return row!.id;
}

const audits = (action: string, target: string) => auditsOf(t.db, action, target);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  admin = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: USER_ROLE.admin })));
  member = callAs(t.app, await loginAs(t.db, await buildUser(t.db)));
  moderator = callAs(
    t.app,
    await loginAs(t.db, await buildUser(t.db, { role: USER_ROLE.moderator })),
  );
  visitor = callAs(t.app);
  ids.contest = await create('装机大赛', 'activity', 'diy_computer', [stage('submission', -1, 5)]);
  ids.lottery = await create('抽奖', 'lottery', 'general', []);
  await t.db.insert(lotteries).values({
    activeId: ids.lottery,
    lotteryType: 2,
    openTime: new Date((now() + DAY) * 1000),
    closeTime: new Date((now() + 2 * DAY) * 1000),
    drawTime: new Date((now() + 3 * DAY) * 1000),
  });
  await t.db.insert(lotteryPrizes).values([
    { activeId: ids.lottery, name: '开发板', count: 3, sort: 1 },
    { activeId: ids.lottery, name: '键盘', count: 1, sort: 0 },
  ]);
  ids.item = await create('晒出你的桌搭', 'item', 'general', [stage('submission', -3, 3)]);
  ids.itemNoStages = await create('没有阶段的帖子活动', 'item', 'general', []);
  ids.draft = await create('草稿活动', 'activity', 'general', [], false);
  ids.board = await product('开发板', 'devboard', PRODUCT_STATUS.onSale);
  ids.hidden = await product('草稿产品', 'hiddenp', PRODUCT_STATUS.draft);
});
afterAll(async () => t?.close());

describe('GET /web/active/rules', () => {
  it('shows stages, sanitized rules, the status and a lottery’s prizes in order', async () => {
    const r = await ok<ActivityRules>(visitor('GET', `/web/active/rules?active_id=${ids.lottery}`));
    expect(r.title).toBe('抽奖');
    expect(r.preview).toBe(false);
    expect(r.rules).not.toContain('<script');
    expect(r.prizes.map((p) => [p.name, p.count])).toEqual([
      ['键盘', 1],
      ['开发板', 3],
    ]);
  });

  it('gives a contest its award tiers and its derived status', async () => {
    const r = await ok<ActivityRules>(visitor('GET', `/web/active/rules?active_id=${ids.contest}`));
    expect(r.status).toBe(1);
    expect(r.stages.map((s) => s.section_name)).toEqual(['作品征集']);
    expect(r.prizes.map((p) => p.name)).toEqual(['一等奖', '二等奖', '三等奖', '优秀奖']);
  });

  it('hides a draft from visitors and members (404) and previews it for staff', async () => {
    for (const who of [visitor, member]) {
      const res = await who('GET', `/web/active/rules?active_id=${ids.draft}`);
      expect(res.statusCode).toBe(404);
      expect(msgOf(res)).toBe(MSG.activityNotFound);
    }
    for (const who of [moderator, admin]) {
      const r = await ok<ActivityRules>(who('GET', `/web/active/rules?active_id=${ids.draft}`));
      expect(r.preview).toBe(true);
    }
  });

  it('refuses a bad id with a message', async () => {
    refused(await visitor('GET', '/web/active/rules?active_id=abc'), 422, MSG.idInvalid);
    expect((await visitor('GET', '/web/active/rules?active_id=999999')).statusCode).toBe(404);
  });
});

describe('activity links (console) and GET /web/active/item', () => {
  it('takes published posts with the tag, created inside the window, newest first', async () => {
    const tag = await buildTag(t.db, { name: '桌搭' });
    const other = await buildTag(t.db);
    const inside = await buildItem(t.db, {
      tagList: [tag],
      createTime: new Date((now() - DAY) * 1000),
    });
    const newer = await buildItem(t.db, {
      tagList: [tag, other],
      createTime: new Date((now() - 60) * 1000),
    });
    await buildItem(t.db, { tagList: [tag], createTime: new Date((now() - 5 * DAY) * 1000) });
    await buildItem(t.db, { tagList: [other], createTime: new Date((now() - DAY) * 1000) });
    await buildItem(t.db, {
      tagList: [tag],
      itemStatus: ITEM_STATUS.reviewing,
      createTime: new Date((now() - DAY) * 1000),
    });

    const before = await ok<ActiveItemPage>(
      visitor('GET', `/web/active/item?active_id=${ids.item}`),
    );
    expect(before.tag).toBeNull();
    expect(before.data).toEqual([]);

    const saved = await ok<ActivityLinks>(
      admin('POST', `/web/admin/activity/links/${ids.item}`, {
        product_ids: [ids.board],
        item_tag_id: tag.id,
      }),
    );
    expect(saved).toEqual({ product_ids: [ids.board], item_tag_id: tag.id });
    expect(await audits(STAFF_ACTION.activityLinks, `activity:${ids.item}`)).toBe(1);

    const page = await ok<ActiveItemPage>(visitor('GET', `/web/active/item?active_id=${ids.item}`));
    expect(page.tag?.name).toBe('桌搭');
    expect(page.data.map((p) => p.id)).toEqual([newer.id, inside.id]);
    expect(page.paginate.total).toBe(2);
    const second = await ok<ActiveItemPage>(
      visitor('GET', `/web/active/item?active_id=${ids.item}&page=2&page_size=1`),
    );
    expect(second.data.map((p) => p.id)).toEqual([inside.id]);
  });

  it('is empty without stages, 404 for a draft, refused for a non-item activity', async () => {
    const none = await ok<ActiveItemPage>(
      visitor('GET', `/web/active/item?active_id=${ids.itemNoStages}`),
    );
    expect(none.window).toBeNull();
    expect((await visitor('GET', `/web/active/item?active_id=${ids.draft}`)).statusCode).toBe(404);
    const res = await visitor('GET', `/web/active/item?active_id=${ids.contest}`);
    expect(res.statusCode).toBe(404);
    expect(msgOf(res)).toBe(MSG.activityNotItem);
    refused(
      await visitor('GET', `/web/active/item?active_id=${ids.item}&page_size=500`),
      422,
      '每页条数最多 50',
    );
  });

  it('checks the links: products exist, tags only on item activities, admins only', async () => {
    const url = `/web/admin/activity/links/${ids.contest}`;
    refused(await admin('POST', url, { product_ids: [999999] }), 400, MSG.activityProductInvalid);
    const tag = await buildTag(t.db);
    refused(await admin('POST', url, { item_tag_id: tag.id }), 400, MSG.activityTagOnlyItem);
    refused(
      await admin('POST', `/web/admin/activity/links/${ids.item}`, { item_tag_id: 999999 }),
      400,
      MSG.activityTagInvalid,
    );
    refused(
      await admin('POST', url, { product_ids: [ids.board, ids.board] }),
      422,
      MSG.activityProductInvalid,
    );
    const many = Array.from({ length: 11 }, (_, i) => i + 1);
    refused(await admin('POST', url, { product_ids: many }), 422, MSG.activityProductsTooMany);
    expect((await moderator('POST', url, { product_ids: [] })).statusCode).toBe(403);
    expect((await member('GET', url)).statusCode).toBe(403);
    expect((await visitor('POST', url, { product_ids: [] })).statusCode).toBe(401);
    expect(await audits(STAFF_ACTION.activityLinks, `activity:${ids.contest}`)).toBe(0);
  });
});

describe('GET /web/product/activities', () => {
  it('lists published activities linked to the product of the slug', async () => {
    await ok(admin('POST', `/web/admin/activity/links/${ids.draft}`, { product_ids: [ids.board] }));
    const cards = await ok<ActivityCard[]>(visitor('GET', '/web/product/activities?slug=devboard'));
    expect(cards.map((c) => c.id)).toEqual([ids.item]);
    expect(await ok<ActivityCard[]>(visitor('GET', '/web/product/activities?slug=nobody'))).toEqual(
      [],
    );
    refused(
      await visitor('GET', '/web/product/activities?slug=Bad-Slug'),
      422,
      MSG.productSlugInvalid,
    );
  });
});

describe('the 618 campaign', () => {
  it('is honestly empty before staff configure it', async () => {
    const p = await ok<P618>(visitor('GET', '/web/p618/info'));
    expect(p).toMatchObject({ configured: false, activities: [], products: [], start_time: null });
  });

  it('saves settings with an audit row and shows only public activities and products', async () => {
    const body = {
      title: '618 年中创客节',
      banner: '',
      start_time: now() - DAY,
      end_time: now() + 10 * DAY,
      active_ids: [ids.item, ids.draft, ids.contest],
      product_ids: [ids.hidden, ids.board],
    };
    const saved = await ok<AdminP618>(admin('POST', '/web/admin/p618/save', body));
    expect(saved.active_ids).toEqual([ids.item, ids.draft, ids.contest]);
    expect(await audits(STAFF_ACTION.p618Save, 'p618')).toBe(1);
    const p = await ok<P618>(visitor('GET', '/web/p618/info'));
    expect(p.configured).toBe(true);
    expect(p.title).toBe('618 年中创客节');
    expect(p.activities.map((a) => a.id)).toEqual([ids.item, ids.contest]);
    expect(p.products.map((x) => x.id)).toEqual([ids.board]);
    // A second save replaces the choice.
    await ok(admin('POST', '/web/admin/p618/save', { ...body, active_ids: [ids.contest] }));
    expect((await ok<AdminP618>(admin('GET', '/web/admin/p618'))).active_ids).toEqual([
      ids.contest,
    ]);
    expect(await audits(STAFF_ACTION.p618Save, 'p618')).toBe(2);
  });

  it('refuses bad input with messages and non-admins', async () => {
    const base = { title: '618', start_time: now(), end_time: now() + DAY };
    const cases: [object, number, string][] = [
      [{ ...base, title: ' ' }, 422, MSG.p618TitleRequired],
      [{ ...base, title: '长'.repeat(41) }, 422, MSG.p618TitleTooLong],
      [{ ...base, end_time: base.start_time }, 400, MSG.p618TimeOrder],
      [{ ...base, start_time: undefined }, 422, MSG.p618TimeInvalid],
      [{ ...base, active_ids: [999999] }, 400, MSG.p618ActivityInvalid],
      [{ ...base, product_ids: [999999] }, 400, MSG.p618ProductInvalid],
      [{ ...base, banner: 'https://evil.example/x.png' }, 422, MSG.siteImageInvalid],
    ];
    for (const [input, code, msg] of cases)
      refused(await admin('POST', '/web/admin/p618/save', input), code, msg);
    expect((await moderator('POST', '/web/admin/p618/save', base)).statusCode).toBe(403);
    expect((await member('GET', '/web/admin/p618')).statusCode).toBe(403);
    expect((await visitor('GET', '/web/admin/p618')).statusCode).toBe(401);
    expect(await audits(STAFF_ACTION.p618Save, 'p618')).toBe(2);
  });
});
