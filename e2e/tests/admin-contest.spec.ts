import { expect, test, type Page } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { makePng } from './helpers/png';
import {
  apiPost,
  asMember,
  dataOf,
  freshPhone,
  smsLoginViaApi,
  type Session,
} from './helpers/session';

/*
 * A contest from the call to the award (docs/contest.md, docs/contest-console.md): a member
 * enrols and uploads a work with pictures on the PC pages, a moderator approves it in the
 * console, another member votes for it on the H5 wall at 375 px, and after the judges'
 * scores and the results a visitor reads the award page. Between the steps the admin moves
 * the stages the way staff would in the console (作品征集 closes, 投票 opens, 投票 ends), so
 * nothing waits on the clock.
 */
const NV = '/app/new-version';
const HOUR = 3_600_000;
const run = String(Date.now() % 1_000_000);
const title = `桌面装机大赛 ${run}`;
const workName = `白色海景房 ${run}`;
const people = memberBrowsers();
let admin: Session;
let moderator: Session;
let entrant: Session;
let voter: Session;
let activeId = 0;
let workId = 0;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.afterAll(() => people.closeAll());

const sec = (ms: number) => Math.floor(ms / 1000);
/** The three stages, each given as [from, to] hours from now. */
function stages(submission: [number, number], voting: [number, number], review: [number, number]) {
  const at = (h: number) => sec(Date.now() + h * HOUR);
  return [
    { code: 'submission', start_time: at(submission[0]), end_time: at(submission[1]) },
    { code: 'voting', start_time: at(voting[0]), end_time: at(voting[1]) },
    { code: 'final_review', start_time: at(review[0]), end_time: at(review[1]) },
  ];
}
const activityBody = (s: ReturnType<typeof stages>) => ({
  type: 'activity',
  kind: 'diy_computer',
  title,
  summary: '晒出你亲手装的电脑',
  rules: '<h2>参赛方式</h2><p>报名后上传一份装机作品。</p>',
  stages: s,
});

async function moveStages(request: Parameters<typeof asMember>[0], s: ReturnType<typeof stages>) {
  await asMember(request, admin).post(`/web/admin/activity/update/${activeId}`, activityBody(s));
}

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone('166'));
  moderator = await smsLoginViaApi(request, freshPhone('166'));
  entrant = await smsLoginViaApi(request, freshPhone('166'));
  voter = await smsLoginViaApi(request, freshPhone('166'));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  await apiPost(request, '/dev/staff_role', { user_id: moderator.id, role: 'moderator' });
  // The vote refuses accounts younger than a day (docs/contest.md "Fair voting").
  await apiPost(request, '/dev/user_age', { user_id: voter.id, days: 30 });
  const created = await asMember(request, admin).post<{ id: number }>(
    '/web/admin/activity/create',
    activityBody(stages([-1, 48], [48, 120], [120, 192])),
  );
  activeId = created.id;
  await asMember(request, admin).post(`/web/admin/activity/publish/${activeId}`, {});
});

async function upload(page: Page, field: string, name: string) {
  const item = page.locator('.ant-form-item').filter({ hasText: field });
  await item.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: makePng(480, 360),
  });
  // Done when the picture is listed as uploaded (its progress bar gone).
  await expect(item.locator('.ant-upload-list-item-done').first()).toBeVisible();
  await expect(item.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
}

test('a member enrols and uploads a work with pictures; it waits for review', async ({
  browser,
}) => {
  const page = await people.open(browser, entrant);
  await page.goto(`${NV}/diy-computer-activity/${activeId}/registry`);
  const form = page.getByTestId('contest-registry-form');
  await form.getByLabel('姓名').fill('李明');
  await form.getByLabel('手机号').fill('1381234');
  await form.getByLabel('邮箱').click();
  await expect(form).toContainText('手机号格式有误');
  await form.getByLabel('手机号').fill('13812345678');
  await form.getByLabel('邮箱').fill('liming@example.com');
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(page.locator('.ant-message')).toContainText('报名成功');

  await page.goto(`${NV}/diy-computer-activity/${activeId}/work-upload`);
  const upload_ = page.getByTestId('contest-upload-form');
  await upload_.getByLabel('作品名称').fill(workName);
  await upload_.getByLabel('一句话简介').fill('全白配色，360 水冷，背线全部藏好');
  await upload_.getByLabel('主机配置').fill('7800X3D + RTX 4070 Ti SUPER');
  await upload(page, '封面', 'cover.png');
  await upload(page, '作品图片', 'front.png');
  await upload_.getByLabel('作品介绍').fill('装机思路：安静、好看。\n\n走线花了一个下午。');
  await upload_.getByRole('button', { name: '提交作品' }).click();
  await expect(page.locator('.ant-message')).toContainText('作品已提交，等待审核');
  await expect(page.getByTestId('contest-review-state')).toContainText('未审核');
});

test('a moderator approves it in the console', async ({ browser, request }) => {
  const page = await people.open(browser, moderator);
  await page.goto(`/app/admin/contests/${activeId}`);
  const row = page.getByRole('row').filter({ hasText: workName });
  await row.getByRole('button', { name: `审核 ${workName}` }).click();
  const drawer = page.getByTestId('contest-review-drawer');
  await expect(drawer).toContainText('7800X3D');
  await drawer.getByTestId('contest-approve').click();
  await expect(page.locator('.ant-message')).toContainText('审核完成');
  const wall = await dataOf<{ data: { id: number; name: string }[] }>(
    await request.get(`/web/active/opu_list?active_id=${activeId}`),
  );
  workId = wall.data.find((w) => w.name === workName)?.id ?? 0;
  expect(workId).toBeGreaterThan(0);
});

test('another member votes for it on the H5 wall at 375 px', async ({ browser, request }) => {
  await moveStages(request, stages([-72, -2], [-1, 72], [72, 144]));
  const page = await people.open(browser, voter, { viewport: { width: 375, height: 812 } });
  await page.goto(`${NV}/h5/diy-computer-activity/${activeId}/work`);
  const card = page.getByTestId('contest-work-card').filter({ hasText: workName });
  await expect(card.getByTestId('contest-vote-count')).toHaveText('0');
  await card.getByTestId('contest-vote-button').click();
  await expect(page.locator('.ant-message')).toContainText('投票成功');
  await expect(card.getByTestId('contest-vote-count')).toHaveText('1');
  await expect(card.getByTestId('contest-vote-button')).toHaveText('今日已投');
  await expect(card.getByTestId('contest-vote-button')).toBeDisabled();
});

test('after the judges and the results, a visitor reads the award page', async ({
  browser,
  request,
}) => {
  await moveStages(request, stages([-144, -120], [-119, -1], [-1, 72]));
  await asMember(request, moderator).post(`/web/admin/activity/work/score/${workId}`, {
    scores: { creativity: 9, craft: 8, config: 8, looks: 9, story: 7 },
    comment: '走线干净，主题统一',
  });
  await asMember(request, admin).post(`/web/admin/activity/results/${activeId}`, {});
  const page = await browser.newPage();
  await page.goto(`${NV}/diy-computer-activity/${activeId}/award`);
  const row = page.getByTestId('contest-award-row').filter({ hasText: workName });
  await expect(row).toContainText('一等奖');
  await expect(page.getByTestId('contest-scoring-rules')).toContainText('评委');
  await page.close();
});
