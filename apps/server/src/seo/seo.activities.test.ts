import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_KIND,
  ACTIVITY_PUBLISH,
  ITEM_STATUS,
  ITEM_TYPE,
  VOTE_SELECT_TYPE,
  formatDateTime,
} from '@xinke/shared';
import type { TestApp } from '../../test/create-test-app';
import { buildItem, buildTag, buildUser } from '../../test/factories';
import {
  assertWellFormedXml,
  canonical,
  jsonLd,
  locs,
  metas,
  NV,
  readable,
  SITE,
  startCrawlerApp,
  titles,
  type CrawlerGet,
} from '../../test/seo-crawler';
import {
  activities,
  activityEnrolments,
  activityItemTags,
  activityStages,
  voteBallots,
  voteOptions,
  voteSubjects,
} from '../db/schema';

/**
 * The activity pages (docs/seo.md): the list, the rules page, the contest and festival
 * landings and the vote page, from a crawler's view (test/seo-crawler.ts). Drafts, unknown
 * ids and a kind under another kind's route are 404s and never exposed.
 */
let t: TestApp;
let get: CrawlerGet;
let close: () => Promise<void>;
const DAY = 86_400_000;
// Whole seconds: the API's unit, so stage times read back exactly.
const now = Math.floor(Date.now() / 1000) * 1000;
const ids = {} as Record<
  'diy' | 'wallpaper' | 'phone' | 'festival' | 'general' | 'draft' | 'ended',
  number
>;
let submissionEnd: Date;
let votingStart: Date;
let votingEnd: Date;

async function activity(values: Partial<typeof activities.$inferInsert>, createdBy: number) {
  const [row] = await t.db
    .insert(activities)
    .values({
      type: 'activity',
      kind: ACTIVITY_KIND.general,
      title: '活动',
      status: ACTIVITY_PUBLISH.published,
      createdBy,
      ...values,
    })
    .returning({ id: activities.id });
  return row!.id;
}

beforeAll(async () => {
  ({ t, get, close } = await startCrawlerApp());
  const staff = await buildUser(t.db, { role: 'admin' });
  const by = staff.id;
  ids.diy = await activity(
    {
      kind: ACTIVITY_KIND.diyComputer,
      title: '2026 春季装机大赛',
      summary: '晒出你的主机，赢取显卡',
      cover: '/uploads/diy-cover.png',
      rules: '<p>作品须为原创 &amp; 未公开发表</p><ul><li>每人限投一件</li></ul>',
    },
    by,
  );
  ids.wallpaper = await activity(
    { kind: ACTIVITY_KIND.wallpaper, title: '桌面壁纸大赛', summary: '1920×1080 原创壁纸' },
    by,
  );
  ids.phone = await activity(
    { kind: ACTIVITY_KIND.wallpaperPhone, title: '手机壁纸大赛', summary: '竖屏原创壁纸' },
    by,
  );
  ids.festival = await activity(
    { kind: ACTIVITY_KIND.festival, title: '中秋创客节', summary: '月饼与焊台' },
    by,
  );
  ids.general = await activity(
    { type: 'item', title: '晒出你的工作台', summary: '发帖参与', rules: '<p>带标签发帖</p>' },
    by,
  );
  ids.draft = await activity(
    {
      kind: ACTIVITY_KIND.diyComputer,
      title: '未发布的秘密大赛',
      status: ACTIVITY_PUBLISH.draft,
    },
    by,
  );
  ids.ended = await activity(
    {
      kind: ACTIVITY_KIND.wallpaper,
      title: '去年的壁纸大赛',
      resultsPublishedAt: new Date(now - DAY),
    },
    by,
  );
  submissionEnd = new Date(now + DAY);
  votingStart = new Date(now + 2 * DAY);
  votingEnd = new Date(now + 9 * DAY);
  await t.db.insert(activityStages).values([
    {
      activeId: ids.diy,
      code: 'submission',
      startTime: new Date(now - DAY),
      endTime: submissionEnd,
    },
    { activeId: ids.diy, code: 'voting', startTime: votingStart, endTime: votingEnd },
    {
      activeId: ids.wallpaper,
      code: 'voting',
      startTime: new Date(now - DAY),
      endTime: new Date(now + DAY),
    },
    {
      activeId: ids.draft,
      code: 'submission',
      startTime: new Date(now - DAY),
      endTime: new Date(now + DAY),
    },
  ]);
  const member = await buildUser(t.db);
  await t.db.insert(activityEnrolments).values({
    activeId: ids.diy,
    userId: member.id,
    userName: '张三',
    email: 'a@b.cn',
    phone: '1',
  });
  const tag = await buildTag(t.db, { name: '我的工作台' });
  await t.db.insert(activityItemTags).values({ activeId: ids.general, tagId: tag.id });
});
afterAll(() => close());

