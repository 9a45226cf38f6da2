import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { memberBrowsers } from './helpers/members';
import { asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * The user center against the real server (issue 6 point 8): member A opens the user
 * center (home with the counts), follows B from B's homepage and finds B under 我的关注,
 * the home's 关注 count risen; B finds A under 我的粉丝 and follows back; B's 我的消息 counts
 * the new fan. 项目管理 lists the project pool's projects: the team of B's A was let into
 * and the one A is waiting for (参与的项目), A's published project and draft (发起的项目),
 * and the published ones, not the draft, among the newest (最新项目). Screenshots at 1280
 * and 375 px. The steps build on each other, so the file runs in order.
 */
test.describe.configure({ mode: 'serial' });

/** User-center tests' phones start with 152 (each spec file has its own prefix). */
const PHONE_PREFIX = '152';
const NV = '/app/new-version';
const UC = `${NV}/user-center`;
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');
const stamp = Date.now() % 10_000;
const NICK_A = `中心A${stamp}`;
const NICK_B = `中心B${stamp}`;
const POST_A = `A 的桌面机械臂帖子 ${stamp}`;
const POST_B = `B 的开源示波器帖子 ${stamp}`;
// Projects of the pool (docs/project.md): A's own, published and draft; two of B's.
const PROJECT_A = `A 的桌面机械臂 ${stamp}`;
const DRAFT_A = `A 的草稿键盘 ${stamp}`;
const PROJECT_B = `B 的开源示波器 ${stamp}`;
const WAITING_B = `B 的逻辑分析仪 ${stamp}`;

let a: Session;
let b: Session;
let pageA: Page;
let pageB: Page;
const members = memberBrowsers();

test.beforeAll(async ({ browser }) => {
  const request = await apiRequest.newContext({ baseURL });
  a = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  b = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const asA = asMember(request, a);
  const asB = asMember(request, b);
  await asA.post('/web/user/update', { nickname: NICK_A, user_sign: '爱折腾的硬件玩家' });
  await asB.post('/web/user/update', { nickname: NICK_B });
  const circles = await asB.get<{ data: Array<{ id: number }> }>('/web/circle/index');
  const tags = await asB.get<Array<{ id: number }>>('/web/forum/tag', { flag: 1 });
  const post = (title: string) => ({
    title,
    body: '<p>开源硬件，欢迎一起来做。</p>',
    item_type: 3,
    tag: [tags[0]?.id ?? 0],
    circle_id: circles.data[0]?.id ?? 0,
  });
  const mine = await asA.post<{ id: number; item_status: number }>('/web/item/post', post(POST_A));
  const theirs = await asB.post<{ id: number; item_status: number }>(
    '/web/item/post',
    post(POST_B),
  );
  expect([mine.item_status, theirs.item_status], 'published at once').toEqual([2, 2]);
  await asA.post('/web/common/comment', { type: 1, type_id: theirs.id, content: '求开源原理图！' });

  const project = (title: string, publish = 1) => ({
    title,
    body: '<p>开源硬件，欢迎一起来做。</p>',
    owner_label: 1,
    publish,
  });
  await asA.post('/web/project/create', project(PROJECT_A));
  await asA.post('/web/project/create', project(DRAFT_A, 0));
  const scope = await asB.post<{ id: number }>('/web/project/create', project(PROJECT_B));
  const analyser = await asB.post<{ id: number }>('/web/project/create', project(WAITING_B));
  // A asks to join both (as 工程师); B lets A into the oscilloscope's team only.
  await asA.post('/web/project/join', { project_id: scope.id, label: 3 });
  await asA.post('/web/project/join', { project_id: analyser.id, label: 3 });
  const { pending } = await asB.get<{ pending: Array<{ id: number }> }>(
    `/web/object/detail/${scope.id}`,
  );
  await asB.post('/web/project/join/audit', { id: pending[0]!.id, approve: 1 });
  await request.dispose();
  pageA = await members.open(browser, a);
  pageB = await members.open(browser, b);
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test.afterAll(async () => {
  await members.closeAll();
});

const count = (page: Page, key: string) => page.getByTestId(`count-${key}`);
const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心' });

test('the user center opens on home: profile, level, electricity, counts, recent activity', async () => {
  await pageA.setViewportSize({ width: 1280, height: 900 });
  await pageA.goto(UC);
  await expect(pageA).toHaveURL(`${UC}/home`);
  const profile = pageA.getByTestId('profile-summary');
  await expect(profile).toContainText(NICK_A);
  await expect(profile).toContainText('爱折腾的硬件玩家');
  await expect(profile.getByTestId('level-badge')).toContainText('Lv');
  await expect(profile.getByRole('button', { name: /每日签到|今日已签到/ })).toBeVisible();
  await expect(count(pageA, 'follow_count')).toHaveText('0');
  await expect(count(pageA, 'fan_count')).toHaveText('0');
  await expect(count(pageA, 'item_count')).toHaveText('1');
  // The comment and the post are A's latest actions.
  await expect(pageA.getByTestId('recent-activity')).toContainText(POST_B);
  await expect(menu(pageA)).toBeVisible();
  await pageA.screenshot({ path: join(SCREENSHOTS, 'user-center-home-1280.png'), fullPage: true });
  await pageA.setViewportSize({ width: 375, height: 812 });
  await pageA.screenshot({ path: join(SCREENSHOTS, 'user-center-home-375.png'), fullPage: true });
  await pageA.setViewportSize({ width: 1280, height: 900 });
});

test('A follows B; 我的关注 lists B and the home count rises', async () => {
  await pageA.goto(`${NV}/homepage/${b.id}`);
  const follow = pageA.getByTestId('homepage-header').getByTestId('follow-button');
  await follow.click();
  await expect(follow).toHaveText('已关注');

  await pageA.goto(`${UC}/home`);
  await expect(count(pageA, 'follow_count')).toHaveText('1');
  await menu(pageA).getByRole('link', { name: '我的关注' }).click();
  await expect(pageA).toHaveURL(`${UC}/follow`);
  const list = pageA.getByTestId('follow-list');
  await expect(list.getByRole('link', { name: NICK_B })).toBeVisible();
  await expect(list.getByTestId('follow-button')).toHaveText('已关注');
  await expect(pageA.getByTestId('people-total')).toHaveText('共 1 人');

  // The count links back to the list it counts.
  await menu(pageA).getByRole('link', { name: '个人中心' }).click();
  await pageA.getByRole('link', { name: '关注 1' }).click();
  await expect(pageA).toHaveURL(`${UC}/follow`);
});

test('B finds A under 我的粉丝 and follows back (互相关注)', async () => {
  await pageB.setViewportSize({ width: 1280, height: 900 });
  await pageB.goto(`${UC}/fans`);
  const list = pageB.getByTestId('fans-list');
  await expect(list.getByRole('link', { name: NICK_A })).toBeVisible();
  const back = list.getByTestId('follow-button');
  await expect(back).toHaveText(/^关\s*注$/);
  await back.click();
  await expect(back).toHaveText('互相关注');
  await pageB.screenshot({ path: join(SCREENSHOTS, 'user-center-fans-1280.png') });
  await pageB.setViewportSize({ width: 375, height: 812 });
  await pageB.screenshot({ path: join(SCREENSHOTS, 'user-center-fans-375.png') });
});

test('B’s 我的消息 counts the new fan and shows it among the newest messages', async () => {
  await pageB.setViewportSize({ width: 1280, height: 900 });
  await pageB.goto(`${UC}/message`);
  await expect(pageB.getByTestId('tile-follow')).toHaveText('1');
  await expect(pageB.getByTestId('tile-commentAndReply')).toHaveText('1');
  const latest = pageB.getByTestId('latest-messages');
  await expect(latest).toContainText(`${NICK_A}关注了你`);
  await expect(latest).toContainText('求开源原理图！');
  await pageB.screenshot({
    path: join(SCREENSHOTS, 'user-center-message-1280.png'),
    fullPage: true,
  });
  // Reading here marks nothing read: the message centre still has them as new.
  await pageB.getByTestId('tile-follow').click();
  await expect(pageB).toHaveURL(`${NV}/message/follow`);
  await expect(pageB.locator('[data-unread="true"]')).toHaveCount(1);
});

test('project-manage: the pool projects A is on, waits for, started and the newest', async () => {
  await pageA.setViewportSize({ width: 1280, height: 900 });
  await pageA.goto(`${UC}/project-manage`);
  await expect(pageA).toHaveURL(`${UC}/project-manage/involved-in-project`);
  const joined = pageA.getByTestId('joined-list').getByTestId('project-row');
  await expect(joined).toHaveCount(2);
  // The newest request first: the analyser A still waits for, then the team A is on.
  await expect(joined.nth(0)).toContainText(WAITING_B);
  await expect(joined.nth(0).getByTestId('project-status')).toHaveText('审核中');
  await expect(joined.nth(1)).toContainText(PROJECT_B);
  await expect(joined.nth(1).getByTestId('project-status')).toHaveText('已加入');
  await expect(joined.nth(1)).toContainText('我的身份：工程师');
  await expect(joined.nth(1)).toContainText('团队 2 人');
  await pageA.screenshot({
    path: join(SCREENSHOTS, 'user-center-projects-1280.png'),
    fullPage: true,
  });

  await pageA.getByRole('link', { name: '发起的项目' }).click();
  const mine = pageA.getByTestId('generated-list').getByTestId('project-row');
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toContainText(DRAFT_A);
  await expect(mine.nth(0).getByTestId('project-status')).toHaveText('草稿');
  await expect(mine.nth(1)).toContainText(PROJECT_A);
  await expect(mine.nth(1).getByTestId('project-status')).toHaveText('已发布');
  await pageA.screenshot({ path: join(SCREENSHOTS, 'user-center-generated-1280.png') });
  // 编辑 opens the pool's form on the draft.
  await mine
    .nth(0)
    .getByRole('link', { name: `编辑《${DRAFT_A}》` })
    .click();
  await expect(pageA).toHaveURL(/\/projectAdd\?id=\d+$/);
  await expect(pageA.getByTestId('project-title')).toHaveValue(DRAFT_A);
  await pageA.goBack();

  await pageA.getByRole('link', { name: '最新项目' }).click();
  const latest = pageA.getByTestId('latest-list').getByTestId('project-row');
  for (const title of [PROJECT_A, PROJECT_B, WAITING_B])
    await expect(latest.filter({ hasText: title })).toHaveCount(1);
  await expect(latest.filter({ hasText: DRAFT_A })).toHaveCount(0);
  await pageA.setViewportSize({ width: 375, height: 812 });
  await pageA.screenshot({
    path: join(SCREENSHOTS, 'user-center-projects-375.png'),
    fullPage: true,
  });

  // A row leads to the project's page; + 发起项目 to the pool's form.
  await pageA.setViewportSize({ width: 1280, height: 900 });
  await latest.filter({ hasText: PROJECT_B }).getByRole('link', { name: PROJECT_B }).click();
  await expect(pageA).toHaveURL(/\/projectDetail\/\d+$/);
  await expect(pageA.getByTestId('project-detail')).toContainText(PROJECT_B);
  await pageA.goto(`${UC}/project-manage/latest-project`);
  await pageA.getByRole('link', { name: '+ 发起项目' }).click();
  await expect(pageA).toHaveURL(`${NV}/projectAdd`);
  // Back in the user center for the next steps, which walk its menu.
  await pageA.goBack();
  await expect(pageA).toHaveURL(`${UC}/project-manage/latest-project`);
});

test('the other user-center pages open in the same frame, the menu marking each', async () => {
  await pageA.setViewportSize({ width: 1280, height: 900 });
  for (const [path, testId, label] of [
    ['level', 'level-page', '我的等级'],
    ['electricity', 'my-electricity-page', '我的电量'],
    ['setting', 'setting-page', '账号设置'],
    ['safety', 'safety-page', '账号安全'],
  ] as const) {
    await menu(pageA).getByRole('link', { name: label }).click();
    await expect(pageA.getByTestId(testId)).toBeVisible();
    await expect(menu(pageA).getByRole('link', { name: label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    if (path === 'level') {
      // The level badge is a real image (served under /app/).
      const badge = pageA.getByTestId('level-card').locator('img');
      await expect
        .poll(() => badge.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await pageA.screenshot({
        path: join(SCREENSHOTS, 'user-center-level-1280.png'),
        fullPage: true,
      });
    }
  }
  await pageA.setViewportSize({ width: 375, height: 812 });
  await menu(pageA).getByRole('link', { name: '我的等级' }).click();
  await expect(pageA.getByTestId('level-page')).toBeVisible();
  await pageA.screenshot({ path: join(SCREENSHOTS, 'user-center-level-375.png'), fullPage: true });
});

test('a visitor is sent away from the user center', async ({ page }) => {
  await page.goto(`${UC}/home`);
  await expect(page).toHaveURL(/\/featured\?tag=recommend/);
});
