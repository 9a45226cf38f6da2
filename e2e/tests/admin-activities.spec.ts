import { expect, test, type Locator, type Page } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * 活动运营 (issue 16, docs/activities.md): an admin creates an activity whose 作品征集 ended
 * yesterday and whose 投票 runs from yesterday to next month, publishes it and sees the
 * status the stage engine derives (投票中); a visitor finds the card on the activity list.
 */
const PHONE_PREFIX = '188';
let admin: Session;
const people = memberBrowsers();
const run = String(Date.now() % 1_000_000);

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
});
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 120_000 });

const DAY = 86_400_000;
/** A moment `days` from now as the pickers show it (China time, the browsers' zone). */
function pickerText(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + days * DAY));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** Types a stage's range into its antd RangePicker, as a person typing both ends. */
async function typeRange(page: Page, drawer: Locator, stage: string, from: string, to: string) {
  const inputs = [drawer.getByPlaceholder(`${stage}开始`), drawer.getByPlaceholder(`${stage}结束`)];
  await inputs[0]!.click();
  await inputs[0]!.fill(from);
  await page.keyboard.press('Enter');
  await inputs[1]!.click();
  await inputs[1]!.fill(to);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(
    0,
  );
  await expect(inputs[0]!).toHaveValue(from);
  await expect(inputs[1]!).toHaveValue(to);
}

test('an admin publishes an activity in its voting stage; a visitor sees it as 投票中', async ({
  browser,
}) => {
  const title = `国产 MCU 创意大赛 ${run}`;
  const page = await people.open(browser, admin);
  await page.goto('/app/admin/activities');
  const panel = page.getByTestId('admin-activities');
  await panel.getByRole('button', { name: '新建活动' }).click();
  // The open one: the panel also keeps the lottery drawer mounted, closed.
  const drawer = page.locator('.ant-drawer-open');
  await drawer.getByLabel('标题', { exact: true }).fill(title);
  await typeRange(page, drawer, '作品征集', pickerText(-3), pickerText(-1));
  await typeRange(page, drawer, '投票', pickerText(-1), pickerText(30));
  await drawer.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('活动已发布')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '撤回发布' })).toBeVisible();
  await drawer.locator('.ant-drawer-close').click();

  const row = panel.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('投票中');
  await expect(row).toContainText('普通活动');

  // A visitor (no session) on the site's activity list.
  const visitor = await browser.newPage();
  await visitor.goto('/app/new-version/activity');
  const card = visitor.getByTestId('activity-card').filter({ hasText: title });
  await expect(card.getByTestId('activity-status')).toHaveText('投票中');
  await card.click();
  const detail = visitor.getByTestId('activity-detail');
  await expect(detail).toContainText('作品征集');
  await expect(detail).toContainText('投票');
  await expect(visitor.getByTestId('activity-main-button')).toHaveText(/去\s*投\s*票/);
  await visitor.close();
});
