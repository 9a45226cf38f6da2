import {
  expect,
  request as apiRequest,
  test,
  type Browser,
  type Locator,
  type Page,
} from './helpers/test';
import { baseURL } from '../playwright.config';
import { asMember, freshPhone, smsLoginViaApi } from './helpers/session';

/**
 * Search engines (docs/seo.md): a crawler that runs no script gets the post's title, body
 * text and JSON-LD in the HTML; a browser gets the SPA as before, with the server's text
 * gone once the app has rendered (nothing shown twice).
 */
const PHONE_PREFIX = '138';
const stamp = Date.now() % 100_000;
const TITLE = `树莓派 5 散热改造记录 ${stamp}`;
const BODY = `铜片加小风扇，满载温度下降明显，风扇噪音可以接受 ${stamp}。`;
let postId = 0;

test.beforeAll(async () => {
  const request = await apiRequest.newContext({ baseURL });
  const author = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const asAuthor = asMember(request, author);
  const circles = await asAuthor.get<{ data: Array<{ id: number }> }>('/web/circle/index');
  const tags = await asAuthor.get<Array<{ id: number }>>('/web/forum/tag', { flag: 1 });
  const post = await asAuthor.post<{ id: number; item_status: number }>('/web/item/post', {
    title: TITLE,
    body: `<p>${BODY}</p>`,
    tag: [tags[0]?.id ?? 0],
    circle_id: circles.data[0]?.id ?? 0,
  });
  expect(post.item_status, 'published at once (MODERATION=post)').toBe(2);
  postId = post.id;
  await request.dispose();
});

const detailUrl = () => `/app/new-version/postDetail/${postId}`;

test("a crawler's fetch of a post shows its title, text and JSON-LD", async ({ request }) => {
  const res = await request.get(detailUrl(), { headers: { 'user-agent': 'Baiduspider' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${TITLE} - 芯客</title>`);
  expect(html).toContain(`<p>${BODY}</p>`);
  expect(html).toContain('<meta name="applicable-device" content="pc,mobile" />');
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(ld)).toMatchObject({ '@type': 'DiscussionForumPosting', headline: TITLE });
  expect((await request.get('/app/new-version/postDetail/999999999')).status()).toBe(404);
});

test('a browser without script shows the text', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(detailUrl());
  await expect(plain).toHaveTitle(`${TITLE} - 芯客`);
  await expect(plain.locator('.xk-seo h1')).toHaveText(TITLE);
  await expect(plain.locator('.xk-seo')).toContainText(BODY);
  // A detail page's text is its first screen, not below the fold.
  await expect(plain.locator('.xk-seo .xk-body')).toBeInViewport();
  await noScript.close();
});

/**
 * Where `server` stands in the page without script, in the page's first paint with script
 * (the app's code and stylesheets still on their way: vite/paint-first.ts) and where `app`
 * stands once the app has rendered, at `width` px: the server's first screen is painted from
 * the HTML alone and laid out as the app's, so nothing jumps when React takes over.
 */
async function sameBoxWithAndWithoutScript(
  browser: Browser,
  url: string,
  width: number,
  server: (page: Page) => Locator,
  app: (page: Page) => Locator,
) {
  const boxes = [];
  const noScript = await browser.newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled: false,
  });
  const plain = await noScript.newPage();
  await plain.goto(url);
  await expect(server(plain)).toBeInViewport();
  boxes.push(['without script', await server(plain).boundingBox()] as const);
  await noScript.close();

  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  // Every file of the app is held back until the first screen has been measured.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app\/assets\//, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(server(page)).toBeInViewport();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  boxes.push(['first paint', await server(page).boundingBox()] as const);
  release();
  await expect(app(page)).toBeInViewport();
  await expect(page.locator('.xk-seo, .xk-first-banner')).toHaveCount(0);
  boxes.push(['the app', await app(page).boundingBox()] as const);
  await context.close();

  const reference = boxes[1]?.[1];
  for (const [state, box] of boxes)
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(
        Math.abs((box?.[key] ?? -99) - (reference?.[key] ?? 99)),
        `${url} at ${width} px, ${state}: ${key}`,
      ).toBeLessThanOrEqual(2);
}

test("a post's title stands where the app draws it, before and after the script", async ({
  browser,
}) => {
  for (const width of [375, 1280])
    await sameBoxWithAndWithoutScript(
      browser,
      detailUrl(),
      width,
      (page) => page.locator('.xk-seo h1'),
      (page) => page.getByTestId('post-title'),
    );
});

test("featured's first banner stands where the carousel draws it, before and after the script", async ({
  browser,
}) => {
  for (const width of [375, 800, 1280])
    await sameBoxWithAndWithoutScript(
      browser,
      '/app/new-version/featured?tag=recommend',
      width,
      (page) => page.locator('.xk-first-banner img'),
      (page) => page.locator('[aria-roledescription="carousel"] img').first(),
    );
});

test('with script the SPA renders the post as before and the server text is gone', async ({
  page,
}) => {
  await page.goto(detailUrl());
  await expect(page.getByTestId('post-title')).toHaveText(TITLE);
  await expect(page.locator('.xk-seo')).toHaveCount(0);
  // The body appears once: the app's, not also the server's copy.
  await expect(page.getByText(BODY)).toHaveCount(1);
  await expect(page.getByText(BODY)).toBeVisible();

  await page.goto('/app/new-version/featured?tag=recommend');
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  await expect(page.locator('.xk-seo')).toHaveCount(0);
});
