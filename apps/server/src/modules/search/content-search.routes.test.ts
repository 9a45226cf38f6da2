import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MSG,
  USER_ROLE,
  type AdminArticle,
  type AdminResource,
  type Paginate,
  type SearchContent,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { articles, resourceFiles } from '../../db/schema';
import { indexUnindexedContent } from './content-index';

/*
 * Search over news, official articles, resources (issue 15; docs/content.md "Search") and
 * the project pool's projects (docs/project.md):
 * the posts' tokenizer and ranking, the readers' visibility rules, and the index kept by the
 * consoles as staff write, edit and withdraw.
 */

const clock = testClock(Date.UTC(2026, 10, 26, 4, 0, 0));
let t: TestApp;
let admin: ReturnType<typeof callAs>;
const cat = { news: 0, official: 0, resource: 0 };
const ids: Record<string, number> = {};

interface PageOf<T> {
  data: T[];
  paginate: Paginate;
}

async function ok<T>(res: Promise<{ statusCode: number; body: string }>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return (JSON.parse(r.body) as { data: T }).data;
}

/** A visitor's search of one content tab. */
const search = (type: string, keyword: string, page = 1) =>
  ok<PageOf<SearchContent>>(
    t.app.inject({
      method: 'GET',
      url: `/web/index/search/content?type=${type}&keyword=${encodeURIComponent(keyword)}&page=${page}`,
    }),
  );
const found = async (type: string, keyword: string) =>
  (await search(type, keyword)).data.map((r) => r.id);

function article(
  section: 'news' | 'official',
  title: string,
  content: string,
  extra: Record<string, unknown> = {},
) {
  return ok<AdminArticle>(
    admin('POST', '/web/admin/article/create', {
      section,
      category_id: cat[section],
      title,
      content,
      action: 'publish',
      ...extra,
    }),
  );
}

/** A resource written in the console; published when `publish` (a file row added first). */
async function resource(title: string, summary: string, publish: boolean) {
  const r = await ok<AdminResource>(
    admin('POST', '/web/admin/resource/create', {
      title,
      category_id: cat.resource,
      summary,
      content: '<p>引脚定义与电气特性</p>',
      version: 'v1.3',
    }),
  );
  if (publish) {
    // The upload path has its own tests (resource.routes.test.ts): a file row is enough here.
    await t.db.insert(resourceFiles).values({
      resourceId: r.id,
      name: `${title}.pdf`,
      type: 'pdf',
      size: 1024,
      sha256: 'f'.repeat(64),
      storageKey: 'ff/ffff',
    });
    await ok(admin('POST', `/web/admin/resource/status/${r.id}`, { status: 1 }));
  }
  return r.id;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  admin = callAs(t.app, await loginAs(t.db, await buildUser(t.db, { role: USER_ROLE.admin })));
  for (const section of ['news', 'official'] as const)
    cat[section] = (
      await ok<{ id: number }>(
        admin('POST', '/web/admin/article_category/create', { section, name: `${section}分类` }),
      )
    ).id;
  cat.resource = (
    await ok<{ id: number }>(
      admin('POST', '/web/admin/resource_category/create', { name: '数据手册' }),
    )
  ).id;

  ids.news = (
    await article('news', '乐鑫发布 ESP32-S3 新模组', '<p>新模组支持蓝牙低功耗与 Wi-Fi 6。</p>')
  ).id;
  ids.newsDraft = (
    await article('news', 'ESP32-S3 蓝牙草稿', '<p>蓝牙</p>', { action: 'draft' })
  ).id;
  ids.newsScheduled = (
    await article('news', 'ESP32-S3 蓝牙定时稿', '<p>蓝牙</p>', {
      action: 'schedule',
      publish_at: Math.floor(clock() / 1000) + 86_400,
    })
  ).id;
  ids.official = (
    await article('official', '芯客官方 ESP32-S3 焊接大赛', '<p>报名参加焊接比赛，赢取开发板。</p>')
  ).id;
  ids.resource = await resource('ESP32-S3 技术规格书', '乐鑫双核蓝牙芯片的完整规格', true);
  ids.resourceDraft = await resource('ESP32-S3 蓝牙参考设计', '草稿', false);
});
afterAll(() => t.close());

