import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_SECTION,
  ARTICLE_STATUS,
  COMMENT_STATUS,
  COMMENT_TYPE,
  ITEM_STATUS,
  NOTICE_STATUS,
} from '@xinke/shared';
import type { TestApp } from '../../test/create-test-app';
import {
  buildBanner,
  buildCircle,
  buildComments,
  buildItem,
  buildUser,
  setItemStatus,
} from '../../test/factories';
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
  TEMPLATE,
  titles,
  type CrawlerGet,
} from '../../test/seo-crawler';
import { articleCategories, articles, comments, items, notices } from '../db/schema';
import { bumpItemCounters } from '../modules/detail/item-counters';

/** Crawler's view: test/seo-crawler.ts (real HTTP, no script run, read as text). */
let t: TestApp;
let get: CrawlerGet;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, get, close } = await startCrawlerApp());
});
afterAll(() => close());

describe('a post answers crawlers with its head and text', () => {
  it('title, description, canonical, Open Graph, JSON-LD and the readable text', async () => {
    const author = await buildUser(t.db, { nickname: '焊台老张' });
    const circle = await buildCircle(t.db, { name: 'ESP32 圈', description: '乐鑫芯片玩家' });
    const post = await buildItem(t.db, {
      author,
      circle,
      title: 'ESP32-C3 低功耗实测',
      summary: '深度睡眠电流实测与外围电路取舍',
      body: '<h2>测试环境</h2><p>使用 ESP32-C3 开发板，&lt;3.3V&gt; 供电。</p><ul><li>万用表</li><li>示波器</li></ul>',
      thumbCount: 0,
    });
    const commenter = await buildUser(t.db, { nickname: '示波器爱好者' });
    await t.db.insert(comments).values([
      {
        type: COMMENT_TYPE.post,
        typeId: post.id,
        userId: commenter.id,
        content: '深度睡眠能到 5 微安吗？',
        status: COMMENT_STATUS.visible,
      },
      {
        type: COMMENT_TYPE.post,
        typeId: post.id,
        userId: commenter.id,
        content: '这条在审核',
        status: 0,
      },
    ]);
    await bumpItemCounters(t.db, post.id, { comment: 1 });

    const res = await get(`${NV}/postDetail/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    const doc = res.body;
    expect(titles(doc)).toEqual(['ESP32-C3 低功耗实测 - 芯客']);
    expect(metas(doc, 'name', 'description')).toEqual(['深度睡眠电流实测与外围电路取舍']);
    expect(canonical(doc)).toBe(`${SITE}${NV}/postDetail/${post.id}`);
    expect(metas(doc, 'property', 'og:type')).toEqual(['article']);
    expect(metas(doc, 'property', 'og:title')).toEqual(['ESP32-C3 低功耗实测']);
    expect(metas(doc, 'property', 'og:url')).toEqual([`${SITE}${NV}/postDetail/${post.id}`]);
    expect(metas(doc, 'name', 'applicable-device')).toEqual(['pc,mobile']);
    expect(metas(doc, 'http-equiv', 'Cache-Control')).toEqual(['no-transform', 'no-siteapp']);
    expect(metas(doc, 'name', 'robots')).toEqual([]);

    const [posting] = jsonLd(doc);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: 'ESP32-C3 低功耗实测',
      url: `${SITE}${NV}/postDetail/${post.id}`,
      author: { '@type': 'Person', name: '焊台老张', url: `${SITE}${NV}/homepage/${author.id}` },
      commentCount: 1,
      isPartOf: { name: 'ESP32 圈', url: `${SITE}${NV}/topicDetail/${circle.id}` },
      comment: [{ '@type': 'Comment', text: '深度睡眠能到 5 微安吗？' }],
    });
    expect(posting?.text).toContain('使用 ESP32-C3 开发板，<3.3V> 供电。');
    expect(posting?.datePublished).toBe(post.createTime.toISOString());
    expect(posting?.interactionStatistic).toContainEqual({
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: 1,
    });

    const text = readable(doc);
    for (const part of [
      'ESP32-C3 低功耗实测',
      '测试环境',
      '<3.3V> 供电',
      '示波器',
      '焊台老张',
      'ESP32 圈',
      '深度睡眠能到 5 微安吗？',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('这条在审核');
    // A post is a detail page: its text is the shell's first screen, under the header and
    // laid out as the post's card, inside #root, where React's first render removes it.
    expect(doc).toContain('</header><div class="xk-seo xk-first xk-first-post"><article>');
    expect(doc).toMatch(/<h1>ESP32-C3 低功耗实测<\/h1>\s*<p class="xk-meta">/);
    expect(doc).toContain('<div class="xk-body"><p>');
    expect(doc).not.toContain('<!--xk-seo-text-->');
    expect(doc).not.toContain('<!--xk-first-screen-->');
    // The template's own title and description are replaced, not kept beside ours.
    expect(doc).not.toContain('芯客 - 硬件爱好者社区');
  });

  it('escapes whatever members wrote: no markup or script gets through', async () => {
    const evil = '</title><script>alert("t")</script><img src=x onerror=alert(1)>';
    const author = await buildUser(t.db, { nickname: '"><script>alert("n")</script>' });
    const post = await buildItem(t.db, {
      author,
      title: evil,
      summary: '" onload="alert(2)',
      body: '<p>a</p><script>alert("b")</script><p>&lt;/script&gt;&lt;script&gt;alert(3)&lt;/script&gt;</p>',
    });
    await t.db.insert(comments).values({
      type: COMMENT_TYPE.post,
      typeId: post.id,
      userId: author.id,
      content: '</script><script>alert("c")</script><!--',
      status: COMMENT_STATUS.visible,
    });
    await bumpItemCounters(t.db, post.id, { comment: 1 });
    const { status, body: doc } = await get(`${NV}/postDetail/${post.id}`);
    expect(status).toBe(200);
    // Only the template's two scripts and our one JSON-LD block.
    expect(doc.match(/<script/g)).toHaveLength(3);
    expect(doc.match(/<\/script>/g)).toHaveLength(3);
    // Attributes like onerror= can only come with a raw "<": as text they are harmless.
    expect(doc).not.toMatch(/<img|<!--/);
    expect(titles(doc)).toEqual([`${evil} - 芯客`]);
    expect(metas(doc, 'name', 'description')).toEqual(['" onload="alert(2)']);
    const [posting] = jsonLd(doc);
    expect(posting?.headline).toBe(evil);
    expect(posting?.comment).toEqual([
      expect.objectContaining({ text: '</script><script>alert("c")</script><!--' }),
    ]);
    expect(readable(doc)).toContain('</script><script>alert(3)</script>');
  });

  it('a held, rejected, draft, unknown or malformed post is a 404 with the not-found head', async () => {
    const held = await buildItem(t.db, { title: '审核中的帖子' });
    await setItemStatus(t.db, held.id, ITEM_STATUS.reviewing);
    const rejected = await buildItem(t.db, { title: '未通过的帖子' });
    await setItemStatus(t.db, rejected.id, ITEM_STATUS.rejected);
    const draft = await buildItem(t.db, { title: '草稿', itemStatus: ITEM_STATUS.draft });
    const paths = [
      `${NV}/postDetail/${held.id}`,
      `${NV}/postDetail/${rejected.id}`,
      `${NV}/postDetail/${draft.id}`,
      `${NV}/postDetail/99999999`,
      `${NV}/postDetail/abc`,
      `${NV}/postDetail/1e3`,
      `${NV}/topicDetail/99999`,
      `${NV}/homepage/99999`,
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(titles(res.body)).toEqual(['页面不存在 - 芯客']);
      expect(metas(res.body, 'name', 'robots')).toEqual(['noindex, follow']);
      expect(canonical(res.body)).toBeUndefined();
      expect(res.body).not.toMatch(/审核中的帖子|未通过的帖子|草稿/);
      // Still the SPA: a browser gets the app, which shows its own not-found page.
      expect(res.body).toContain('<script type="module" src="/app/assets/index-abc.js">');
    }
  });
});

describe('lists and people', () => {
  it('a circle: CollectionPage with its posts', async () => {
    const circle = await buildCircle(t.db, {
      name: '机械键盘',
      description: '轴体、客制化与 PCB 设计',
    });
    const post = await buildItem(t.db, { circle, title: '热插拔 PCB 打样记录' });
    const hidden = await buildItem(t.db, { circle, title: '审核中的键盘帖' });
    await setItemStatus(t.db, hidden.id, ITEM_STATUS.reviewing);
    const { status, body: doc } = await get(`${NV}/topicDetail/${circle.id}`);
    expect(status).toBe(200);
    expect(titles(doc)).toEqual(['机械键盘 - 芯客']);
    expect(metas(doc, 'name', 'description')).toEqual(['轴体、客制化与 PCB 设计']);
    expect(canonical(doc)).toBe(`${SITE}${NV}/topicDetail/${circle.id}`);
    const [page] = jsonLd(doc);
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      name: '机械键盘',
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: '热插拔 PCB 打样记录',
            url: `${SITE}${NV}/postDetail/${post.id}`,
          },
        ],
      },
    });
    expect(doc).toContain(`<a href="${NV}/postDetail/${post.id}">热插拔 PCB 打样记录</a>`);
    expect(doc).not.toContain('审核中的键盘帖');
  });

  it('a member homepage: ProfilePage with the Person and their posts; without posts, noindex', async () => {
    const member = await buildUser(t.db, { nickname: 'RISC-V 学徒', userSign: '从 CH32V003 开始' });
    const post = await buildItem(t.db, { author: member, title: 'CH32V003 点灯' });
    const { status, body: doc } = await get(`${NV}/homepage/${member.id}`);
    expect(status).toBe(200);
    expect(titles(doc)).toEqual(['RISC-V 学徒的主页 - 芯客']);
    expect(metas(doc, 'property', 'og:type')).toEqual(['profile']);
    const [profile] = jsonLd(doc);
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'RISC-V 学徒', description: '从 CH32V003 开始' },
      hasPart: { itemListElement: [{ url: `${SITE}${NV}/postDetail/${post.id}` }] },
    });
    expect(readable(doc)).toContain('CH32V003 点灯');
    expect(metas(doc, 'name', 'robots')).toEqual([]);

    const quiet = await buildUser(t.db, { nickname: '潜水员' });
    const thin = await get(`${NV}/homepage/${quiet.id}`);
    expect(thin.status).toBe(200);
    expect(metas(thin.body, 'name', 'robots')).toEqual(['noindex, follow']);

    const banned = await buildUser(t.db, {
      nickname: '被封禁的人',
      banUntil: new Date('9999-12-31'),
    });
    expect((await get(`${NV}/homepage/${banned.id}`)).status).toBe(404);
  });

  it('featured and home: WebSite with SearchAction, the list of posts', async () => {
    const pick = await buildItem(t.db, { title: '编辑精选：3D 打印机调平指南', isRecommend: 1 });
    const plain = await buildItem(t.db, { title: '普通帖：NAS 硬盘选择' });
    const featured = await get(`${NV}/featured?tag=recommend`);
    expect(featured.status).toBe(200);
    expect(canonical(featured.body)).toBe(`${SITE}${NV}/featured?tag=recommend`);
    const blocks = jsonLd(featured.body);
    expect(blocks[0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE}${NV}/search?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(blocks[1]).toMatchObject({ '@type': 'CollectionPage' });
    expect(featured.body).toContain(`<a href="${NV}/postDetail/${pick.id}">`);
    expect(featured.body).not.toContain('普通帖：NAS 硬盘选择');
    // No tag at all is the same page, under the same canonical address.
    expect(canonical((await get(`${NV}/featured`)).body)).toBe(
      `${SITE}${NV}/featured?tag=recommend`,
    );

    const home = await get(`${NV}/home`);
    expect(home.status).toBe(200);
    expect(readable(home.body)).toContain('普通帖：NAS 硬盘选择');
    // A list's text is no picture of the app's list: it goes after the shell, below the
    // fold, never painted before React replaces it.
    for (const doc of [featured.body, home.body]) {
      expect(doc).toContain('</div>\n      <div class="xk-seo" style="content-visibility:auto">');
      expect(doc).not.toContain('xk-first');
    }

    // Featured's first banner (the web's set, shown, in order) stands in the shell's first
    // screen, where the carousel draws it; home has no carousel there.
    await buildBanner(t.db, { groupKey: 'banner1', equipment: 'h5', sort: 0, title: '手机端' });
    await buildBanner(t.db, { groupKey: 'banner1', isShow: 0, sort: 0, title: '已隐藏' });
    await buildBanner(t.db, {
      groupKey: 'banner1',
      sort: 1,
      title: '2026 桌面装机大赛 <开启>',
      image: '/uploads/banners/desk-2026.jpg',
    });
    await buildBanner(t.db, { groupKey: 'banner1', sort: 2, title: '第二张' });
    for (const path of [`${NV}/featured?tag=recommend`, `${NV}/featured?tag=no-such-tag`]) {
      const doc = (await get(path)).body;
      expect(doc).toContain(
        '</header><div class="xk-first-banner">\n        <img src="/uploads/banners/desk-2026.jpg" alt="2026 桌面装机大赛 &lt;开启&gt;" fetchpriority="high" />\n      </div></div>',
      );
      expect(doc.match(/<img /g)).toHaveLength(1);
    }
    expect((await get(`${NV}/home`)).body).not.toContain('xk-first-banner');
    expect(home.body).toContain(`<a href="${NV}/postDetail/${plain.id}">`);
  });

  it('the circle directory and the notice page', async () => {
    await buildCircle(t.db, { name: 'PCB 设计', description: '嘉立创打样与布线' });
    const topic = await get(`${NV}/topic`);
    expect(topic.status).toBe(200);
    expect(readable(topic.body)).toContain('PCB 设计 — 嘉立创打样与布线');

    const past = new Date(Date.now() - 3600_000);
    await t.db.insert(notices).values([
      {
        title: '社区规范更新',
        content: '<p>禁止发布<b>广告</b>。</p>',
        status: NOTICE_STATUS.published,
        publishTime: past,
      },
      {
        title: '未发布的草稿公告',
        content: '<p>x</p>',
        status: NOTICE_STATUS.draft,
        publishTime: past,
      },
      {
        title: '定时公告',
        content: '<p>y</p>',
        status: NOTICE_STATUS.published,
        publishTime: new Date(Date.now() + 86400_000),
      },
    ]);
    const notice = await get(`${NV}/notice`);
    expect(notice.status).toBe(200);
    const text = readable(notice.body);
    expect(text).toContain('社区规范更新');
    expect(text).toContain('禁止发布广告。');
    expect(notice.body).not.toMatch(/未发布的草稿公告|定时公告/);
    expect(jsonLd(notice.body)[0]).toMatchObject({
      '@type': 'CollectionPage',
      hasPart: [{ '@type': 'Article', headline: '社区规范更新' }],
    });
  });

  it('a news item and an official article: NewsArticle / Article with the body; drafts 404', async () => {
    const author = await buildUser(t.db);
    const [news, official] = await t.db
      .insert(articleCategories)
      .values([
        { section: ARTICLE_SECTION.news, name: '芯片动态' },
        { section: ARTICLE_SECTION.official, name: '评测' },
      ])
      .returning({ id: articleCategories.id });
    const past = new Date(Date.now() - 3600_000);
    const [item, review, draft] = await t.db
      .insert(articles)
      .values([
        {
          section: ARTICLE_SECTION.news,
          categoryId: news!.id,
          title: '国产 RISC-V 芯片出货量创新高',
          summary: '多家厂商公布季度数据',
          cover: '/uploads/news/risc-v-2026q3.jpg',
          content: '<p>本季度<b>RISC-V</b> 芯片出货量同比翻倍。</p>',
          authorId: author.id,
          status: ARTICLE_STATUS.published,
          publishAt: past,
        },
        {
          section: ARTICLE_SECTION.official,
          categoryId: official!.id,
          title: 'ESP32-S3 开发板上手评测',
          content: '<h2>外观</h2><p>板载 USB-C 与双排针。</p>',
          authorId: author.id,
          status: ARTICLE_STATUS.published,
          publishAt: past,
        },
        {
          section: ARTICLE_SECTION.news,
          categoryId: news!.id,
          title: '还没发布的资讯草稿',
          content: '<p>x</p>',
          authorId: author.id,
          status: ARTICLE_STATUS.draft,
        },
      ])
      .returning({ id: articles.id });

    const newsPage = await get(`${NV}/n/details/${item!.id}`);
    expect(newsPage.status).toBe(200);
    expect(titles(newsPage.body)[0]).toContain('国产 RISC-V 芯片出货量创新高');
    expect(canonical(newsPage.body)).toBe(`${SITE}${NV}/n/details/${item!.id}`);
    expect(readable(newsPage.body)).toContain('本季度RISC-V 芯片出货量同比翻倍。');
    // The first screen, as the article card draws it: title, meta, cover, body.
    expect(newsPage.body).toMatch(
      /<\/header><div class="xk-seo xk-first xk-first-article"><article>\s*<h1>国产 RISC-V 芯片出货量创新高<\/h1>\s*<p class="xk-meta">[^<]*资讯 · 芯片动态[^<]*<\/p>\s*<img class="xk-cover" src="\/uploads\/news\/risc-v-2026q3.jpg" alt="" \/>\s*<div class="xk-body"><p>本季度/,
    );
    expect(jsonLd(newsPage.body)[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: '国产 RISC-V 芯片出货量创新高',
    });

    const reviewPage = await get(`${NV}/official/${official!.id}/${review!.id}`);
    expect(reviewPage.status).toBe(200);
    expect(readable(reviewPage.body)).toContain('板载 USB-C 与双排针。');
    expect(jsonLd(reviewPage.body)[0]).toMatchObject({ '@type': 'Article' });
    expect(reviewPage.body).toContain('<div class="xk-seo xk-first xk-first-article">');
    const list = await get(`${NV}/official/0/0`);
    expect(list.status).toBe(200);
    expect(readable(list.body)).toContain('ESP32-S3 开发板上手评测');
    expect(list.body).not.toContain('xk-first');

    // A draft, a news id asked as an official article, and an unknown type are not pages.
    expect((await get(`${NV}/n/details/${draft!.id}`)).status).toBe(404);
    expect((await get(`${NV}/official/${official!.id}/${item!.id}`)).status).toBe(404);
    expect((await get(`${NV}/official/999999/0`)).status).toBe(404);

    const sitemap = await get('/sitemaps/articles-1.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`${NV}/n/details/${item!.id}`);
    expect(sitemap.body).not.toContain(`${NV}/n/details/${draft!.id}<`);
  });

  it('a page without a server-rendered head is the plain SPA, as before', async () => {
    const res = await get(`${NV}/login`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });
});

describe('sitemaps and robots.txt', () => {
  it('the index lists paged sitemaps that cover every public item and nothing else', async () => {
    const writer = await buildUser(t.db, { nickname: '写手' });
    const published = [];
    for (let i = 0; i < 5; i += 1) published.push(await buildItem(t.db, { author: writer }));
    const held = await buildItem(t.db, { author: writer });
    await setItemStatus(t.db, held.id, ITEM_STATUS.reviewing);
    const draft = await buildItem(t.db, { author: writer, itemStatus: ITEM_STATUS.draft });
    const gone = await buildItem(t.db, { author: writer });
    await setItemStatus(t.db, gone.id, ITEM_STATUS.rejected);
    await t.db.delete(items).where(eq(items.id, gone.id));
    const silent = await buildUser(t.db, { nickname: '没发帖的人' });
    const circle = await buildCircle(t.db, { name: '示波器' });
    await buildComments(t.db, published[0]!, 1);

    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('public, max-age=0');
    assertWellFormedXml(index.body);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locs(index.body);
    expect(files[0]).toBe(`${SITE}/sitemaps/pages-1.xml`);
    expect(files.some((f) => f.startsWith(`${SITE}/sitemaps/posts-`))).toBe(true);
    // Post files carry the newest update time of their posts.
    expect(index.body).toMatch(/posts-\d+\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT/);

    const all: string[] = [];
    for (const file of files) {
      const res = await get(file.slice(SITE.length));
      expect(res.status, file).toBe(200);
      assertWellFormedXml(res.body);
      const urls = locs(res.body);
      // Three ids per file in this test (SITEMAP_PAGE_SIZE), never more URLs than that.
      if (!file.includes('/pages-')) expect(urls.length).toBeLessThanOrEqual(3);
      all.push(...urls);
    }
    for (const post of published) expect(all).toContain(`${SITE}${NV}/postDetail/${post.id}`);
    for (const hidden of [held, draft, gone])
      expect(all).not.toContain(`${SITE}${NV}/postDetail/${hidden.id}`);
    expect(all).toContain(`${SITE}${NV}/homepage/${writer.id}`);
    expect(all).not.toContain(`${SITE}${NV}/homepage/${silent.id}`);
    expect(all).toContain(`${SITE}${NV}/topicDetail/${circle.id}`);
    for (const path of ['/featured?tag=recommend', '/home', '/topic', '/notice'])
      expect(all).toContain(`${SITE}${NV}${path}`);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a sitemap file that does not exist is a 404', async () => {
    for (const path of [
      '/sitemaps/posts-99999.xml',
      '/sitemaps/nothing-1.xml',
      '/sitemaps/posts-0.xml',
      '/sitemaps/posts.xml',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('robots.txt allows the public pages, refuses the console, the API and private pages', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /app/',
      'Disallow: /app/admin',
      'Disallow: /web/',
      `Disallow: ${NV}/user-center`,
      `Disallow: ${NV}/publish`,
      `Sitemap: ${SITE}/sitemap.xml`,
    ])
      expect(lines).toContain(line);
    expect(lines.some((l) => l.startsWith('Disallow: ') && NV.startsWith(l.slice(10)))).toBe(false);
  });
});
