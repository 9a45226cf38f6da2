import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as apiRequest, test, type Browser, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { builtPages, type BuiltPage } from './helpers/built-pages';
import { addSession, asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * Every built page of the route table at phone, tablet, small-laptop and desktop widths:
 * nothing scrolls sideways, and no name (marked `data-name`: nicknames, circle names) is
 * cut short — a name shows whole, or, when it is too long for its place, at least its
 * first few characters before the ellipsis — and no picture lacks its source. One
 * logged-in member (without an avatar) visits every page, so the member pages and the
 * avatar fallback are seen too.
 */
// The widths are independent walks (each its own browser context) and together the
// longest file of the suite (~4 min): in parallel mode both workers share them, each
// worker running beforeAll once for its own member.
test.describe.configure({ mode: 'parallel' });

const PHONE_PREFIX = '183';
const WIDTHS = [375, 768, 1024, 1280] as const;
/** A cut name must still show this many em (about five Chinese characters). */
const MIN_NAME_EM = 5;
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

let member: Session;
let pages: BuiltPage[] = [];

test.beforeAll(async () => {
  // A dozen API calls to find and make the demo's ids: on a loaded machine more than 30 s.
  test.setTimeout(90_000);
  const request = await apiRequest.newContext({ baseURL });
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const asMe = asMember(request, member);
  const feed = await asMe.get<{ data: Array<{ id: number; author: { id: number } }> }>(
    '/web/forum/list',
    { page: 1, limit: 1 },
  );
  const circles = await asMe.get<{ data: Array<{ id: number }> }>('/web/circle/index');
  const tags = await asMe.get<Array<{ id: number }>>('/web/forum/tag', { flag: 1 });
  const seeded = feed.data[0];
  const circle = circles.data[0]?.id ?? 0;
  const tag = tags[0]?.id ?? 0;
  expect(seeded && circle * tag, 'the seeded demo has posts, circles and tags').toBeTruthy();
  // The preview is of one's own post.
  const mine = await asMe.post<{ id: number }>('/web/item/post', {
    title: `手机上看看这篇帖子的排版 ${Date.now() % 100_000}`,
    body: '<p>三百七十五像素宽的屏幕上，名字、等级和摘要都要看得见。</p>',
    tag: [tag],
    circle_id: circle,
  });
  // Issue 15's sections: the first of each in the seeded demo.
  type Page1 = { data: Array<{ id: number; category_id?: number }> };
  const resource = (await asMe.get<Page1>('/web/resource/list')).data[0];
  const supplier = (await asMe.get<Page1>('/web/supplier/list')).data[0];
  const official = (await asMe.get<Page1>('/web/official/list/0')).data[0];
  const news = (await asMe.get<Page1>('/web/news/list/0')).data[0];
  expect(resource && supplier && official && news, 'the demo has every section').toBeTruthy();
  // Issue 16's activities: the seeded contest and a work on its wall, a lottery, an invitation.
  type Card = { id: number; type: string; kind: string };
  const cards = await asMe.get<{ data: Card[] }>('/web/activity/v2/progress/list', {
    page_size: 50,
  });
  const contest = cards.data.find((a) => a.kind === 'diy_computer');
  const wallpaper = cards.data.find((a) => a.kind === 'wallpaper');
  const lottery = cards.data.find((a) => a.type === 'lottery');
  const invite = cards.data.find((a) => a.type === 'invite');
  const festival = cards.data.find((a) => a.kind === 'festival');
  const work = contest
    ? (await asMe.get<Page1>('/web/active/opu_list', { active_id: contest.id })).data[0]
    : undefined;
  // A vote post (SPEC §9 item type -1) for the standalone /app/vote/:id.
  const votePost = (await asMe.get<Page1>('/web/forum/list', { item_type: -1, page_size: 1 }))
    .data[0];
  expect(
    contest && work && lottery && invite && festival && wallpaper && votePost,
    'the demo has every activity',
  ).toBeTruthy();
  // Issue 17's project pool: a published project of the walker's, with a BOM row.
  const project = await asMe.post<{ id: number }>('/web/project/create', {
    title: '手机上看看这个项目的物料表',
    body: '<p>三百七十五像素宽的屏幕上，物料表要能横向看全。</p>',
    owner_label: 3,
    bom: [{ part_name: 'ESP32-S3-WROOM-1-N8R2', quantity: 1, unit_price: 2350 }],
    publish: 1,
  });
  pages = await builtPages({
    'projectDetail.id': String(project.id),
    'resourceDetail.id': String(resource!.id),
    'supplierDetail.id': String(supplier!.id),
    'officialArticle.type': String(official!.category_id),
    'officialArticle.oId': String(official!.id),
    'newsDetail.id': String(news!.id),
    activityId: String(contest!.id),
    'contestWorkDetail.id': String(work!.id),
    'lottery.id': String(lottery!.id),
    'wallpaperIndex.id': String(wallpaper!.id),
    'wallpaperRule.id': String(wallpaper!.id),
    'wallpaperVote.id': String(wallpaper!.id),
    'wallpaperUpload.id': String(wallpaper!.id),
    // photo-edit/:id of a work that is not the walker's: the refusal screen.
    'photoWrite.id': String(work!.id),
    'draw.id': String(lottery!.id),
    'invite.id': String(invite!.id),
    'festival.id': String(festival!.id),
    'activityRules.id': String(contest!.id),
    'votePage.id': String(votePost!.id),
    'topicDetail.id': String(circle),
    'postDetail.id': String(seeded!.id),
    'homepage.id': String(seeded!.author.id),
    'preview.id': String(mine.id),
    'personalHomepage.tab': 'posts',
    'personalEdit.tab': 'info',
  }).then((built) =>
    // The search page with results (posts by default), not its empty start.
    built.map((p) =>
      p.page === 'search' ? { ...p, path: `${p.path}?keyword=${encodeURIComponent('树莓派')}` } : p,
    ),
  );
  await request.dispose();
});

/** What the title shows while a navigation has not rendered its page yet. */
const NOT_YET = 'navigating';
const BUSY = '.ant-skeleton, [aria-busy="true"], .ant-spin-spinning';

/**
 * In the page: follows `to` as the site's router does a link (history change), then
 * resolves once the page has rendered (the site sets its title again on every path
 * change, AppShell) and loaded (no skeleton, busy list or spinner left). Waiting in the
 * page keeps each visit to one round trip.
 */
async function followAndSettle([to, marker, busy]: [string | null, string, string]) {
  if (to) {
    document.title = marker;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }
  const deadline = Date.now() + 15_000;
  while (document.title === marker || document.querySelector(busy)) {
    if (Date.now() > deadline) throw new Error(`${location.pathname} did not finish loading`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/** Opens `path`: the app boots once per width (the first visit), then is navigated. */
async function visit(page: Page, path: string): Promise<void> {
  const first = page.url() === 'about:blank';
  if (first) await page.goto(path);
  await page.evaluate(followAndSettle, [first ? null : path, NOT_YET, BUSY] as [
    string | null,
    string,
    string,
  ]);
}

interface Findings {
  scrollWidth: number;
  innerWidth: number;
  cutNames: string[];
  /** Pictures without a source (a blank circle where an avatar should be). */
  emptyImages: number;
}

/** What overflows sideways, which visible names are cut below MIN_NAME_EM, empty imgs. */
function inspect(minEm: number): Findings {
  const cutNames: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-name]')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.scrollWidth <= el.clientWidth + 1) continue;
    const em = parseFloat(getComputedStyle(el).fontSize);
    if (el.clientWidth < minEm * em)
      cutNames.push(`${el.textContent?.trim()} (${el.clientWidth}px of ${el.scrollWidth}px)`);
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    cutNames,
    emptyImages: document.querySelectorAll('img:not([src]), img[src=""]').length,
  };
}

async function openAtWidth(browser: Browser, width: number) {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width, height: 900 },
  });
  await addSession(context, member);
  return { context, page: await context.newPage() };
}

