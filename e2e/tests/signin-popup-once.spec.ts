import { expect, test } from './helpers/test';
import { addSession, freshPhone, smsLoginViaApi } from './helpers/session';

/**
 * Issue 13 point 8: the sign-in popup shows once per day per member across tabs and
 * devices — in the first tab only, not in a second tab nor on a second device the same day
 * (the server decides: POST /web/index/sign_popup, docs/growth.md).
 */
const PHONE_PREFIX = '139';
const FEATURED = '/app/new-version/featured?tag=recommend';

test('the first tab shows the popup; a second tab and a second device the same day do not', async ({
  browser,
  request,
}) => {
  const member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  const device1 = await browser.newContext();
  const device2 = await browser.newContext();
  await addSession(device1, member, { signInPopup: true });
  await addSession(device2, member, { signInPopup: true });
  try {
    const first = await device1.newPage();
    await first.goto(FEATURED);
    await expect(first.getByTestId('signin-popup')).toBeVisible();

    // The same browser, a new tab: its own sessionStorage, so only the server can say no.
    const second = await device1.newPage();
    const answer = second.waitForResponse((r) => r.url().includes('/web/index/sign_popup'));
    await second.goto(FEATURED);
    // The answer that decides has come back before we look.
    expect((await (await answer).json()).data).toEqual({ show: 0, popup: null });
    await expect(second.getByTestId('site-header')).toBeVisible();
    await expect(second.getByTestId('signin-popup')).toHaveCount(0);

    const phone = await device2.newPage();
    await phone.setViewportSize({ width: 375, height: 740 });
    const asked = phone.waitForResponse((r) => r.url().includes('/web/index/sign_popup'));
    await phone.goto(FEATURED);
    expect((await (await asked).json()).data).toEqual({ show: 0, popup: null });
    await expect(phone.getByTestId('signin-popup')).toHaveCount(0);
    // The first tab still has it (nothing closed it).
    await expect(first.getByTestId('signin-popup')).toBeVisible();
  } finally {
    await Promise.all([device1.close(), device2.close()]);
  }
});
