import { CONTEST_SCROLL_DELAY_MS } from '@xinke/shared';
import { CONTEST_SCROLL_CHILDREN } from './route-table';

export const MAIN_CONTAINER_ID = 'main-container';

export type ScrollTarget = { kind: 'top' } | { kind: 'main-container'; delayMs: number };

const CONTEST_PAGE = new RegExp(
  `^/app/new-version/diy-computer-activity/[^/]+/(${CONTEST_SCROLL_CHILDREN.join('|')})/?$`,
);

/**
 * SPEC §2: every navigation scrolls to the top, except the desktop-build contest pages
 * (work upload, registry, work, award), which scroll to the main container after 400 ms
 * (their banner is tall, so the top would show no content).
 */
export function scrollTargetFor(pathname: string): ScrollTarget {
  return CONTEST_PAGE.test(pathname)
    ? { kind: 'main-container', delayMs: CONTEST_SCROLL_DELAY_MS }
    : { kind: 'top' };
}

/** Applies the decision; returns a cancel function for the delayed case. */
export function applyScroll(target: ScrollTarget): () => void {
  if (target.kind === 'top') {
    window.scrollTo({ top: 0, left: 0 });
    return () => undefined;
  }
  const timer = window.setTimeout(() => {
    document
      .getElementById(MAIN_CONTAINER_ID)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, target.delayMs);
  return () => window.clearTimeout(timer);
}
