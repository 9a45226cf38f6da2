import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { makePng } from './helpers/png';
import { apiPost, asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * The laboratory end to end (docs/creator.md): a member applies to be a creative master and
 * an admin approves it in the console (用户 › 创作达人申请); the creator publishes a spec in the research room; another member
 * uploads a design for it; the creator approves the design, and it appears on the spec page;
 * a moderator takes the spec down in the console (社区内容 › 研究室) and the site hides it.
 */
const PHONE_PREFIX = '176';
const LAB = '/app/new-version/research/laboratory';
const TITLE = `开源桌面电源 ${Date.now() % 100000}`;
let admin: Session;
let creator: Session;
let member: Session;
const people = memberBrowsers();

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  creator = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  // The creator applies the way members do; the admin approves in the console (below).
  await asMember(request, creator).post('/web/creative_master/apply', {
    intro: `做了五年开源电源模块 ${TITLE}`,
    works: ['https://github.com/xinke-demo/power'],
    contact: '微信 e2e_creator',
  });
});
test.afterAll(() => people.closeAll());
// Four people, the console and the research room in one story: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('a creator publishes a spec, a member uploads a design, the creator approves it', async ({
  browser,
}) => {
  const consolePage = await people.open(browser, admin);
  await consolePage.goto('/app/admin/creative-master');
  const application = consolePage.getByRole('row').filter({ hasText: TITLE });
  await application.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(application).toHaveCount(0);

  const creatorPage = await people.open(browser, creator);
  await creatorPage.goto(`${LAB}/create`);
  await creatorPage.getByPlaceholder('例如：ESP32-S3 桌面气象站').fill(TITLE);
  const editor = creatorPage.getByTestId('editor');
  await editor.click();
  await creatorPage.keyboard.type('一台 USB-C PD 供电的桌面可调电源，0–20 V / 5 A。');
  await creatorPage
    .getByTestId('research-room')
    .getByRole('button', { name: /^发\s*布$/ })
    .click();
  await expect(creatorPage.getByTestId('spec-detail')).toContainText(TITLE);
  await expect(creatorPage.getByTestId('spec-detail').getByTestId('creator-badge')).toBeVisible();
  const specId = Number(/laboratory\/(\d+)/.exec(creatorPage.url())?.[1]);
  expect(specId).toBeGreaterThan(0);

  const memberPage = await people.open(browser, member);
  await memberPage.goto(`${LAB}/${specId}`);
  await memberPage.getByRole('button', { name: '上传设计稿' }).click();
  await memberPage.getByTestId('images-input').setInputFiles({
    name: '外壳.png',
    mimeType: 'image/png',
    buffer: makePng(120, 80),
  });
  await expect(memberPage.getByRole('button', { name: '移除' })).toBeVisible();
  await memberPage.getByLabel('说明').fill('铝合金外壳，前面板放两个旋钮和一块 1.3 寸屏。');
  await memberPage.getByRole('button', { name: '提交设计稿' }).click();
  await expect(memberPage.getByTestId('spec-detail')).toBeVisible();
  await expect(memberPage.getByTestId('design-gallery').locator('img')).toHaveCount(0);

  await creatorPage.goto(`${LAB}/creator/design-review`);
  const entry = creatorPage.getByTestId('review-entry').filter({ hasText: TITLE });
  await expect(entry).toContainText('铝合金外壳');
  await entry.getByRole('button', { name: /通\s*过/ }).click();
  await expect(entry).toHaveCount(0);

  await memberPage.goto(`${LAB}/${specId}`);
  await expect(memberPage.getByTestId('design-gallery')).toContainText('铝合金外壳');
  await expect(memberPage.getByTestId('design-gallery').locator('img')).toHaveCount(1);

  // A moderator takes the spec down in the console: the site no longer shows it.
  await consolePage.goto('/app/admin/research');
  const specRow = consolePage.getByRole('row').filter({ hasText: TITLE });
  await specRow.getByRole('button', { name: /^下\s*架$/ }).click();
  const dialog = consolePage.getByRole('dialog', { name: /下架/ });
  await dialog.getByLabel('下架原因（会告诉作者）').fill('演示：违反研究室发布规范');
  await dialog.getByRole('button', { name: '确认下架' }).click();
  await expect(specRow).toContainText('已被管理员下架');
  await memberPage.reload();
  await expect(memberPage.getByTestId('spec-detail')).toHaveCount(0);
  await expect(memberPage.getByText('规格书不存在')).toBeVisible();
});
