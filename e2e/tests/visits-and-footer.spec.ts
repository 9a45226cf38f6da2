import { expect, test } from '@playwright/test';

const FEATURED = '/app/new-version/featured?tag=recommend';

test('every navigation records a visit with path, source and channel (SPEC §7)', async ({
  page,
}) => {
  const visit = page.waitForRequest(
    (req) => req.url().includes('/web/common/page_view') && req.method() === 'POST',
  );
  await page.goto(`${FEATURED}&channelCode=bilibili`);
  const body = (await visit).postDataJSON() as Record<string, unknown>;
  expect(body.page_path).toContain('/app/new-version/featured');
  expect(body.page_source).toBe(1);
  expect(body.channel_code).toBe('bilibili');

  // The channel is remembered in a cookie for later visits without the query.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'channelCode')?.value).toBe('bilibili');
  const next = page.waitForRequest((req) => req.url().includes('/web/common/page_view'));
  await page.goto('/app/new-version/404');
  expect(((await next).postDataJSON() as Record<string, unknown>).channel_code).toBe('bilibili');
});

test('footer feedback opens the login dialog on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(FEATURED);
  await page.getByTestId('site-footer').getByText('意见反馈').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});

test('footer feedback goes to the login page on a narrow window', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(FEATURED);
  await page.getByTestId('site-footer').getByText('意见反馈').click();
  await expect(page).toHaveURL(/\/app\/new-version\/login/);
});

test('visitors see 登录/注册 and publishing opens the login dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(FEATURED);
  const header = page.getByTestId('site-header');
  await expect(header).toContainText('登录');
  await header.getByText('发布帖子').first().click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});