/** The head every public page carries: title, description, canonical, og:*. */
function expectHead(doc: string, title: string, description: string, path: string) {
  expect(titles(doc)).toEqual([`${title} - 芯客`]);
  expect(metas(doc, 'name', 'description')).toEqual([description]);
  expect(canonical(doc)).toBe(`${SITE}${path}`);
  expect(metas(doc, 'property', 'og:title')).toEqual([title]);
  expect(metas(doc, 'property', 'og:description')).toEqual([description]);
  expect(metas(doc, 'property', 'og:url')).toEqual([`${SITE}${path}`]);
  expect(metas(doc, 'name', 'robots')).toEqual([]);
}

async function expectNotFound(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(404);
  expect(titles(res.body)).toEqual(['页面不存在 - 芯客']);
  expect(res.body).not.toContain('未发布的秘密大赛');
}

const diyPath = (id: number) => `${NV}/diy-computer-activity/${id}/index`;
const secs = (d: Date) => formatDateTime(Math.floor(d.getTime() / 1000));

describe('the activity list', () => {
  it('published activities linked where their cards lead, with status and summary; no draft', async () => {
    const res = await get(`${NV}/activity`);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['活动 - 芯客']);
    expect(canonical(res.body)).toBe(`${SITE}${NV}/activity`);
    for (const [id, path, title] of [
      [ids.diy, diyPath(ids.diy), '2026 春季装机大赛'],
      [ids.wallpaper, `/app/wallPaper-index/${ids.wallpaper}`, '桌面壁纸大赛'],
      [ids.phone, `/app/wallPaper2-index/${ids.phone}`, '手机壁纸大赛'],
      [ids.festival, `/app/Festival/${ids.festival}`, '中秋创客节'],
      // A general activity has no page of its own: its rules page.
      [ids.general, `/app/rules/${ids.general}`, '晒出你的工作台'],
    ] as const) {
      expect(res.body, String(id)).toContain(`<a href="${path}">${title}</a>`);
    }
    const text = readable(res.body);
    for (const part of ['作品上传中', '投票中', '已结束', '未开始', '晒出你的主机，赢取显卡'])
      expect(text).toContain(part);
    expect(res.body).not.toContain('未发布的秘密大赛');
    const [page] = jsonLd(res.body);
    expect(page).toMatchObject({ '@type': 'CollectionPage', name: '活动' });
    // The list's own order: ongoing first (the one started latest first), ended last.
    const names = (page!.mainEntity as { itemListElement: { name: string }[] }).itemListElement.map(
      (e) => e.name,
    );
    expect(names.at(-1)).toBe('去年的壁纸大赛');
    expect(names.slice(0, 2).sort()).toEqual(['2026 春季装机大赛', '桌面壁纸大赛'].sort());
  });
});

