import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { memberBrowsers } from './helpers/members';
import { asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';
import { chooseMenuItem } from './helpers/menu';

/**
 * Issue 13 point 6, chat consistency: every live change (new, recalled, deleted, read)
 * updates the conversation list and the open chat together, in every open tab of both
 * people, without a reload. A has two tabs (A1 sends, A2 watches), B has two (B1, B2).
 */
test.describe.configure({ mode: 'serial' });

const PHONE_PREFIX = '147';
const NV = '/app/new-version';
const NICK_A = `标A${Date.now() % 10_000}`;
const NICK_B = `标B${Date.now() % 10_000}`;

let a: Session;
let b: Session;
let a1: Page;
let a2: Page;
let b1: Page;
let b2: Page;
const members = memberBrowsers();

const dialog = (page: Page) => page.getByTestId('chat-dialog');
const conversationWith = (page: Page, nickname: string) =>
  dialog(page).getByTestId('conversation').filter({ hasText: nickname });
const bubbles = (page: Page, side: 'left' | 'right') =>
  dialog(page)
    .locator(`[data-testid="chat-message"][data-side="${side}"]`)
    .getByTestId('chat-bubble');
const tombstones = (page: Page) => dialog(page).getByTestId('chat-tombstone');

/** Opens the chat dialog's list from the message centre (SPEC §2 side 私信). */
async function openList(page: Page) {
  await page.goto(`${NV}/message/commentAndReply`);
  await page.getByTestId('side-chat').click();
  await expect(dialog(page).getByTestId('conversation-list')).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const request = await apiRequest.newContext({ baseURL });
  a = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  b = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await asMember(request, a).post('/web/user/update', { nickname: NICK_A });
  await asMember(request, b).post('/web/user/update', { nickname: NICK_B });
  await request.dispose();
  a1 = await members.open(browser, a);
  a2 = await a1.context().newPage();
  b1 = await members.open(browser, b);
  b2 = await b1.context().newPage();
  for (const page of [a1, a2, b1, b2]) await page.setViewportSize({ width: 1280, height: 800 });
});

test.afterAll(async () => {
  await members.closeAll();
});

test('a new letter from A1 shows in A2’s list and in both of B’s tabs; B1 reading it clears B2', async () => {
  await Promise.all([openList(a2), openList(b1), openList(b2)]);
  await a1.goto(`${NV}/homepage/${b.id}`);
  await a1.getByTestId('chat-button').click();
  await dialog(a1).getByLabel('输入消息').fill('第一条');
  await dialog(a1).getByTestId('send-button').click();
  await expect(bubbles(a1, 'right')).toHaveText(['第一条']);

  // The sender's other tab: the new conversation with its preview.
  await expect(conversationWith(a2, NICK_B)).toContainText('第一条');
  // Both of B's tabs: preview and unread number.
  for (const page of [b1, b2]) {
    await expect(conversationWith(page, NICK_A)).toContainText('第一条');
    await expect(conversationWith(page, NICK_A).getByTestId('count-badge')).toHaveText('1');
  }
  // B1 opens it (reads it): B2's number clears without a reload.
  await conversationWith(b1, NICK_A).click();
  await expect(bubbles(b1, 'left')).toHaveText(['第一条']);
  await expect(conversationWith(b2, NICK_A).getByTestId('count-badge')).toHaveCount(0);

  // Every tab opens the chat for the next steps.
  await conversationWith(a2, NICK_B).click();
  await conversationWith(b2, NICK_A).click();
  await expect(bubbles(a2, 'right')).toHaveText(['第一条']);
  await expect(bubbles(b2, 'left')).toHaveText(['第一条']);
});

test('a second letter reaches every open pane and every list', async () => {
  await dialog(a1).getByLabel('输入消息').fill('第二条');
  await dialog(a1).getByTestId('send-button').click();
  await expect(bubbles(a2, 'right')).toHaveText(['第一条', '第二条']);
  for (const page of [b1, b2]) await expect(bubbles(page, 'left')).toHaveText(['第一条', '第二条']);
  await expect(conversationWith(a2, NICK_B)).toContainText('第二条');
  for (const page of [b1, b2]) {
    await expect(conversationWith(page, NICK_A)).toContainText('第二条');
    // Both of B's panes are open: read at once, no number.
    await expect(conversationWith(page, NICK_A).getByTestId('count-badge')).toHaveCount(0);
  }
});

test('A1 recalls it: tombstone and preview change in all four tabs', async () => {
  const last = dialog(a1).locator('[data-testid="chat-message"][data-side="right"]').last();
  await chooseMenuItem(a1, last.getByRole('button', { name: '消息操作' }), '撤回');
  for (const page of [a1, a2]) {
    await expect(tombstones(page)).toHaveText(['你撤回了一条消息']);
    await expect(conversationWith(page, NICK_B)).toContainText('你撤回了一条消息');
  }
  for (const page of [b1, b2]) {
    await expect(tombstones(page)).toHaveText(['对方撤回了一条消息']);
    await expect(bubbles(page, 'left')).toHaveText(['第一条']);
    await expect(conversationWith(page, NICK_A)).toContainText('对方撤回了一条消息');
  }
});

test('B1 deletes the first letter for itself: gone from B2 too, A keeps it', async () => {
  const first = dialog(b1).locator('[data-testid="chat-message"][data-side="left"]').first();
  await chooseMenuItem(b1, first.getByRole('button', { name: '消息操作' }), '删除');
  for (const page of [b1, b2]) await expect(bubbles(page, 'left')).toHaveCount(0);
  for (const page of [a1, a2]) await expect(bubbles(page, 'right')).toHaveText(['第一条']);
});

test('B2 deletes the conversation: B1’s list loses it and its open chat closes', async () => {
  await conversationWith(b2, NICK_A).getByTestId('conversation-delete').click();
  for (const page of [b1, b2]) {
    await expect(dialog(page).getByTestId('chat-pane-empty')).toBeVisible();
    await expect(conversationWith(page, NICK_A)).toHaveCount(0);
  }
  // A keeps its side.
  await expect(conversationWith(a2, NICK_B)).toHaveCount(1);
});

test('the dialog at 375 px: one side at a time, the live list still right', async () => {
  await a2.setViewportSize({ width: 375, height: 740 });
  await expect(dialog(a2)).toHaveAttribute('data-view', 'pane');
  await dialog(a2).getByLabel('返回对话列表').click();
  await expect(dialog(a2)).toHaveAttribute('data-view', 'list');
  await expect(conversationWith(a2, NICK_B)).toContainText('你撤回了一条消息');
});
