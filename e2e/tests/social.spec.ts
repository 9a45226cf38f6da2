import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { bellBadge, memberBrowsers } from './helpers/members';
import { asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';
import { chooseMenuItem, pressInDialog } from './helpers/menu';

/**
 * The social graph and the message centre against the real server (issue 5): two members in
 * two browsers. A follows B from B's homepage and B sees the fans message with the header
 * badge rising and then clearing; A comments on B's post and B finds it under 评论和回复; B
 * blocks A from A's homepage and A can no longer follow B; B hides their fans and A meets
 * the privacy notice. The steps build on each other, so the file runs in order.
 */
test.describe.configure({ mode: 'serial' });

/** Social tests' phones start with 158 (each spec file has its own prefix). */
const PHONE_PREFIX = '158';
const NV = '/app/new-version';
const NICK_A = `小A${Date.now() % 10_000}`;
const NICK_B = `小B${Date.now() % 10_000}`;

let a: Session;
let b: Session;
let postId = 0;
let pageA: Page;
let pageB: Page;
const members = memberBrowsers();

test.beforeAll(async ({ browser }) => {
  const request = await apiRequest.newContext({ baseURL });
  a = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  b = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const asA = asMember(request, a);
  const asB = asMember(request, b);
  await asA.post('/web/user/update', { nickname: NICK_A });
  await asB.post('/web/user/update', { nickname: NICK_B });
  const circles = await asB.get<{ data: Array<{ id: number }> }>('/web/circle/index');
  const tags = await asB.get<Array<{ id: number }>>('/web/forum/tag', { flag: 1 });
  const post = await asB.post<{ id: number; item_status: number }>('/web/item/post', {
    title: `新装的 ITX 小钢炮，散热怎么样 ${Date.now() % 100_000}`,
    body: '<p>14 升机箱，下压式散热。</p>',
    tag: [tags[0]?.id ?? 0],
    circle_id: circles.data[0]?.id ?? 0,
  });
  expect(post.item_status, 'published at once').toBe(2);
  postId = post.id;
  // A first post earns B the 初来乍到 medal and its notice; B has read it before the test
  // starts, so the bell starts at zero and what rises is the follow.
  await asB.get('/web/message/read', { category: 'all' });
  await request.dispose();
  pageA = await members.open(browser, a);
  pageB = await members.open(browser, b);
});

test.afterAll(async () => {
  await members.closeAll();
});

/** The reader comes back to the tab: the site reads the counters again (no reload). */
const comeBack = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

test('A follows B from B’s homepage; B’s badge rises, the fans message shows, the badge clears', async () => {
  await pageB.goto(`${NV}/featured?tag=recommend`);
  await expect(pageB.getByTestId('site-header')).toBeVisible();
  await expect(bellBadge(pageB)).toHaveCount(0);

  await pageA.goto(`${NV}/homepage/${b.id}`);
  const header = pageA.getByTestId('homepage-header');
  await expect(header.getByTestId('homepage-nickname')).toHaveText(NICK_B);
  await expect(header.getByTestId('count-fans')).toHaveText('0');
  const follow = header.getByTestId('follow-button');
  await expect(follow).toHaveText(/^关\s*注$/);
  await follow.click();
  await expect(follow).toHaveText('已关注');
  await expect(header.getByTestId('count-fans')).toHaveText('1');

  await comeBack(pageB);
  await expect(bellBadge(pageB)).toHaveText('1');
  // The dropdown's newest unread message says who followed.
  await pageB.getByRole('link', { name: '消息' }).hover();
  await expect(pageB.getByTestId('pop-list')).toContainText(`${NICK_A} 关注了你`);

  await pageB.goto(`${NV}/message/follow`);
  const row = pageB.getByTestId('message-row').filter({ hasText: NICK_A });
  await expect(row).toContainText('关注了你');
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByRole('link', { name: NICK_A })).toHaveAttribute(
    'href',
    `${NV}/homepage/${a.id}`,
  );
  // Opening the page read it: the bell and the side list clear.
  await expect(bellBadge(pageB)).toHaveCount(0);
  await expect(pageB.getByTestId('side-follow')).toHaveText('粉丝');
});