describe('the rules page', () => {
  it('title, status, stages with dates, prizes and the rules as text', async () => {
    const path = `/app/rules/${ids.diy}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expectHead(res.body, '2026 春季装机大赛 - 活动规则', '晒出你的主机，赢取显卡', path);
    expect(metas(res.body, 'property', 'og:image')).toEqual([`${SITE}/uploads/diy-cover.png`]);
    expect(jsonLd(res.body)[0]).toMatchObject({
      '@type': 'Event',
      name: '2026 春季装机大赛',
      url: `${SITE}${path}`,
      endDate: votingEnd.toISOString(),
      subEvent: [
        { '@type': 'Event', name: '作品征集', endDate: submissionEnd.toISOString() },
        { '@type': 'Event', name: '投票', startDate: votingStart.toISOString() },
      ],
    });
    expect(res.body).toContain('<h1>2026 春季装机大赛</h1>');
    expect(res.body).toContain(`<a href="${diyPath(ids.diy)}">返回活动页</a>`);
    const text = readable(res.body);
    for (const part of [
      '状态：作品上传中',
      '1 人报名',
      `作品征集（进行中）：`,
      `${secs(votingStart)} ~ ${secs(votingEnd)}`,
      '一等奖（共 1 名）',
      '优秀奖（共 6 名）',
      '作品须为原创 & 未公开发表',
      '每人限投一件',
    ])
      expect(text).toContain(part);
  });

  it('an item activity says how to take part; a general one leads back to the list', async () => {
    const res = await get(`/app/rules/${ids.general}`);
    expect(res.status).toBe(200);
    const text = readable(res.body);
    expect(text).toContain('带上标签 #我的工作台');
    expect(text).toContain('带标签发帖');
    expect(text).toContain('时间待定');
    expect(text).not.toContain('活动奖品');
    expect(res.body).toContain(`<a href="${NV}/activity">查看全部活动</a>`);
  });

  it('a draft, an unknown or a malformed id is a 404', async () => {
    for (const id of [ids.draft, 999_999, 'abc']) await expectNotFound(`/app/rules/${id}`);
  });
});

describe('the landing pages', () => {
  it('the desktop-build contest: title, summary, cover, status, stages; its H5 twin', async () => {
    const path = diyPath(ids.diy);
    const res = await get(path);
    expect(res.status).toBe(200);
    expectHead(res.body, '2026 春季装机大赛', '晒出你的主机，赢取显卡', path);
    expect(metas(res.body, 'property', 'og:image')).toEqual([`${SITE}/uploads/diy-cover.png`]);
    expect(metas(res.body, 'name', 'mobile-agent')).toEqual([
      `format=html5;url=${SITE}${NV}/h5/diy-computer-activity/${ids.diy}/index`,
    ]);
    expect(jsonLd(res.body)[0]).toMatchObject({ '@type': 'Event', url: `${SITE}${path}` });
    const text = readable(res.body);
    for (const part of ['装机大赛', '状态：作品上传中', '作品征集（进行中）', secs(votingEnd)])
      expect(text).toContain(part);
    expect(res.body).toContain(`<a href="/app/rules/${ids.diy}">查看活动规则</a>`);
  });

  it('the wallpaper and festival pages; each wallpaper prefix under the right canonical', async () => {
    const desk = await get(`/app/wallPaper-index/${ids.wallpaper}`);
    expect(desk.status).toBe(200);
    expectHead(
      desk.body,
      '桌面壁纸大赛',
      '1920×1080 原创壁纸',
      `/app/wallPaper-index/${ids.wallpaper}`,
    );
    expect(readable(desk.body)).toContain('状态：投票中');
    expect(metas(desk.body, 'name', 'mobile-agent')).toEqual([]);

    // The SPA redirects the other wallpaper prefix to the right one: same page, its address.
    const phone = await get(`/app/wallPaper-index/${ids.phone}`);
    expect(phone.status).toBe(200);
    expect(canonical(phone.body)).toBe(`${SITE}/app/wallPaper2-index/${ids.phone}`);
    expect((await get(`/app/wallPaper2-index/${ids.phone}`)).status).toBe(200);

    const festival = await get(`/app/Festival/${ids.festival}`);
    expect(festival.status).toBe(200);
    expectHead(festival.body, '中秋创客节', '月饼与焊台', `/app/Festival/${ids.festival}`);
    expect(readable(festival.body)).toContain('状态：未开始');
  });

  it('a draft, an unknown id, or another kind under the route is a 404', async () => {
    for (const path of [
      diyPath(ids.draft),
      diyPath(999_999),
      diyPath(ids.wallpaper),
      diyPath(ids.festival),
      `/app/wallPaper-index/${ids.diy}`,
      `/app/wallPaper2-index/${ids.general}`,
      `/app/wallPaper-index/${ids.draft}`,
      `/app/Festival/${ids.wallpaper}`,
      `/app/Festival/${ids.draft}`,
      `/app/Festival/x1`,
    ])
      await expectNotFound(path);
  });
});

describe('the vote page', () => {
  async function votePost(expireTime: Date, overrides: Parameters<typeof buildItem>[1] = {}) {
    const post = await buildItem(t.db, { itemType: ITEM_TYPE.vote, ...overrides });
    const [board, lang] = await t.db
      .insert(voteSubjects)
      .values([
        { itemId: post.id, subject: '选哪块板子', expireTime, voterCount: 4, sort: 0 },
        {
          itemId: post.id,
          subject: '用什么语言',
          selectType: VOTE_SELECT_TYPE.multiple,
          expireTime,
          voterCount: 2,
          sort: 1,
        },
      ])
      .returning();
    const [esp, rp, c, rust] = await t.db
      .insert(voteOptions)
      .values([
        { subjectId: board!.id, text: 'ESP32', num: 3, sort: 0 },
        { subjectId: board!.id, text: 'RP2040', num: 1, sort: 1, description: '双核 M0+' },
        { subjectId: lang!.id, text: 'C', num: 2, sort: 0 },
        { subjectId: lang!.id, text: 'Rust', num: 1, sort: 1 },
      ])
      .returning({ id: voteOptions.id });
    // The ballots behind the counts (the counters are checked against them on close).
    const voters = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.db)));
    const ballot = (subjectId: number, voter: number, optionIds: number[]) => ({
      subjectId,
      userId: voters[voter]!.id,
      optionIds,
    });
    await t.db
      .insert(voteBallots)
      .values([
        ballot(board!.id, 0, [esp!.id]),
        ballot(board!.id, 1, [esp!.id]),
        ballot(board!.id, 2, [esp!.id]),
        ballot(board!.id, 3, [rp!.id]),
        ballot(lang!.id, 0, [c!.id, rust!.id]),
        ballot(lang!.id, 1, [c!.id]),
      ]);
    return post;
  }

  it('an ended vote: its title, subjects, options with their counts, the expiry', async () => {
    const ended = new Date(now - DAY);
    const post = await votePost(ended, { title: '开发板投票' });
    const path = `/app/vote/${post.id}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    const description = `投票已结束（${secs(ended)}）。选哪块板子：ESP32 / RP2040；用什么语言：C / Rust`;
    expectHead(res.body, '开发板投票 - 投票', description, path);
    expect(jsonLd(res.body)[0]).toMatchObject({ '@type': 'WebPage', name: '开发板投票' });
    const text = readable(res.body);
    for (const part of [
      '选哪块板子（单选 · 4 人参与）',
      'ESP32：3 票（75%）',
      'RP2040：1 票（25%）',
      '双核 M0+',
      '用什么语言（多选 · 2 人参与）',
      'Rust：1 票（50%）',
    ])
      expect(text).toContain(part);
    expect(res.body).toContain(`<a href="${NV}/postDetail/${post.id}">查看帖子和评论</a>`);
  });

  it('a running vote shows its options, never the counts (as the API hides them)', async () => {
    const ends = new Date(now + DAY);
    const post = await votePost(ends, { title: '进行中的投票' });
    const res = await get(`/app/vote/${post.id}`);
    expect(res.status).toBe(200);
    const text = readable(res.body);
    expect(text).toContain(`投票截止：${secs(ends)}`);
    expect(text).toContain('ESP32');
    expect(text).not.toMatch(/票（|人参与/);
  });

  it('a post that is not a published vote post is a 404', async () => {
    const general = await buildItem(t.db, { title: '普通帖子' });
    const held = await votePost(new Date(now + DAY), { itemStatus: ITEM_STATUS.reviewing });
    const empty = await buildItem(t.db, { itemType: ITEM_TYPE.vote, title: '没有题目的投票' });
    for (const id of [general.id, held.id, empty.id, 999_999, 0])
      await expectNotFound(`/app/vote/${id}`);
  });
});

