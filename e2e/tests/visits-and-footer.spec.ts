import { expect, test } from './helpers/test';

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

test('an in-app navigation records a visit with the new path, without reloading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const landing = page.waitForRequest((req) => req.url().includes('/web/common/page_view'));
  await page.goto(FEATURED);
  await landing;
  // A full reload would drop this marker.
  await page.evaluate(() => Object.assign(window, { xinkeSamePage: true }));

  const visit = page.waitForRequest(
    (req) =>
      req.url().includes('/web/common/page_view') &&
      (req.postDataJSON() as Record<string, unknown>).page_path === '/app/new-version/topic',
  );
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '话题' })
    .click();
  const body = (await visit).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(/\/app\/new-version\/topic$/);
  expect(body.page_source).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as Record<string, unknown>).xinkeSamePage),
  ).toBe(true);
});

test('hover cards: the header’s mini-program QR and the footer’s hover images', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(FEATURED);
  const qr = page.getByRole('img', { name: '芯客小程序二维码' });
  await expect(qr).toBeHidden();
  await page.getByTestId('site-header').getByRole('button', { name: '芯客小程序' }).hover();
  await expect(qr).toBeVisible();

  const footer = page.getByTestId('site-footer');
  const official = footer.getByRole('img', { name: '微信公众号' });
  await expect(official).toBeHidden();
  await footer.getByText('微信公众号').hover();
  await expect(official).toBeVisible();
});
