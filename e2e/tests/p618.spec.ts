import { expect, test } from './helpers/test';

/*
 * The 618 campaign and an activity's rules page on a phone (docs/p618.md,
 * docs/activities.md "Rules page"): the demo's running campaign counts down to its end and
 * shows real activities; a general activity's card leads to its standalone rules page.
 * Nothing is wider than the 375 px screen.
 */
test.use({ viewport: { width: 375, height: 800 } });

const noSideScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

test('a visitor on a phone goes from the 618 page to an activity’s rules', async ({ page }) => {
  await page.goto('/app/index/p618');
  await expect(page).toHaveURL(/\/app\/new-version\/p618$/);
  await expect(page.getByRole('heading', { name: '618 年中创客节' })).toBeVisible();
  await expect(page.getByTestId('p618-countdown')).toContainText('距活动结束');
  await expect(page.getByTestId('p618-products').getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(noSideScroll)).toBe(true);

  const item = page.getByTestId('activity-card').filter({ hasText: 'DIY 作品秀' });
  await expect(item).toHaveAttribute('href', /\/app\/rules\/\d+$/);
  await item.click();
  await expect(page.getByRole('heading', { name: 'DIY 作品秀' })).toBeVisible();
  await expect(page.getByTestId('rules-status')).toHaveText('作品上传中');
  await expect(page.getByTestId('rules-stages')).toContainText('作品征集（进行中）');
  await expect(page.getByTestId('rules-join')).toContainText('#DIY');
  await expect(page.getByTestId('rules-html')).toContainText('带上');
  expect(await page.evaluate(noSideScroll)).toBe(true);
  await page.getByTestId('rules-back').click();
  await expect(page).toHaveURL(/\/app\/new-version\/activity$/);
});
