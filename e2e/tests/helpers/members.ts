import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { addSession, type Session } from './session';

/**
 * Two-person specs (social, chat): each member in a browser context of their own, logged
 * in the way the site does it; `closeAll` in afterAll.
 */
export function memberBrowsers() {
  const contexts: BrowserContext[] = [];
  return {
    /** `viewport` for a phone-sized member (the H5 pages at 375 px). */
    async open(
      browser: Browser,
      session: Session,
      options: { viewport?: { width: number; height: number } } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        ...options,
      });
      contexts.push(context);
      await addSession(context, session);
      return context.newPage();
    },
    closeAll: () => Promise.all(contexts.map((context) => context.close())),
  };
}

/** The unread badge on the header's 消息 bell. */
export const bellBadge = (page: Page) =>
  page.getByRole('link', { name: '消息' }).getByTestId('count-badge');