for (const width of WIDTHS) {
  test(`every built page at ${width} px: no sideways scroll, no cut names`, async ({ browser }) => {
    // About 60 pages, each loaded and measured once.
    test.setTimeout(300_000);
    expect(pages.length, 'the route table has built pages').toBeGreaterThan(30);
    const { context, page } = await openAtWidth(browser, width);
    const problems: string[] = [];
    for (const { path } of pages) {
      await visit(page, path);
      const found = await page.evaluate(inspect, MIN_NAME_EM);
      if (found.scrollWidth > found.innerWidth)
        problems.push(`${path}: ${found.scrollWidth}px wide in a ${found.innerWidth}px window`);
      for (const name of found.cutNames) problems.push(`${path}: name cut to ${name}`);
      if (found.emptyImages > 0) problems.push(`${path}: ${found.emptyImages} img without a src`);
      if (found.scrollWidth > found.innerWidth || found.cutNames.length > 0) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({
          path: join(SCREENSHOTS, `responsive-problem-${width}-${path.replace(/\W+/g, '_')}.png`),
        });
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

test('screenshots of featured and a post at 375 and 1280 px', async ({ browser }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const post = pages.find((p) => p.page === 'postDetail')!.path;
  for (const width of [375, 1280]) {
    const { context, page } = await openAtWidth(browser, width);
    for (const [name, path] of [
      ['featured', '/app/new-version/featured'],
      ['post-detail', post],
    ] as const) {
      await visit(page, path);
      // The feed's first card and the post's author card each show a name.
      await expect(page.locator('main [data-name]').first()).toBeVisible();
      await page.screenshot({ path: join(SCREENSHOTS, `responsive-${name}-${width}.png`) });
    }
    await context.close();
  }
});
