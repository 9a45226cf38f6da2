import { expect, test, type Page } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * The project pool end to end (docs/project.md): a member creates a project on projectAdd
 * with two BOM rows and a firmware file and publishes it; the detail shows the BOM table with
 * its total and the file; a second member asks to join as 工程师; the owner approves and the
 * team shows both; the owner writes two weekly reports, and the second links back to the first.
 */
const PHONE_PREFIX = '182';
const TITLE = `桌面气象站 ${Date.now() % 100000}`;
const HEX = ':10010000214601360121470136007EFE09D2190140\n:00000001FF\n';
let owner: Session;
let joiner: Session;
const people = memberBrowsers();

/** Picks `name` in the antd select just opened. */
const pickOption = (page: Page, name: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator(`.ant-select-item-option[title="${name}"]`)
    .click();

test.beforeAll(async ({ request }) => {
  owner = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  joiner = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
});
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 150_000 });

test('a member publishes a project with a BOM and firmware; another joins; weekly reports link up', async ({
  browser,
}) => {
  const page = await people.open(browser, owner);
  await page.goto('/app/new-version/projectAdd');
  const form = page.getByTestId('project-form');
  await form.getByTestId('project-publish').click();
  await expect(form.getByText('请填写项目标题')).toBeVisible();

  await form.getByTestId('project-title').fill(TITLE);
  await form.getByLabel('我的职业标签').click();
  await pickOption(page, '项目经理');
  await form.getByTestId('editor').click();
  await page.keyboard.type('ESP32-S3 + SHT40 的桌面气象站，墨水屏显示温湿度和天气预报。');
  await form.getByTestId('bom-add').click();
  await form.getByLabel('物料 1 物料', { exact: true }).fill('ESP32-S3-WROOM-1');
  await form.getByLabel('物料 1 数量').fill('1');
  await form.getByLabel('物料 1 单价（元）').fill('23.5');
  await form.getByTestId('bom-add').click();
  await form.getByLabel('物料 2 物料', { exact: true }).fill('SHT40 温湿度传感器');
  await form.getByLabel('物料 2 数量').fill('2');
  await form.getByLabel('物料 2 单价（元）').fill('7.8');
  await expect(form.getByTestId('bom-editor-total')).toContainText('39.10');
  await form.getByTestId('project-file-input').setInputFiles({
    name: 'station-firmware.hex',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(HEX),
  });
  await expect(form.getByTestId('project-file-row')).toContainText('station-firmware.hex');
  await form.getByTestId('project-publish').click();

  const detail = page.getByTestId('project-detail');
  await expect(detail).toContainText(TITLE);
  await expect(page).toHaveURL(/\/app\/new-version\/projectDetail\/\d+$/);
  const projectUrl = page.url();
  await expect(page.getByTestId('bom-table')).toContainText('SHT40 温湿度传感器');
  await expect(page.getByTestId('bom-table')).toContainText('39.10');
  await expect(page.getByTestId('project-files-list')).toContainText('station-firmware.hex');

  const other = await people.open(browser, joiner);
  await other.goto(projectUrl);
  await other.getByRole('button', { name: '申请加入' }).click();
  await other.getByLabel('申请的职业标签').click();
  await pickOption(other, '工程师');
  await other.getByLabel('申请说明').fill('做过三年 ESP-IDF 固件，可以负责低功耗部分。');
  await other.getByRole('button', { name: '提交申请' }).click();
  await expect(other.getByTestId('join-state')).toContainText('待审核');

  await page.reload();
  const request = page.getByTestId('join-request');
  await expect(request).toContainText('低功耗');
  await request.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByTestId('join-request')).toHaveCount(0);
  const team = page.getByTestId('project-team');
  await expect(team).toContainText('项目经理');
  await expect(team).toContainText('工程师');

  const weeks = page.getByTestId('project-weeks');
  for (const title of ['第 1 周：原理图定稿', '第 2 周：打样回来了']) {
    await weeks.getByRole('button', { name: '写周报' }).click();
    await weeks.getByLabel('周报标题').fill(title);
    await weeks.getByTestId('editor').click();
    await page.keyboard.type(`${title}，进展顺利。`);
    await weeks.getByTestId('week-save').click();
    await expect(weeks.getByTestId('week-row').filter({ hasText: title })).toBeVisible();
  }
  await weeks.getByRole('link', { name: '第 2 周：打样回来了' }).click();
  await expect(page).toHaveURL(/\/research\/week\/\d+$/);
  await expect(page.getByRole('link', { name: '上一篇：第 1 周：原理图定稿' })).toBeVisible();
});
