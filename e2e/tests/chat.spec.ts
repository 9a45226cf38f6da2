import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { makePng } from './helpers/png';
import { bellBadge, memberBrowsers } from './helpers/members';
import { asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';
import { chooseMenuItem } from './helpers/menu';

/**
 * Real-time chat against the real server (issue 5 points 4, 6, 7, 9): two members in two
 * browsers, each with its own socket. Nothing here reloads a page: every change the other
 * person makes arrives over /ws. B follows A and A's badge and fans message appear live; A
 * opens the chat from B's homepage, letters go both ways, an image letter, a recall both
 * sides see, B's unread badge rises and clears, and A deletes the conversation. The steps
 * build on each other, so the file runs in order.
 */
test.describe.configure({ mode: 'serial' });

/** Chat tests' phones start with 157 (each spec file has its own prefix). */
const PHONE_PREFIX = '157';
const NV = '/app/new-version';
const NICK_A = `聊A${Date.now() % 10_000}`;
const NICK_B = `聊B${Date.now() % 10_000}`;
// Like the shell spec's: kept with the run's artifacts (docs/screenshots holds chosen copies).
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

let a: Session;
let b: Session;
let pageA: Page;
let pageB: Page;
const members = memberBrowsers();

test.beforeAll(async ({ browser }) => {
  const request = await apiRequest.newContext({ baseURL });
  a = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  b = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await asMember(request, a).post('/web/user/update', { nickname: NICK_A });
  await asMember(request, b).post('/web/user/update', { nickname: NICK_B });
  await request.dispose();
  pageA = await members.open(browser, a);
  pageB = await members.open(browser, b);
});

test.afterAll(async () => {
  await members.closeAll();
});

const dialog = (page: Page) => page.getByTestId('chat-dialog');
/** The letters on one side of the open chat (the row: bubble, time and menu). */
const rows = (page: Page, side: 'left' | 'right') =>
  dialog(page).locator(`[data-testid="chat-message"][data-side="${side}"]`);
/** Just the bubbles' content. */
const bubbles = (page: Page, side: 'left' | 'right') => rows(page, side).getByTestId('chat-bubble');

async function send(page: Page, text: string) {
  await dialog(page).getByLabel('输入消息').fill(text);
  await dialog(page).getByTestId('send-button').click();
}

test('B follows A: A’s badge rises live and the fans message says who', async () => {
  await pageA.goto(`${NV}/featured?tag=recommend`);
  await expect(pageA.getByTestId('site-header')).toBeVisible();
  await expect(bellBadge(pageA)).toHaveCount(0);

  await pageB.goto(`${NV}/homepage/${a.id}`);
  const follow = pageB.getByTestId('homepage-header').getByTestId('follow-button');
  await follow.click();
  await expect(follow).toHaveText('已关注');

  // No reload, no focus change: the socket's counts frame moves the badge.
  await expect(bellBadge(pageA)).toHaveText('1');
  await pageA.getByRole('link', { name: '消息' }).hover();
  await expect(pageA.getByTestId('pop-list')).toContainText(`${NICK_B} 关注了你`);
});

test('A opens the chat from B’s homepage; letters go both ways live; B’s unread badge rises and clears', async () => {
  await pageB.goto(`${NV}/message/commentAndReply`);
  await expect(pageB.getByTestId('side-chat')).toHaveText('私信');

  await pageA.goto(`${NV}/homepage/${b.id}`);
  await pageA.getByTestId('chat-button').click();
  await expect(dialog(pageA).getByTestId('chat-with')).toHaveText(NICK_B);

  // 消息不能为空: nothing is sent.
  await send(pageA, '   ');
  await expect(pageA.getByText('消息不能为空')).toBeVisible();
  await expect(dialog(pageA).getByTestId('chat-message')).toHaveCount(0);

  await send(pageA, '你好，你的 ITX 机箱是哪款？');
  await expect(bubbles(pageA, 'right')).toHaveText(['你好，你的 ITX 机箱是哪款？']);
  await expect(dialog(pageA).getByLabel('输入消息')).toHaveValue('');
  await expect(rows(pageA, 'right').first()).not.toHaveAttribute('data-pending', 'true');

  // B, on another page, sees the letter count rise live.
  await expect(pageB.getByTestId('side-chat').getByTestId('count-badge')).toHaveText('1');
  await expect(bellBadge(pageB)).toHaveText('1');
  await pageB.getByTestId('side-chat').click();
  const conversation = dialog(pageB).getByTestId('conversation').filter({ hasText: NICK_A });
  await expect(conversation.getByTestId('count-badge')).toHaveText('1');
  await conversation.click();
  await expect(bubbles(pageB, 'left')).toHaveText(['你好，你的 ITX 机箱是哪款？']);
  // Opening it read it: badges clear everywhere.
  await expect(conversation.getByTestId('count-badge')).toHaveCount(0);
  await expect(bellBadge(pageB)).toHaveCount(0);
  await expect(pageB.getByTestId('side-chat').getByTestId('count-badge')).toHaveCount(0);

  await send(pageB, '乔思伯 Z20，\n散热还行');
  await expect(bubbles(pageA, 'left')).toHaveText(['乔思伯 Z20，散热还行']);
  await expect(bubbles(pageA, 'left').locator('br')).toHaveCount(1);
  // A has the chat open: the letter is read at once, so A's badge stays clear of it.
  await expect(bellBadge(pageA)).toHaveText('1'); // still only the fans message
});

test('an image letter reaches the other side', async () => {
  await dialog(pageA)
    .getByTestId('image-input')
    .setInputFiles({ name: 'itx.png', mimeType: 'image/png', buffer: makePng(64, 48) });
  const mine = bubbles(pageA, 'right').last().locator('img');
  await expect(mine).toHaveAttribute('src', /\/uploads\/letters\/.+\.webp$/);
  await expect(mine).toHaveJSProperty('complete', true);
  const theirs = bubbles(pageB, 'left').last().locator('img');
  await expect(theirs).toHaveAttribute('src', /\/uploads\/letters\/.+\.webp$/);
  await expect(theirs).toHaveAttribute('alt', '[图片]');
});

test('screenshots of the dialog at 1280 and 375 px', async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await pageA.setViewportSize({ width: 1280, height: 800 });
  await expect(bubbles(pageA, 'right')).toHaveCount(2);
  await pageA.screenshot({ path: join(SCREENSHOTS, 'chat-1280.png') });
  await pageA.setViewportSize({ width: 375, height: 740 });
  await expect(dialog(pageA).getByTestId('chat-pane')).toBeVisible();
  await pageA.screenshot({ path: join(SCREENSHOTS, 'chat-375.png') });
  await pageA.setViewportSize({ width: 1280, height: 720 });
});

