import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config';

/**
 * The forum end to end against the real server: a member logged in through the dev
 * outbox reads, comments, replies, likes and collects a seeded post, publishes a post and
 * a vote, finds the post in featured and by a Chinese word in search, votes, and deletes
 * the post from the creation center.
 */
interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

let serial = 0;
function freshPhone(): string {
  serial += 1;
  const tail = (Date.now() % 1_000_000) * 100 + (serial % 100);
  return `137${String(tail).padStart(8, '0').slice(-8)}`;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** SMS login through the API, then the credential cookies the site reads. */
async function logIn(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const phone = freshPhone();
  await json(await request.post('/web/sms_code', { data: { phone } }));
  let code = '';
  await expect
    .poll(async () => {
      const rows = await json<Array<{ code: string }>>(
        await request.get('/dev/outbox', { params: { to: phone } }),
      );
      code = rows[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const session = await json<{ id: number; token: string; ttl: number }>(
    await request.post('/web/sms_code_login', { data: { phone, code } }),
  );
  await context.addCookies([
    { name: 'Authorization', value: session.token, url: baseURL, expires: session.ttl },
    { name: 'xinke-id', value: String(session.id), url: baseURL, expires: session.ttl },
  ]);
  return session.token;
}

/** Picks the first option of the antd select labelled `label` (its open dropdown only). */
async function pickFirst(page: Page, label: string) {
  await page.getByLabel(label).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .first()
    .click();
  await page.keyboard.press('Escape');
  // Wait until the dropdown has finished closing, or the next pick could hit it.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(
    0,
  );
}

/** antd spaces two-character Chinese button labels (删 除): confirm the open popconfirm. */
async function confirmPopup(page: Page) {
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /删\s*除/ })
    .click();
}

test('a visitor reading a post is asked to log in before commenting or liking', async ({
  page,
}) => {
  await page.goto('/app/new-version/featured');
  await page.getByTestId('item-title').first().click();
  await expect(page.getByTestId('post-detail')).toBeVisible();
  await expect(page.getByTestId('comment-login-prompt')).toContainText('请登录后再试');
  await page.getByTestId('thumb-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a member comments, replies, likes and collects a seeded post', async ({
  page,
  context,
  request,
}) => {
  await logIn(request, context);
  await page.goto('/app/new-version/featured');
  await page.getByTestId('item-title').first().click();
  await expect(page.getByTestId('post-detail')).toBeVisible();

  const comment = `测试评论 ${Date.now()}`;
  await page.getByTestId('comment-input').fill(comment);
  await page.getByTestId('comment-submit').click();
  const item = page.getByTestId('comment-item').filter({ hasText: comment });
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: '回复' }).first().click();
  await item.getByTestId('comment-input').fill('这是一条回复');
  await item.getByTestId('comment-submit').click();
  await expect(item.getByTestId('reply-item')).toContainText('这是一条回复');

  const thumb = page.getByTestId('thumb-button');
  const before = Number(await page.getByTestId('thumb-count').textContent());
  await thumb.click();
  await expect(thumb).toHaveAttribute('aria-pressed', 'true');
  if (before < 1000) await expect(page.getByTestId('thumb-count')).toHaveText(String(before + 1));

  const collect = page.getByTestId('collect-button');
  await collect.click();
  await expect(collect).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('thumb-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');

  // My own comment can be deleted after confirming.
  const mine = page.getByTestId('comment-item').filter({ hasText: comment });
  await mine.getByTestId('delete-comment').click();
  await confirmPopup(page);
  await expect(mine).toHaveCount(0);

  await page.goto('/app/new-version/creation-center/collection-manage');
  await expect(page.getByTestId('collections').getByTestId('item-card')).toHaveCount(1);
});

test('publish a post into a circle, find it in featured and search, delete it', async ({
  page,
  context,
  request,
}) => {
  await logIn(request, context);
  const title = `我的新显卡终于到了 ${Date.now() % 100000}`;
  await page.goto('/app/new-version/publish/post');
  const form = page.getByTestId('publish-form');
  await expect(form).toHaveAttribute('data-state', 'empty');

  await page.getByTestId('title-input').fill('短标题');
  await page.getByTestId('title-input').blur();
  await expect(form).toContainText('标题不能少于5个字');
  await page.getByTestId('publish-submit').click();
  await expect(form).toContainText('请选择圈子');
  await expect(form).toContainText('请至少选择一个标签');

  await page.getByTestId('title-input').fill(title);
  await pickFirst(page, '圈子');
  await pickFirst(page, '标签');
  await page.getByTestId('editor').click();
  await page.keyboard.type('显卡开箱，跑分很满意。');
  await expect(form).toHaveAttribute('data-state', 'valid');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByTestId('saved-at')).toContainText('已保存');

  await page.getByTestId('publish-submit').click();
  await expect(page).toHaveURL(/\/postDetail\/\d+/);
  await expect(page.getByTestId('post-title')).toContainText(title);

  // The first tag offered is 装机 (build); the newest post of that tag leads its list.
  await page.goto('/app/new-version/featured?tag=build');
  await expect(page.getByTestId('item-title').filter({ hasText: title })).toBeVisible();
  await page.goto(`/app/new-version/search?keyword=${encodeURIComponent('显卡')}`);
  await expect(page.getByTestId('search-posts')).toContainText(title.slice(0, 6));

  await page.goto('/app/new-version/creation-center/post-manage');
  const row = page.getByTestId('my-item').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByTestId('delete-item').click();
  await confirmPopup(page);
  await expect(row).toHaveCount(0);
});

test('create a vote and vote in it', async ({ page, context, request }) => {
  await logIn(request, context);
  await page.goto('/app/new-version/publish/vote');
  await expect(page.getByTestId('vote-option')).toHaveCount(3);
  await page.getByTestId('title-input').fill('你现在用的是哪张显卡');
  await pickFirst(page, '圈子');
  await pickFirst(page, '标签');

  await page.getByTestId('publish-submit').click();
  const form = page.getByTestId('publish-form');
  await expect(form).toContainText('请设置投票截止时间');
  await expect(form).toContainText('题目不能为空');
  await expect(form).toContainText('选项请填写或上传图片');

  await page.getByTestId('expire-input').fill('2030-12-31T20:00');
  await page.getByLabel('题目 1', { exact: true }).fill('主力显卡');
  await page.getByLabel('题目 1 选项 1').fill('RTX 4090');
  await page.getByLabel('题目 1 选项 2').fill('RX 7900 XTX');
  await page.getByLabel('题目 1 选项 3').fill('核显');
  await page.getByTestId('publish-submit').click();
  await expect(page).toHaveURL(/\/postDetail\/\d+/);

  const block = page.getByTestId('vote-block');
  await block.getByText('RTX 4090').click();
  await block.getByTestId('vote-submit').click();
  await expect(block.getByTestId('vote-result')).toHaveCount(3);
  await expect(block).toContainText('（我的选择）');
  await expect(block.getByTestId('vote-result').first()).toContainText('1 票');
  await expect(block).toContainText('共 1 人参与');
});
