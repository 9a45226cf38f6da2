import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The specs' `test`: Playwright's, plus a guard that fails a test when any page it ran
 * broke the site's Content-Security-Policy (docs/security-headers.md). Every browser
 * context is watched, the test's own and those a spec opens with `browser.newContext()`;
 * a violation seen outside a test (in a beforeAll) fails the next test. Specs import
 * everything from here rather than from '@playwright/test' (eslint enforces it).
 */
export * from '@playwright/test';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

const BINDING = '__xinkeCspViolation';
/** Not yet reported to any test. */
const pending: string[] = [];
const watched = new WeakSet<BrowserContext>();

/** Listens in every frame before the page's own code runs, so nothing escapes it. */
function listenForViolations(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
      report?.({
        page: document.location.href,
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}${event.sample ? ` ${event.sample}` : ''}`,
      });
    },
    true,
  );
}

/** Records every CSP violation of `context`'s pages, by event and by console message. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, (_source, v: CspViolation) => {
    pending.push(`${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}`);
  });
  await context.addInitScript(listenForViolations, BINDING);
  const onPage = (page: Page) =>
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy'))
        pending.push(`${page.url()}: console: ${message.text()}`);
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

/** Hands over (and clears) what was recorded so far: for a spec that breaks the policy on purpose. */
export function takeCspViolations(): string[] {
  return pending.splice(0);
}

export const test = base.extend<{ cspGuard: void }, { watchedBrowser: void }>({
  // Contexts a spec opens itself go through browser.newContext: watch them as they open.
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watchCsp(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await watchCsp(context);
    await use(context);
  },
  cspGuard: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern
    async ({}, use) => {
      await use();
      const seen = pending.splice(0);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