test('A recalls a letter: both sides see the tombstone, live', async () => {
  const first = rows(pageA, 'right').first();
  await chooseMenuItem(pageA, first.getByRole('button', { name: '消息操作' }), '撤回');
  await expect(dialog(pageA).getByTestId('chat-tombstone')).toHaveText('你撤回了一条消息');
  await expect(bubbles(pageA, 'right')).toHaveCount(1); // the image is still there
  await expect(dialog(pageB).getByTestId('chat-tombstone')).toHaveText('对方撤回了一条消息');
  await expect(bubbles(pageB, 'left')).toHaveCount(1);
});

test('B deletes a received letter for itself only', async () => {
  const menu = rows(pageB, 'left').last().getByRole('button', { name: '消息操作' });
  await menu.click();
  // A received letter offers only 删除.
  await expect(pageB.getByRole('menuitem')).toHaveText(['删除']);
  await chooseMenuItem(pageB, menu, '删除');
  await expect(bubbles(pageB, 'left')).toHaveCount(0);
  await expect(bubbles(pageA, 'right')).toHaveCount(1);
});

test('A deletes the conversation and the open chat clears', async () => {
  const conversation = dialog(pageA).getByTestId('conversation').filter({ hasText: NICK_B });
  await conversation.getByTestId('conversation-delete').click();
  await expect(dialog(pageA).getByTestId('chat-pane-empty')).toBeVisible();
  await expect(dialog(pageA).getByTestId('conversation-list')).toContainText('暂无对话');
  // B keeps its side of the conversation.
  await expect(dialog(pageB).getByTestId('chat-with')).toHaveText(NICK_A);
});
