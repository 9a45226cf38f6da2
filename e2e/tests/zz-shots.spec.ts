import { test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

const people = memberBrowsers();
let admin: Session;
test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone('199'));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
});
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 180_000 });

test('shots', async ({ browser }) => {
  const page = await people.open(browser, admin);
  for (const w of [1280, 375]) {
    await page.setViewportSize({ width: w, height: w === 375 ? 800 : 800 });
    await page.goto('/app/admin/news');
    await page.getByRole('row').nth(3).waitFor();
    await page.screenshot({ path: `artifacts/shots/admin-news-${w}.png` });
    await page.getByRole('button', { name: '编辑' }).first().click();
    await page.getByTestId('editor').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `artifacts/shots/admin-news-edit-${w}.png` });
    await page.goto('/app/new-version/search?keyword=RISC-V&tab=news');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `artifacts/shots/search-${w}.png` });
    await page.goto('/app/new-version/daily-information');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `artifacts/shots/daily-${w}.png`, fullPage: w === 375 });
    await page.goto('/app/new-version/home');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `artifacts/shots/home-${w}.png` });
  }
});