describe('GET /web/index/search/content', () => {
  it('finds a published news item by a Chinese word and by a part number, marked', async () => {
    expect(await found('news', '蓝牙')).toEqual([ids.news]);
    for (const q of ['ESP32-S3', 'esp32s3', 'ＥＳＰ３２－Ｓ３'])
      expect(await found('news', q), q).toEqual([ids.news]);
    const page = await search('news', 'ESP32-S3');
    expect(page.paginate).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    expect(page.data[0]).toMatchObject({
      type: 'news',
      category_id: cat.news,
      category_name: 'news分类',
      title: '乐鑫发布 ESP32-S3 新模组',
      publish_time: Math.floor(clock() / 1000),
      highlight: { title: '乐鑫发布 <em>ESP32-S3</em> 新模组' },
    });
    expect((await search('news', '蓝牙')).data[0]?.highlight.summary).toBe(
      '新模组支持<em>蓝牙</em>低功耗与 Wi-Fi 6。',
    );
  });

  it('finds an official article in its own tab only', async () => {
    expect(await found('official', '焊接')).toEqual([ids.official]);
    expect(await found('official', 'ESP32-S3')).toEqual([ids.official]);
    expect(await found('news', '焊接')).toEqual([]);
    const [hit] = (await search('official', '焊接')).data;
    expect(hit).toMatchObject({ type: 'official', category_id: cat.official });
  });

  it('finds a published resource by its title, summary and part number', async () => {
    expect(await found('resource', '规格书')).toEqual([ids.resource]);
    expect(await found('resource', '双核')).toEqual([ids.resource]);
    expect(await found('resource', 'esp32-s3')).toEqual([ids.resource]);
    const [hit] = (await search('resource', '双核')).data;
    expect(hit?.highlight.summary).toBe('乐鑫<em>双核</em>蓝牙芯片的完整规格');
    expect(hit).toMatchObject({ type: 'resource', category_name: '数据手册' });
  });

  it('never shows drafts, scheduled articles or draft resources', async () => {
    const news = await found('news', 'ESP32-S3 蓝牙');
    expect(news).not.toContain(ids.newsDraft);
    expect(news).not.toContain(ids.newsScheduled);
    expect(await found('resource', '参考设计')).toEqual([]);
  });

  it('follows staff edits: a new title is found, the old one no longer', async () => {
    const edited = await article('news', '树莓派 Pico 上手', '<p>RP2040 双核</p>');
    expect(await found('news', '树莓派')).toEqual([edited.id]);
    await ok(
      admin('POST', `/web/admin/article/update/${edited.id}`, {
        section: 'news',
        category_id: cat.news,
        title: '逻辑分析仪 DIY',
        content: '<p>用 RP2040 做逻辑分析仪</p>',
        action: 'publish',
      }),
    );
    expect(await found('news', '树莓派')).toEqual([]);
    expect(await found('news', '逻辑分析仪')).toEqual([edited.id]);

    const r = await resource('示波器探头手册', '探头补偿', true);
    expect(await found('resource', '示波器')).toEqual([r]);
    await ok(
      admin('POST', `/web/admin/resource/update/${r}`, {
        title: '万用表手册',
        category_id: cat.resource,
        summary: '量程与精度',
        content: '',
        version: 'v2',
      }),
    );
    expect(await found('resource', '示波器')).toEqual([]);
    expect(await found('resource', '万用表')).toEqual([r]);
  });

  it('follows staff withdrawing: unpublished articles and resources disappear', async () => {
    const a = await article('official', '电源设计公开课', '<p>开关电源</p>');
    expect(await found('official', '开关电源')).toEqual([a.id]);
    await ok(
      admin('POST', `/web/admin/article/update/${a.id}`, {
        section: 'official',
        category_id: cat.official,
        title: '电源设计公开课',
        content: '<p>开关电源</p>',
        action: 'unpublish',
      }),
    );
    expect(await found('official', '开关电源')).toEqual([]);

    const r = await resource('电烙铁温控固件', '焊台固件', true);
    expect(await found('resource', '焊台')).toEqual([r]);
    await ok(admin('POST', `/web/admin/resource/status/${r}`, { status: 0 }));
    expect(await found('resource', '焊台')).toEqual([]);
    await ok(admin('POST', `/web/admin/resource/delete/${r}`));
    expect(await found('resource', '焊台')).toEqual([]);
  });

  it('indexes rows written before the index existed (start-up backfill)', async () => {
    const a = await article('news', '热风枪拆焊技巧', '<p>风量与温度</p>');
    await t.db.update(articles).set({ searchVector: null }).where(eq(articles.id, a.id));
    expect(await found('news', '热风枪')).toEqual([]);
    expect(await indexUnindexedContent(t.db)).toEqual({ articles: 1, resources: 0 });
    expect(await found('news', '热风枪')).toEqual([a.id]);
    expect(await indexUnindexedContent(t.db)).toEqual({ articles: 0, resources: 0 });
  });

  it('finds a published project of the pool by its title and a BOM part, never a draft', async () => {
    const maker = callAs(
      t.app,
      await loginAs(
        t.db,
        await buildUser(t.db, { createTime: new Date(clock() - 365 * 86_400_000) }),
      ),
    );
    const project = (title: string, publish: 0 | 1) =>
      ok<{ id: number }>(
        maker('POST', '/web/project/create', {
          title,
          body: '<p>用温湿度传感器做一个放在书桌上的小屏幕。</p>',
          owner_label: 3,
          bom: [{ part_name: 'SHT40 温湿度传感器', quantity: 1, unit_price: 1200 }],
          publish,
        }),
      );
    const published = await project('桌面气象站', 1);
    const draft = await project('桌面气象站二代草稿', 0);
    const hits = await search('project', 'SHT40');
    expect(hits.data.map((r) => r.id)).toEqual([published.id]);
    expect(hits.data[0]).toMatchObject({ type: 'project', category_name: '项目池' });
    expect(hits.data[0]!.highlight.title).toBe('桌面气象站');
    expect(await found('project', '气象站')).not.toContain(draft.id);
  });

  it('answers an empty page for a blank keyword', async () => {
    const page = await search('news', '   ');
    expect(page.data).toEqual([]);
    expect(page.paginate).toMatchObject({ total: 0, last_page: 0 });
  });

  it('refuses a wrong or missing type and an overlong keyword in Chinese', async () => {
    for (const url of [
      '/web/index/search/content?type=posts&keyword=esp32',
      '/web/index/search/content?keyword=esp32',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json<{ msg: string }>().msg).toContain(MSG.searchTypeInvalid);
    }
    const long = await t.app.inject({
      method: 'GET',
      url: `/web/index/search/content?type=news&keyword=${encodeURIComponent('显'.repeat(101))}`,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json<{ msg: string }>().msg).toContain(MSG.searchKeywordTooLong);
  });
});
