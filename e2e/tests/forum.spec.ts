import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './helpers/test';
import { baseURL } from '../playwright.config';
import { nextMonthAt, pickVoteDeadline } from './helpers/date-picker';
import { makePng } from './helpers/png';
import { addSession, freshPhone, smsLoginViaApi } from './helpers/session';

/**
 * The forum end to end against the real server (issue 4, point 11): one member publishes a
 * post with an image and two tags into a circle, finds it in featured and in the circle, a
 * second member (a second browser) comments, the author replies, the second likes and
 * collects it; the author makes a vote and both vote; the post is found by a Chinese word
 * of its body in search and deleted from the creation center.
 */

/** Forum tests' phones start with 137 (each spec file has its own prefix). */
const newPhone = () => freshPhone('137');

/** Logs a new member in through the API and gives `context` the session cookies. */
async function logIn(request: APIRequestContext, context: BrowserContext): Promise<void> {
  await addSession(context, await smsLoginViaApi(request, newPhone()));
}

/** A second member in a browser context of their own (cookies are per context). */
async function secondMember(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await logIn(request, context);
  return { context, page: await context.newPage() };
}

const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks the options named `names` in the antd select labelled `label`, then closes it. */
async function pick(page: Page, label: string, names: string[]) {
  await page.getByLabel(label).click();
  for (const name of names)
    await openDropdown(page).locator(`.ant-select-item-option[title="${name}"]`).click();
  await page.keyboard.press('Escape');
  // Wait until the dropdown has finished closing, or the next pick could hit it.
  await expect(openDropdown(page)).toHaveCount(0);
}

/** Picks the first option of the antd select labelled `label`. */
async function pickFirst(page: Page, label: string) {
  await page.getByLabel(label).click();
  await openDropdown(page).locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);
}

/** Confirms the open popconfirm. */
async function confirmPopup(page: Page) {
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
}

