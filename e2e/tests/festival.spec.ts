import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { apiPost, asMember, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/**
 * The festival page (docs/festival.md) on the seeded 「2026 芯客创客节」: a member at phone
 * width votes in the festival's running vote, comments on the wall and likes the comment; a
 * moderator marks it 精选 on the page.
 */
test.describe.configure({ mode: 'serial' });

const PHONE_PREFIX = '189';
const RUN = Date.now() % 100_000;
const TEXT = `创客节快乐，今年做了个小台灯 ${RUN}`;
const members = memberBrowsers();
let member: Session;
let moderator: Session;
let festivalId = 0;

test.beforeAll(async ({ request }) => {
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  moderator = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: moderator.id, role: 'moderator' });
  type Card = { id: number; kind: string };
  const cards = await asMember(request, member).get<{ data: Card[] }>(
    '/web/activity/v2/progress/list',
    { page_size: 50 },
  );
  festivalId = cards.data.find((a) => a.kind === 'festival')?.id ?? 0;
  expect(festivalId, 'the demo has a festival').toBeGreaterThan(0);
});

test.afterAll(() => members.closeAll());

test('a member votes, comments and likes at 375 px; a moderator marks it 精选', async ({
  browser,
}) => {
  const phone = await members.open(browser, member, { viewport: { width: 375, height: 800 } });
  await phone.goto(`/app/Festival/${festivalId}`);
  await expect(phone.getByRole('heading', { name: '2026 芯客创客节' })).toBeVisible();
  await phone.getByRole('button', { name: '知道了' }).click();
  // The festival's own vote runs all week (gift_vote through the page, docs/festival.md).
  const vote = phone.getByTestId('vote-block');
  await vote.getByRole('radio', { name: 'ESP32-S3' }).check();
  await vote.getByTestId('vote-submit').click();
  await expect(
    vote.getByTestId('vote-result').filter({ hasText: 'ESP32-S3（我的选择）' }),
  ).toBeVisible();
  const wall = phone.getByTestId('festival-wall');
  await wall.getByLabel('评论内容').fill(TEXT);
  await wall.getByRole('button', { name: '发表评论' }).click();
  const mine = wall.getByTestId('festival-comment').filter({ hasText: TEXT });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: /点赞 0/ }).click();
  await expect(mine.getByRole('button', { name: /已赞 1/ })).toBeVisible();
  // Nothing on the page is wider than the phone.
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(375);

  const desk = await members.open(browser, moderator);
  await desk.goto(`/app/Festival/${festivalId}`);
  const theirs = desk
    .getByTestId('festival-wall')
    .getByTestId('festival-comment')
    .filter({ hasText: TEXT });
  await theirs.getByRole('button', { name: '设为精选' }).click();
  await expect(theirs.getByTestId('festival-fine-badge')).toBeVisible();
  await desk.getByTestId('festival-wall-tabs').getByText('精选', { exact: true }).click();
  await expect(
    desk
      .getByTestId('festival-comment')
      .filter({ hasText: TEXT })
      .getByTestId('festival-fine-badge'),
  ).toBeVisible();
});
