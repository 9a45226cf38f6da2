import { readFile } from 'node:fs/promises';
import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { memberBrowsers } from './helpers/members';
import { freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * 资源库 against the real server (issue 15, docs/resources.md): a visitor is asked to log
 * in; a member opens a demo resource from the library, downloads its file (a ticket is
 * asked for, the file is saved under its name with real PDF bytes), and sees the download
 * count rise by one.
 */

/** Resource tests' phones start with 186 (each spec file has its own prefix). */
const PHONE_PREFIX = '186';
const NV = '/app/new-version';

let member: Session;
let page: Page;
const members = memberBrowsers();

test.beforeAll(async ({ browser }) => {
  const request = await apiRequest.newContext({ baseURL });
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await request.dispose();
  page = await members.open(browser, member);
});
test.afterAll(() => members.closeAll());

const downloadsShown = async (p: Page) =>
  Number((await p.getByTestId('resource-downloads').innerText()).replace(/\D/g, ''));

test('a visitor sees the library and is asked to log in to download', async ({ page: visitor }) => {
  await visitor.goto(`${NV}/resource`);
  await expect(visitor.getByRole('heading', { name: '资源库' })).toBeVisible();
  await expect(visitor.getByTestId('resource-card').first()).toBeVisible();
  await visitor.getByRole('tab', { name: /数据手册/ }).click();
  await expect(visitor.getByTestId('resource-card').first()).toContainText('数据手册');
  await visitor.getByTestId('resource-card').filter({ hasText: 'ESP32-S3' }).click();
  await expect(visitor.getByTestId('resource-detail')).toContainText('Strapping');
  await expect(visitor.getByRole('button', { name: '登录后下载' })).toBeVisible();
});

test('a member downloads a resource: ticket, saved file, count +1', async () => {
  await page.goto(`${NV}/more/resource?keyword=ESP32-S3`);
  await page.getByTestId('resource-card').first().click();
  await expect(page).toHaveURL(/\/more\/download\/\d+$/);
  const before = await downloadsShown(page);
  const ticket = page.waitForResponse((r) => r.url().includes('/web/resource/downcert'));
  const download = page.waitForEvent('download');
  await page.getByTestId('resource-file').first().getByRole('button', { name: '下载' }).click();
  expect((await ticket).status()).toBe(200);
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('ESP32-S3 系列技术规格书 v1.3.pdf');
  const bytes = await readFile((await saved.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(() => downloadsShown(page)).toBe(before + 1);
});