/** A list has answered (rows or its empty state), so a missing row is really missing. */
async function expectListed(list: Locator, title: string, listed: boolean) {
  const page = list.page();
  await expect(list.first().or(page.getByText('没有找到相关内容'))).toBeVisible();
  await expect(list.filter({ hasText: title })).toHaveCount(listed ? 1 : 0);
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

test('publish a post with an image and two tags into a circle; another member comments, likes and collects; a vote; search; delete', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = String(Date.now() % 1_000_000);
  const title = `树莓派五代散热改造记录 ${run}`;
  // 石墨烯 is in no seeded post: the search below can only find this one.
  const word = '石墨烯';
  const body = `给树莓派贴了一片${word}导热垫，再加一个小风扇，满载温度降了十度。`;
  const circle = '树莓派';
  const tags = [
    { name: '开箱', slug: 'unboxing' },
    { name: '教程', slug: 'tutorial' },
  ];
  await logIn(request, context);
  const reader = await secondMember(browser, request);
  let postUrl = '';
  let imageSrc = '';
  try {
    await test.step('publish: title, body, an uploaded image, two tags, a circle', async () => {
      await page.goto('/app/new-version/publish/post');
      const form = page.getByTestId('publish-form');
      await expect(form).toHaveAttribute('data-state', 'empty');

      // The form's rules first: a short title, no circle, no tag.
      await page.getByTestId('title-input').fill('短标题');
      await page.getByTestId('title-input').blur();
      await expect(form).toContainText('标题不能少于5个字');
      await page.getByTestId('publish-submit').click();
      await expect(form).toContainText('请选择圈子');
      await expect(form).toContainText('请至少选择一个标签');

      await page.getByTestId('title-input').fill(title);
      await pick(page, '圈子', [circle]);
      await pick(
        page,
        '标签',
        tags.map((t) => t.name),
      );
      await expect(page.getByTestId('tag-select')).toContainText(tags[0]?.name ?? '');
      await expect(page.getByTestId('tag-select')).toContainText(tags[1]?.name ?? '');
      const editor = page.getByTestId('editor');
      await editor.click();
      await page.keyboard.type(body);
      // The editor's 图片 button opens this input; the upload's URL goes into the body.
      await page.getByTestId('editor-image-input').setInputFiles({
        name: '散热.png',
        mimeType: 'image/png',
        buffer: makePng(64, 48),
      });
      await expect(editor.locator('img')).toHaveAttribute('src', /\.webp$/);
      await expect(form).toHaveAttribute('data-state', 'valid');

      await page.getByTestId('publish-submit').click();
      await expect(page).toHaveURL(/\/postDetail\/\d+$/);
      postUrl = page.url();
      await expect(page.getByTestId('post-title')).toHaveText(title);
      await expect(page.getByTestId('post-body')).toContainText(word);
      // The image is served: its <img> loads and decodes.
      const image = page.getByTestId('post-body').locator('img');
      await expect(image).toHaveCount(1);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      imageSrc = (await image.getAttribute('src')) ?? '';
      for (const tag of tags)
        await expect(page.getByRole('link', { name: `#${tag.name}` })).toBeVisible();
    });

    await test.step('featured under its tag, then the circle page', async () => {
      await page.goto('/app/new-version/featured');
      const tab = page.getByRole('tablist', { name: '标签' }).getByRole('tab', {
        name: tags[1]?.name ?? '',
        exact: true,
      });
      await tab.click();
      await expect(page).toHaveURL(new RegExp(`[?&]tag=${tags[1]?.slug ?? ''}`));
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const card = page.getByTestId('item-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      // A new member has no picture: the card shows their name's first character, and no
      // list anywhere renders an <img src=""> (a blank white circle).
      const avatar = card.getByTestId('user-avatar');
      await expect(avatar.locator('img')).toHaveCount(0);
      await expect(avatar).toHaveText(/^\S$/u);
      await expect(page.locator('img[src=""], img:not([src])')).toHaveCount(0);
      // The body's first image is the card's cover, and it loads there too.
      const cover = card.locator(`img[src="${imageSrc}"]`);
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // The card links its circle: the circle's page lists the post too.
      await card.getByRole('link', { name: circle, exact: true }).click();
      await expect(page).toHaveURL(/\/topicDetail\/\d+$/);
      await expect(page.getByTestId('circle-title')).toContainText(circle);
      const inCircle = page.getByTestId('item-title').filter({ hasText: title });
      await expect(inCircle).toBeVisible();
      await inCircle.click();
      await expect(page).toHaveURL(postUrl);
    });

    const comment = `请问${word}导热垫在哪里买的？ ${run}`;
    const reply = `淘宝就有，十几块钱一片 ${run}`;
    await test.step('a second member comments; the author replies', async () => {
      const other = reader.page;
      await other.goto(postUrl);
      await expect(other.getByTestId('post-title')).toHaveText(title);
      const comments = other.getByTestId('comments');
      await expect(comments.getByRole('heading')).toHaveText('评论 0');
      await other.getByTestId('comment-input').fill(comment);
      await other.getByTestId('comment-submit').click();
      await expect(other.getByTestId('comment-item').filter({ hasText: comment })).toBeVisible();
      await expect(comments.getByRole('heading')).toHaveText('评论 1');

      await page.reload();
      const item = page.getByTestId('comment-item').filter({ hasText: comment });
      await expect(item).toBeVisible();
      await expect(page.getByTestId('comments').getByRole('heading')).toHaveText('评论 1');
      await item.getByRole('button', { name: '回复' }).first().click();
      await item.getByTestId('comment-input').fill(reply);
      await item.getByTestId('comment-submit').click();
      await expect(item.getByTestId('reply-item')).toContainText(reply);

      await other.reload();
      await expect(
        other.getByTestId('comment-item').filter({ hasText: comment }).getByTestId('reply-item'),
      ).toContainText(reply);
    });

    await test.step('the second member likes and collects it; the counts go up by one', async () => {
      const other = reader.page;
      const thumb = other.getByTestId('thumb-button');
      const collect = other.getByTestId('collect-button');
      await expect(thumb).toHaveAttribute('aria-pressed', 'false');
      await expect(other.getByTestId('thumb-count')).toHaveText('0');
      await expect(other.getByTestId('collect-count')).toHaveText('0');
      await thumb.click();
      await expect(thumb).toHaveAttribute('aria-pressed', 'true');
      await expect(thumb).toContainText('已点赞');
      await expect(other.getByTestId('thumb-count')).toHaveText('1');
      await collect.click();
      await expect(collect).toHaveAttribute('aria-pressed', 'true');
      await expect(collect).toContainText('已收藏');
      await expect(other.getByTestId('collect-count')).toHaveText('1');

      // They hold after a reload, and the author sees the same counts.
      await other.reload();
      await expect(other.getByTestId('thumb-button')).toHaveAttribute('aria-pressed', 'true');
      await expect(other.getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(page.getByTestId('thumb-count')).toHaveText('1');
      await expect(page.getByTestId('collect-count')).toHaveText('1');
      await expect(page.getByTestId('thumb-button')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('comments').getByRole('heading')).toHaveText('评论 1');

      // The second member's collections list it.
      await other.goto('/app/new-version/creation-center/collection-manage');
      await expect(
        other.getByTestId('collections').getByTestId('item-card').filter({ hasText: title }),
      ).toBeVisible();
    });

    await test.step('the author makes a single-choice vote; both vote; counts and percentages', async () => {
      const question = `你的树莓派主要用来做什么 ${run}`;
      const options = ['NAS', '软路由', '机器人'];
      await page.goto('/app/new-version/publish/vote');
      const form = page.getByTestId('publish-form');
      await expect(page.getByTestId('vote-subject')).toHaveCount(1);
      await expect(page.getByTestId('vote-option')).toHaveCount(3);
      await expect(
        page.getByTestId('vote-subject').getByRole('radio', { name: '单选' }),
      ).toBeChecked();
      await page.getByTestId('title-input').fill(`树莓派用途大调查 ${run}`);
      await pick(page, '圈子', [circle]);
      await pickFirst(page, '标签');

      // Nothing filled in the vote yet: every rule speaks.
      await page.getByTestId('publish-submit').click();
      await expect(form).toContainText('请设置投票截止时间');
      await expect(form).toContainText('题目不能为空');
      await expect(form).toContainText('选项请填写或上传图片');

      await pickVoteDeadline(page, nextMonthAt(20, 0));
      await page.getByLabel('题目 1', { exact: true }).fill(question);
      for (const [i, text] of options.entries())
        await page.getByLabel(`题目 1 选项 ${i + 1}`).fill(text);
      await page.getByTestId('publish-submit').click();
      await expect(page).toHaveURL(/\/postDetail\/\d+$/);
      const voteUrl = page.url();

      const mine = page.getByTestId('vote-block');
      await expect(mine).toContainText(question);
      await expect(mine).toContainText('单选');
      // Results stay hidden until I vote.
      await expect(mine.getByTestId('vote-result')).toHaveCount(0);
      await mine.getByRole('radio', { name: options[0] }).check();
      await mine.getByTestId('vote-submit').click();
      await expect(mine.getByTestId('vote-result')).toHaveCount(3);
      await expect(mine.getByTestId('vote-result').nth(0)).toContainText('（我的选择）');
      await expect(mine.getByTestId('vote-result').nth(0)).toContainText('100%');
      await expect(mine.getByTestId('vote-result').nth(0)).toContainText('1 票');
      await expect(mine).toContainText('共 1 人参与');
      await expect(mine.getByTestId('vote-submit')).toHaveCount(0);

      const other = reader.page;
      await other.goto(voteUrl);
      const theirs = other.getByTestId('vote-block');
      await expect(theirs.getByTestId('vote-result')).toHaveCount(0);
      await theirs.getByRole('radio', { name: options[1] }).check();
      await theirs.getByTestId('vote-submit').click();
      const rows = theirs.getByTestId('vote-result');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText('（我的选择）');
      await expect(rows.nth(0)).toContainText('1 票');
      await expect(rows.nth(0)).toContainText('50%');
      await expect(rows.nth(1)).toContainText('1 票');
      await expect(rows.nth(1)).toContainText('50%');
      await expect(rows.nth(2)).toContainText('0 票');
      await expect(rows.nth(2)).toContainText('0%');
      await expect(theirs).toContainText('共 2 人参与');
    });

    await test.step('search finds the post by a Chinese word of its body, highlighted', async () => {
      await page.goto('/app/new-version/search');
      const box = page.getByTestId('search-input');
      await box.locator('input').fill(word);
      await box.getByRole('button', { name: /搜\s*索/ }).click();
      await expect(page).toHaveURL(/\/search\?keyword=/);
      await expect(page.getByRole('tab', { name: '帖子' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const hit = page
        .getByTestId('search-posts')
        .getByTestId('search-row')
        .filter({ hasText: title });
      await expect(hit).toBeVisible();
      await expect(hit.locator('em').filter({ hasText: word }).first()).toBeVisible();
    });

    await test.step('deleted from the creation center, gone from featured and search', async () => {
      await page.goto('/app/new-version/creation-center/post-manage');
      const row = page.getByTestId('my-item').filter({ hasText: title });
      await expect(row).toBeVisible();
      await row.getByTestId('delete-item').click();
      await confirmPopup(page);
      await expect(row).toHaveCount(0);

      await page.goto(`/app/new-version/featured?tag=${tags[1]?.slug ?? ''}`);
      await expectListed(page.getByTestId('item-card'), title, false);
      await page.goto(`/app/new-version/search?keyword=${encodeURIComponent(word)}`);
      await expectListed(page.getByTestId('search-row'), title, false);
      await page.goto(postUrl);
      await expect(page.getByText('帖子不存在或已删除')).toBeVisible();
    });
  } finally {
    await reader.context.close();
  }
});

test('a member joins a circle from the directory and leaves it; 发帖 presets the circle', async ({
  page,
  context,
  request,
}) => {
  await logIn(request, context);
  await page.goto('/app/new-version/topic');
  const card = page.getByTestId('circle-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getByTestId('circle-name').textContent())?.trim() ?? '';
  // The card shows 1.2w-style counts; the exact number is in the title.
  const members = async () =>
    Number(/\d+/.exec((await card.getByTestId('member-count').getAttribute('title')) ?? '')?.[0]);
  const before = await members();

  const join = card.getByTestId('join-button');
  await expect(join).toHaveText('加入圈子');
  await join.click();
  await expect(join).toHaveAttribute('aria-pressed', 'true');
  await expect(join).toContainText('已加入');
  await expect.poll(members).toBe(before + 1);

  // The circle page knows I am a member; its 发帖 opens the form in this circle.
  await card.getByTestId('circle-name').click();
  await expect(page.getByTestId('circle-title')).toContainText(name);
  await expect(page.getByTestId('circle-header').getByTestId('join-button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByTestId('circle-publish').click();
  await expect(page).toHaveURL(/\/publish\/post\?circle_id=\d+/);
  await expect(page.getByTestId('publish-form').locator('.ant-select').first()).toContainText(name);

  await page.goto('/app/new-version/topic');
  await join.click();
  await expect(join).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(members).toBe(before);
});

test('a visitor sees the circle directory and is asked to log in to join', async ({ page }) => {
  await page.goto('/app/new-version/topic');
  await page.getByTestId('circle-card').first().getByTestId('join-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/app/new-version/topicDetail/999999');
  await expect(page.getByTestId('circle-not-found')).toContainText('圈子不存在');
});
