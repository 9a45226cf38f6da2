import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import {
  freshPhone,
  registerViaApi,
  skipGuide,
  skipSignInPopup,
  type Session,
} from './helpers/session';

/**
 * The reader's side of news and official articles (issue 15, docs/content.md) against the
 * real server and its demo content: a visitor opens a news item from the home page's 资讯
 * card and reads it, is asked to log in when commenting, logs in in the dialog, comments
 * (the comment shows, the count rises); then opens an official article from the older
 * layout's 官方 menu, comments, collects it and finds it in 收藏管理 › 官方文章.
 */

/** Article tests' phones start with 187 (each spec file has its own prefix). */
const PHONE_PREFIX = '187';
const NV = '/app/new-version';
const PASSWORD = 'Reader2025x';

test.describe.configure({ mode: 'serial' });

let phone = '';
let member: Session;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // A member with a password, past the new-user guide; the browser stays a visitor.
  const request = await apiRequest.newContext({ baseURL });
  phone = freshPhone(PHONE_PREFIX);
  member = await registerViaApi(request, phone, PASSWORD);
  await skipGuide(request, member);
  await request.dispose();
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await skipSignInPopup(context);
  page = await context.newPage();
});
test.afterAll(() => page.context().close());

const shownCount = async () =>
  Number((await page.getByTestId('comment-count').innerText()).replace(/\D/g, ''));

/** Writes a comment in the article's comment section and waits for it in the list. */
async function comment(text: string) {
  const before = await shownCount();
  await page.getByTestId('comment-input').fill(text);
  await page.getByTestId('comment-submit').click();
  await expect(page.getByTestId('comment-item').filter({ hasText: text })).toBeVisible();
  await expect.poll(shownCount).toBe(before + 1);
}

test('a visitor reads a news item from home, logs in to comment, and the comment shows', async () => {
  await page.goto(`${NV}/home`);
  const news = page.getByTestId('home-news').getByRole('listitem').first().getByRole('link');
  const title = (await news.innerText()).trim();
  await news.click();
  await expect(page).toHaveURL(/\/n\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('article-body')).not.toBeEmpty();

  // A visitor has no comment box: 请登录后再试 with a 登录 button opening the dialog.
  const prompt = page.getByTestId('comment-login-prompt');
  await expect(prompt).toContainText('请登录后再试');
  await prompt.getByRole('button', { name: '登录' }).click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByPlaceholder('请输入手机号或邮箱').fill(phone);
  await dialog.getByPlaceholder('请输入密码').fill(PASSWORD);
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page).toHaveURL(/\/n\/details\/\d+$/);

  await comment(`资讯写得很清楚，收藏了 ${Date.now()}`);
});

test('the member comments on and collects an official article, then finds it in 收藏管理', async () => {
  // The older layout's 官方 menu leads to the official list (official/0/0).
  await page.goto('/app/index/o');
  await expect(page).toHaveURL(/\/official\/0\/0$/);
  const card = page.getByTestId('official-card').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/official\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('article-body')).not.toBeEmpty();
  const articleUrl = page.url();

  await comment(`官方教程很实用 ${Date.now()}`);

  await page.getByTestId('article-collect').click();
  await expect(page.getByTestId('article-collect')).toContainText('已收藏');

  await page.goto(`${NV}/creation-center/collection-manage`);
  await page.getByRole('tab', { name: '官方文章' }).click();
  const collected = page.getByTestId('collected-article').filter({ hasText: title });
  await expect(collected).toBeVisible();
  await collected.click();
  await expect(page).toHaveURL(articleUrl);
  await expect(page.getByTestId('article-collect')).toContainText('已收藏');
});
