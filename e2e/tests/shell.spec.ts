import { expect, test } from './helpers/test';

const FEATURED = '/app/new-version/featured';

test.describe('site shell', () => {
  test('/ lands on featured with tag=recommend (SPEC §2)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/new-version\/featured\?tag=recommend/);
    await expect(page.getByTestId('featured-page')).toBeVisible();
  });

  test('/ keeps the existing query when redirecting', async ({ page }) => {
    await page.goto('/?channelCode=weibo');
    await expect(page).toHaveURL(/tag=recommend/);
    await expect(page).toHaveURL(/channelCode=weibo/);
  });

  test('featured shows seeded posts and pages through them', async ({ page }) => {
    await page.goto(`${FEATURED}?tag=recommend`);
    const cards = page.getByTestId('item-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    // Seeded posts are real Chinese text, not placeholders.
    await expect(cards.first()).toContainText(/[\u4e00-\u9fa5]{4,}/);

    // All posts (no tag) have more than one page; page 2 shows other posts.
    await page.goto(FEATURED);
    await expect(cards.first()).toBeVisible();
    const firstTitle = await cards
      .first()
      .locator('h3, [data-testid="item-title"]')
      .first()
      .innerText();
    const pagination = page.getByTestId('pagination');
    await expect(pagination).toBeVisible();
    await pagination.getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).not.toContainText(firstTitle);
  });

  test('header and footer come from the server', async ({ page }) => {
    await page.goto(`${FEATURED}?tag=recommend`);
    await expect(page.getByTestId('site-header')).toBeVisible();
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('芯客');
    await expect(footer).toContainText(/ICP|备/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/app/new-version/this-page-does-not-exist');
    await expect(page).toHaveURL(/\/app\/new-version\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a disallowed research path shows the 404 page', async ({ page }) => {
    await page.goto('/app/new-version/research/not-allowed');
    await expect(page).toHaveURL(/\/app\/new-version\/404$/);
  });

  test('the research room is its own app: its home, its nav, its login rule', async ({ page }) => {
    await page.goto('/app/new-version/research');
    await expect(page.getByTestId('research-home')).toBeVisible();
    await expect(page).toHaveTitle(/研究室/);
    await page.getByRole('navigation', { name: '研究室' }).getByText('项目池').click();
    await expect(page).toHaveURL(/\/app\/new-version\/research\/projects$/);
    // Writing a spec needs a login: a visitor goes to featured, as on every auth route.
    await page.goto('/app/new-version/research/laboratory/create');
    await expect(page).toHaveURL(/\/app\/new-version\/featured\?tag=recommend/);
  });

  test('a visitor opening the user center goes to featured with tag=recommend', async ({
    page,
  }) => {
    await page.goto('/app/new-version/user-center');
    await expect(page).toHaveURL(/\/app\/new-version\/featured\?tag=recommend/);
  });

  test('old /app/index links redirect to the new version', async ({ page }) => {
    await page.goto('/app/index/p618');
    await expect(page).toHaveURL(/\/app\/new-version\/p618$/);
    // The older layout's menu (docs/feedback.md): v home, o official, n news.
    await page.goto('/app/index/v');
    await expect(page).toHaveURL(/\/app\/new-version\/home$/);
    await page.goto('/app/index/o');
    await expect(page).toHaveURL(/\/app\/new-version\/official\/0\/0$/);
    await expect(page.getByTestId('official-list')).toBeVisible();
    await page.goto('/app/index/n');
    await expect(page).toHaveURL(/\/app\/new-version\/daily-information$/);
    // Any other old index page: the new version, which opens on featured.
    await page.goto('/app/index/zzz');
    await expect(page).toHaveURL(/\/app\/new-version\/featured\?tag=recommend/);
  });

  test('paths containing research-room go to the research projects', async ({ page }) => {
    await page.goto('/app/research-room/12');
    await expect(page).toHaveURL(/\/app\/new-version\/research\/projects$/);
  });
});

test.describe('back to top', () => {
  test('appears after scrolling on a wide window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${FEATURED}?tag=recommend`);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await expect(page.getByTestId('back-to-top')).toBeVisible();
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
  });

  test('never appears on a narrow window', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${FEATURED}?tag=recommend`);
    await expect(page.getByTestId('item-card').first()).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  });
});

test.describe('screenshots', () => {
  for (const [name, width, height] of [
    ['featured-1280', 1280, 900],
    ['featured-375', 375, 812],
  ] as const) {
    test(`featured at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${FEATURED}?tag=recommend`);
      await expect(page.getByTestId('item-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Body wider than the viewport would mean a broken mobile layout.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: false });
    });
  }
});
