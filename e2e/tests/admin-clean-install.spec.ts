import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from './helpers/test';
import { makePng } from './helpers/png';
import { freshPhone } from './helpers/session';
import { ownServer, repoRoot } from './helpers/own-server';

/*
 * Issue 14 item 1 in the browser: a second server of our own, the production build on an
 * EMPTY data dir with SEED_DEMO=false (port 3323, beside the suite's seeded one). The
 * operator grants the first admin with `npm run xinke -- admin grant <phone>` before
 * starting it (the embedded database is one process's at a time), logs in, opens 管理后台,
 * creates a circle (with an uploaded icon) and a tag in the console, and a member then
 * publishes a post in that circle from the publish page. docs/admin-community.md.
 */
const clean = ownServer(3323, 'clean', {});
const { smsLogin, open } = clean;
const PHONE_PREFIX = '176';
const CIRCLE = '开源硬件';
const TAG = '开发板';

const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function pick(page: Page, label: string, name: string) {
  await page.getByLabel(label).click();
  await openDropdown(page).locator(`.ant-select-item-option[title="${name}"]`).click();
  await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);
}

const adminPhone = freshPhone(PHONE_PREFIX);
const memberPhone = freshPhone(PHONE_PREFIX);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  clean.reset();
  // The operator's command, exactly as the README gives it (`npm run xinke -- …`).
  const grant = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/xinke.ts', 'admin', 'grant', adminPhone],
    { cwd: repoRoot, env: clean.env, encoding: 'utf8' },
  );
  expect(grant.status, `${grant.stdout}${grant.stderr}`).toBe(0);
  expect(grant.stdout).toContain('改为「管理员」');
  await clean.start();
});

test.afterAll(() => clean.stop());

test('from nothing: the first admin creates a circle and a tag in the console, a member publishes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await open(browser, await smsLogin(adminPhone));

  await test.step('the admin opens 管理后台 from the avatar menu', async () => {
    await admin.goto('/app/new-version/featured?tag=recommend');
    await admin.getByTestId('header-user').hover();
    await admin.getByRole('link', { name: '管理后台' }).click();
    await expect(admin.getByTestId('admin-console')).toBeVisible();
    await admin.getByRole('link', { name: '圈子' }).click();
    await expect(admin).toHaveURL(/\/app\/admin\/circles$/);
    await expect(admin.getByTestId('admin-circles')).toContainText('还没有圈子');
  });

  await test.step('creates a circle: the form checks, the icon uploads', async () => {
    await admin.getByTestId('circle-new').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toContainText('请填写圈子名称');
    await expect(dialog).toContainText('请上传圈子图标');
    await dialog.getByLabel('圈子名称').fill(CIRCLE);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: makePng(96, 96),
    });
    await expect(dialog.getByRole('img', { name: '圈子图标' })).toHaveAttribute('src', /\.webp$/);
    await dialog.getByLabel('圈子简介').fill('开源硬件项目的设计、打样与交流');
    await dialog.getByLabel('圈子分类').fill('开发板');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(admin.getByText('圈子已创建')).toBeVisible();
    const row = admin.getByTestId('admin-circles').getByRole('row').filter({ hasText: CIRCLE });
    await expect(row).toContainText('开放');
  });

  await test.step('creates a tag', async () => {
    await admin.getByRole('link', { name: '标签' }).click();
    await admin.getByTestId('tag-new').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('标签名称').fill(TAG);
    await dialog.getByLabel('英文标识').fill('Dev Board');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toContainText('标签英文标识只能包含小写字母');
    await dialog.getByLabel('英文标识').fill('dev-board');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(admin.getByText('标签已创建')).toBeVisible();
    await expect(
      admin.getByTestId('admin-tags').getByRole('row').filter({ hasText: TAG }),
    ).toContainText('dev-board');
  });

  await test.step('a member publishes in the new circle with the new tag', async () => {
    const member = await open(browser, await smsLogin(memberPhone));
    await member.goto('/app/new-version/publish/post');
    await expect(member.getByTestId('publish-form')).toHaveAttribute('data-state', 'empty');
    const title = '从零开始的第一篇帖子';
    await member.getByTestId('title-input').fill(title);
    await pick(member, '圈子', CIRCLE);
    await pick(member, '标签', TAG);
    await member.getByTestId('editor').click();
    await member.keyboard.type('新社区的第一块开源开发板，欢迎交流。');
    await member.getByTestId('publish-submit').click();
    await expect(member).toHaveURL(/\/postDetail\/\d+$/);
    await expect(member.getByTestId('post-title')).toHaveText(title);
  });

  await test.step('the console counts the post in its circle and logged every action', async () => {
    await admin.getByRole('link', { name: '圈子' }).click();
    const row = admin.getByTestId('admin-circles').getByRole('row').filter({ hasText: CIRCLE });
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await admin.getByRole('link', { name: '操作日志' }).click();
    const log = admin.getByTestId('admin-audit-log');
    await expect(log).toContainText('新建圈子');
    await expect(log).toContainText('新建标签');
    await expect(log).toContainText('命令行设置角色');
  });
});
