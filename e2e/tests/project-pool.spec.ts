import { expect, test, type Page } from './helpers/test';
import { chooseSelectOption } from './helpers/menu';
import { memberBrowsers } from './helpers/members';
import { freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * The project pool end to end (docs/project.md): a member creates a project with two BOM
 * rows and a firmware file and publishes it; the detail shows the BOM table with its total
 * and the file. A second member asks to join as 工程师, the owner approves, and the team
 * shows both with their labels. The owner writes two weekly reports; the report's page links
 * the other as 上一篇 / 下一篇.
 */
const PHONE_PREFIX = '168';
const RUN = Date.now() % 100000;
const TITLE = `桌面气象站 ${RUN}`;
// Intel HEX: an extended-address record and the end-of-file record (the server reads content).
const FIRMWARE = Buffer.from(':020000040800F2\n:00000001FF\n');
let owner: Session;
let joiner: Session;
const people = memberBrowsers();

test.beforeAll(async ({ request }) => {
  owner = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  joiner = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
});
test.afterAll(() => people.closeAll());

async function writeWeek(page: Page, title: string, body: string) {
  await page.getByRole('button', { name: '写周报' }).click();
  const editor = page.getByTestId('week-editor');
  await editor.getByLabel('周报标题').fill(title);
  await editor.getByTestId('editor').click();
  await page.keyboard.type(body);
  await editor.getByTestId('week-save').click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByTestId('week-row').filter({ hasText: title })).toBeVisible();
}

test('a member publishes a project, another joins as 工程师, the owner writes reports', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerPage = await people.open(browser, owner);
  await ownerPage.goto('/app/new-version/projectAdd');
  await ownerPage.getByTestId('project-title').fill(TITLE);
  await chooseSelectOption(
    ownerPage,
    ownerPage.getByTestId('owner-label').getByRole('combobox'),
    '项目经理',
  );
  await ownerPage.getByTestId('editor').click();
  await ownerPage.keyboard.type('ESP32-S3 读 BME280，墨水屏显示温湿度和气压。');

  await ownerPage.getByTestId('bom-add').click();
  await ownerPage.getByTestId('bom-add').click();
  await ownerPage.getByLabel('物料 1 物料').fill('ESP32-S3-WROOM-1');
  await ownerPage.getByLabel('物料 1 数量').fill('2');
  await ownerPage.getByLabel('物料 1 单价（元）').fill('23.5');
  await ownerPage.getByLabel('物料 1 供应商链接').fill('https://www.lcsc.com/');
  await ownerPage.getByLabel('物料 2 物料').fill('BME280');
  await ownerPage.getByLabel('物料 2 数量').fill('1');
  await ownerPage.getByLabel('物料 2 单价（元）').fill('12.8');
  await expect(ownerPage.getByTestId('bom-editor-total')).toHaveText('合计 ¥59.80');

  await ownerPage.getByTestId('project-file-input').setInputFiles({
    name: 'weather-station.hex',
    mimeType: 'application/octet-stream',
    buffer: FIRMWARE,
  });
  const fileRow = ownerPage.getByTestId('project-file-row');
  await expect(fileRow).toContainText('weather-station.hex');
  // The kind is guessed from the name; the owner could change it.
  await expect(fileRow.locator('.ant-select')).toContainText('固件');

  await ownerPage.getByTestId('project-publish').click();
  await expect(ownerPage).toHaveURL(/\/projectDetail\/\d+$/);
  const projectUrl = ownerPage.url();
  const detail = ownerPage.getByTestId('project-detail');
  await expect(detail).toContainText(TITLE);
  const bom = ownerPage.getByTestId('bom-table');
  await expect(bom.locator('tbody tr')).toHaveCount(2);
  await expect(bom).toContainText('ESP32-S3-WROOM-1');
  await expect(bom).toContainText('BME280');
  await expect(ownerPage.getByTestId('bom-total')).toHaveText('¥59.80');
  const files = ownerPage.getByTestId('project-files-list');
  await expect(files).toContainText('weather-station.hex');
  await expect(files).toContainText('固件');

  // A second member asks to join as 工程师 and sees the request pending.
  const joinerPage = await people.open(browser, joiner);
  await joinerPage.goto(projectUrl);
  await joinerPage.getByRole('button', { name: '申请加入' }).click();
  await chooseSelectOption(
    joinerPage,
    joinerPage.getByTestId('join-label').getByRole('combobox'),
    '工程师',
  );
  await joinerPage.getByLabel('申请说明').fill('做过三块 ESP32 板子，可以画 PCB。');
  await joinerPage.getByRole('button', { name: '提交申请' }).click();
  await expect(joinerPage.getByTestId('join-state')).toContainText('待审核');

  // The owner sees the request with its label and note, and approves it.
  await ownerPage.reload();
  const request = ownerPage.getByTestId('join-request');
  await expect(request).toContainText('工程师');
  await expect(request).toContainText('可以画 PCB');
  await request.getByRole('button', { name: '通过' }).click();
  await expect(ownerPage.getByTestId('join-request')).toHaveCount(0);
  const team = ownerPage.getByTestId('team-member');
  await expect(team).toHaveCount(2);
  await expect(team.filter({ hasText: '发起人' })).toContainText('项目经理');
  await expect(team.filter({ hasNotText: '发起人' })).toContainText('工程师');

  await joinerPage.reload();
  await expect(joinerPage.getByTestId('join-state')).toContainText('你是这个项目的成员');
  await expect(joinerPage.getByTestId('team-member')).toHaveCount(2);

  // Two weekly reports; the first links the second as 下一篇, the second the first as 上一篇.
  await writeWeek(ownerPage, `第 1 周：原理图 ${RUN}`, '画完原理图，BME280 走 I2C。');
  await writeWeek(ownerPage, `第 2 周：打板 ${RUN}`, 'PCB 已下单，等回板。');
  await ownerPage.getByRole('link', { name: `第 1 周：原理图 ${RUN}` }).click();
  await expect(ownerPage.getByTestId('week-detail')).toContainText('画完原理图');
  await expect(ownerPage.getByText('没有上一篇')).toBeVisible();
  await ownerPage.getByRole('link', { name: `下一篇：第 2 周：打板 ${RUN}` }).click();
  await expect(ownerPage.getByTestId('week-detail')).toContainText('PCB 已下单');
  await expect(
    ownerPage.getByRole('link', { name: `上一篇：第 1 周：原理图 ${RUN}` }),
  ).toBeVisible();
  await expect(ownerPage.getByText('没有下一篇')).toBeVisible();
});
