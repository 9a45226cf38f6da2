import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { addSession, apiPost, asMember, freshPhone, smsLoginViaApi } from './helpers/session';
import { baseURL } from '../playwright.config';

/*
 * Invitations (issue 16, docs/invitations.md): a member copies their link; a friend opens
 * it as a visitor (the inviter is named), signs up, and the site receives the kept code once
 * — the friend is told what they got, the inviter sees the friend as 已注册 with +5 电量.
 * Inviter and friend sign up from addresses of their own (else: same network, no reward).
 */
const INVITER_PREFIX = '191';
const FRIEND_PREFIX = '199';
const people = memberBrowsers();
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 120_000 });

test('a friend who arrives by my link is received once after signing up', async ({
  browser,
  request,
}) => {
  const admin = await smsLoginViaApi(request, freshPhone(INVITER_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  const now = Math.floor(Date.now() / 1000);
  const staff = asMember(request, admin);
  const activity = await staff.post<{ id: number }>('/web/admin/activity/create', {
    type: 'invite',
    kind: 'general',
    title: `邀请好友 e2e ${now % 100_000}`,
    stages: [{ code: 'voting', start_time: now - 3600, end_time: now + 7 * 86_400 }],
  });
  await staff.post(`/web/admin/activity/publish/${activity.id}`, {});

  const inviter = await smsLoginViaApi(request, freshPhone(INVITER_PREFIX));
  const mine = await people.open(browser, inviter);
  await mine.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await mine.goto(`/app/new-version/activity/invite/${activity.id}`);
  const link = (await mine.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`/activity/invite/${activity.id}\\?code=[2-9A-Z]{8}$`));
  await mine.getByTestId('invite-copy').click();
  await expect(mine.getByText('复制成功')).toBeVisible();

  // The friend: a visitor on the link, then a new account in the same browser.
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const friendPage = await context.newPage();
  await friendPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(friendPage.getByTestId('invite-landing')).toContainText('邀请你加入芯客');
  const friend = await smsLoginViaApi(request, freshPhone(FRIEND_PREFIX));
  await addSession(context, friend);
  await friendPage.reload();
  await expect(friendPage.getByText(/已接受 .+ 的邀请，获得 10 电量/)).toBeVisible();
  await friendPage.reload();
  await expect(friendPage.getByTestId('invite-link')).toBeVisible();
  const again = await asMember(request, friend).get<{ mine: { invited_by: string | null } | null }>(
    '/web/activity/v2/invite/info',
    { id: activity.id },
  );
  expect(again.mine?.invited_by).not.toBeNull();
  await context.close();

  await mine.reload();
  const invitees = mine.getByTestId('invitees');
  await expect(invitees.getByRole('listitem')).toHaveCount(1);
  await expect(invitees).toContainText('已注册');
  await expect(invitees).toContainText('+5 电量');
});