test('A comments on B’s post; B finds it under 评论和回复 and opens the post', async ({
  request,
}) => {
  const text = `散热压得住吗？${Date.now() % 10_000}`;
  await asMember(request, a).post('/web/item/comment', { type_id: postId, content: text });

  await pageB.goto(`${NV}/message`);
  await expect(pageB).toHaveURL(`${NV}/message/commentAndReply`);
  const row = pageB.getByTestId('message-row').filter({ hasText: text });
  await expect(row).toContainText(NICK_A);
  await expect(row).toContainText('评论了你的帖子');
  await row.getByTestId('message-target').click();
  await expect(pageB).toHaveURL(`${NV}/postDetail/${postId}`);
  await expect(pageB.getByTestId('comment-item').filter({ hasText: text })).toBeVisible();
});

test('B blocks A from A’s homepage; A can no longer follow B; B unblocks from the blacklist', async () => {
  await pageB.goto(`${NV}/homepage/${a.id}`);
  await chooseMenuItem(pageB, pageB.getByTestId('more-actions'), '拉黑');
  const dialog = pageB.getByRole('dialog');
  await expect(dialog).toContainText(`确定将 ${NICK_A} 加入黑名单？`);
  await pressInDialog(dialog, /^拉\s*黑$/);
  await expect(pageB.getByTestId('black-tag')).toHaveText('已拉黑');

  // The block ended A's follow; following again is refused with the server's words.
  await pageA.goto(`${NV}/homepage/${b.id}`);
  const follow = pageA.getByTestId('homepage-header').getByTestId('follow-button');
  await expect(follow).toHaveText(/^关\s*注$/);
  await follow.click();
  await expect(pageA.locator('.ant-message')).toContainText('对方已将你拉黑，无法关注');
  await expect(follow).toHaveText(/^关\s*注$/);

  await pageB.goto(`${NV}/user-center/safety`);
  const blocked = pageB.getByTestId('black-row').filter({ hasText: NICK_A });
  await blocked.getByTestId('black-remove').click();
  await pressInDialog(pageB.locator('.ant-popconfirm'), /移\s*除/);
  await expect(pageB.getByTestId('black-list-section').getByTestId('empty-state')).toBeVisible();
});

test('B hides their fans; A sees 对方已设置隐私 on B’s 粉丝 tab', async () => {
  await pageA.goto(`${NV}/homepage/${b.id}?tab=fans`);
  // Public until B changes it.
  await expect(pageA.getByTestId('tab-body-fans')).toBeVisible();
  await expect(pageA.getByTestId('privacy-notice')).toHaveCount(0);

  await pageB.goto(`${NV}/user-center/safety`);
  const fansSwitch = pageB.getByRole('switch', { name: '公开我的粉丝列表' });
  await expect(fansSwitch).toHaveAttribute('aria-checked', 'true');
  await fansSwitch.click();
  await expect(fansSwitch).toHaveAttribute('aria-checked', 'false');

  await pageA.reload();
  const notice = pageA.getByTestId('privacy-notice');
  await expect(notice).toContainText('对方已设置隐私');
  await expect(notice).toContainText('对方设置了粉丝列表不公开');
});

test('a visitor sees the message tip after 1.5 s, with a login button, gone by 10 s', async ({
  page,
}) => {
  await page.goto(`${NV}/featured?tag=recommend`);
  const tip = page.getByTestId('logged-out-tip');
  await expect(tip).toHaveCount(0);
  await expect(tip).toBeVisible({ timeout: 5000 });
  await expect(tip).toContainText('登录后可以查看');
  await expect(tip).toBeHidden({ timeout: 12_000 });
});
