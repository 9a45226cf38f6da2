import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { makePng } from './helpers/png';
import { apiPost, asMember, dataOf, freshPhone, smsLoginViaApi } from './helpers/session';

/*
 * Wallpaper contests (docs/contest.md "Wallpaper and photo contests"): a member uploads a
 * wallpaper on a phone-width page — no registry form, it shows as 未审核 — and a visitor
 * opens the seeded voting contest and sees its wallpapers.
 */
const HOUR = 3_600_000;
const sec = (ms: number) => Math.floor(ms / 1000);
const people = memberBrowsers();
test.afterAll(() => people.closeAll());

test('a member uploads a wallpaper at 375 px; it waits for review', async ({
  browser,
  request,
}) => {
  const admin = await smsLoginViaApi(request, freshPhone('167'));
  const member = await smsLoginViaApi(request, freshPhone('167'));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  const at = (h: number) => sec(Date.now() + h * HOUR);
  const { id } = await asMember(request, admin).post<{ id: number }>('/web/admin/activity/create', {
    type: 'activity',
    kind: 'wallpaper',
    title: `壁纸大赛 ${Date.now() % 1_000_000}`,
    stages: [
      { code: 'submission', start_time: at(-1), end_time: at(48) },
      { code: 'voting', start_time: at(48), end_time: at(120) },
    ],
  });
  await asMember(request, admin).post(`/web/admin/activity/publish/${id}`, {});

  const page = await people.open(browser, member, { viewport: { width: 375, height: 812 } });
  await page.goto(`/app/wallPaper-upload/${id}`);
  const form = page.getByTestId('wallpaper-upload-form');
  await form.locator('input[type=file]').setInputFiles({
    name: 'wallpaper.png',
    mimeType: 'image/png',
    buffer: makePng(1920, 1080),
  });
  await expect(form.getByAltText('已上传的壁纸')).toBeVisible({ timeout: 15_000 });
  await form.getByLabel('作品名称').fill('硅晶日出');
  await form.getByLabel('一句话简介').fill('晶圆的反光像一轮日出');
  await form.getByRole('button', { name: '提交壁纸' }).click();
  await expect(page.getByTestId('contest-review-state')).toContainText('未审核');
  // No horizontal scroll on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(375);
});

test('a visitor opens the seeded wallpaper contest and sees its wallpapers', async ({
  page,
  request,
}) => {
  const list = await dataOf<{ data: { id: number; kind: string; status: number }[] }>(
    await request.get('/web/activity/v2/progress/list?page=1&page_size=50'),
  );
  const voting = list.data.find((a) => a.kind === 'wallpaper' && a.status === 3);
  expect(voting).toBeTruthy();
  await page.goto(`/app/wallPaper-index/${voting!.id}`);
  await expect(page.getByTestId('wallpaper-work-count')).toHaveText('6');
  await expect(page.getByTestId('wallpaper-main-button')).toHaveText('去投票');
  const wall = await dataOf<{ data: { id: number }[] }>(
    await request.get(`/web/active/opu_list?active_id=${voting!.id}`),
  );
  const file = await request.get(
    `/web/active/download?active_id=${voting!.id}&opu_id=${wall.data[0]!.id}`,
  );
  expect(file.headers()['content-type']).toBe('image/jpeg');
});