describe('the activities sitemap', () => {
  it('each published activity: its landing page and its rules page; drafts never', async () => {
    const index = await get('/sitemap.xml');
    const files = locs(index.body).filter((f) => f.startsWith(`${SITE}/sitemaps/activities-`));
    expect(files.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const file of files) {
      expect(index.body).toContain(`<loc>${file}</loc><lastmod>`);
      const res = await get(file.slice(SITE.length));
      expect(res.status, file).toBe(200);
      assertWellFormedXml(res.body);
      const listed = locs(res.body);
      // Never more URLs in a file than the page size (3 in the crawler app).
      expect(listed.length).toBeLessThanOrEqual(3);
      expect(res.body.match(/<url>/g)?.length).toBe(res.body.match(/<lastmod>/g)?.length);
      urls.push(...listed);
    }
    for (const path of [
      diyPath(ids.diy),
      `/app/rules/${ids.diy}`,
      `/app/wallPaper-index/${ids.wallpaper}`,
      `/app/wallPaper2-index/${ids.phone}`,
      `/app/Festival/${ids.festival}`,
      `/app/rules/${ids.general}`,
    ])
      expect(urls).toContain(`${SITE}${path}`);
    expect(urls.filter((u) => u.includes(`/${ids.draft}`))).toEqual([]);
    // A general activity has no landing: its rules page only.
    expect(urls.filter((u) => u.endsWith(`/${ids.general}`))).toEqual([
      `${SITE}/app/rules/${ids.general}`,
    ]);
    // The list is a static page.
    expect(locs((await get('/sitemaps/pages-1.xml')).body)).toContain(`${SITE}${NV}/activity`);
  });
});

describe('robots.txt', () => {
  it('refuses the activity pages that need a member, not the public ones', async () => {
    const lines = (await get('/robots.txt')).body.split('\n');
    for (const path of [
      `${NV}/diy-computer-activity/*/work-upload`,
      `${NV}/diy-computer-activity/*/registry`,
      '/app/wallPaper-upload/',
      '/app/wallPaper2-vote/',
      '/app/photo-write',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    const refused = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const open of [`${NV}/activity`, '/app/rules/', '/app/vote/', '/app/wallPaper-index/'])
      expect(refused.some((r) => open.startsWith(r))).toBe(false);
  });
});
