import { expect, request as apiRequest, test, type Page } from './helpers/test';
import { baseURL } from '../playwright.config';
import { memberBrowsers } from './helpers/members';
import { freshPhone, smsLoginViaApi, type Envelope, type Session } from './helpers/session';

/**
 * 意见反馈 on more/user-feedback (SPEC §7 POST /web/opinion/commit, docs/feedback.md)
 * against the real server: the form refuses bad input with its Chinese message, and the
 * server does too; a member's feedback is sent and shows in their list as 待处理.
 */

/** Feedback tests' phones start with 188 (each spec file has its own prefix). */
const PHONE_PREFIX = '188';
const FEEDBACK = '/app/new-version/more/user-feedback';

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

const form = () => page.getByTestId('feedback-form');

async function chooseType(label: string) {
  await form().getByTestId('feedback-type').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator(`.ant-select-item-option[title="${label}"]`)
    .click();
}

test('bad input is refused with the Chinese message, by the form and by the server', async ({
  request,
}) => {
  await page.goto(FEEDBACK);
  await form().getByTestId('feedback-submit').click();
  await expect(form()).toContainText('请填写反馈内容');
  await form().getByTestId('feedback-content').fill('太短了');
  await expect(form()).toContainText('反馈内容至少10个字，请描述清楚遇到的情况');

  // The server says the same to a request that skipped the form.
  const answer = (await (
    await request.post('/web/opinion/commit', {
      headers: { authorization: member.token },
      data: { type: 1, content: '太短了' },
    })
  ).json()) as Envelope<unknown>;
  expect(answer.code).not.toBe(0);
  // The server names the field before the message (content: …).
  expect(answer.msg).toContain('反馈内容至少10个字，请描述清楚遇到的情况');
});

test('a member sends feedback and sees it in their list', async () => {
  const text = `资讯页的评论区在手机上有点挤，希望优化一下 ${Date.now()}`;
  await page.goto(FEEDBACK);
  await chooseType('功能建议');
  await form().getByTestId('feedback-content').fill(text);
  await form().getByTestId('feedback-contact').fill('maker@example.com');
  const sent = page.waitForResponse((r) => r.url().includes('/web/opinion/commit'));
  await form().getByTestId('feedback-submit').click();
  expect((await sent).status()).toBe(200);
  const mine = page.getByTestId('my-feedback').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('功能建议');
  await expect(mine.getByTestId('my-feedback-status')).toHaveText('待处理');
  // The form is empty again for the next one.
  await expect(form().getByTestId('feedback-content')).toHaveValue('');
});
