import { BACK_TO_TOP_AFTER_PX, BACK_TO_TOP_DURATION_MS, MOBILE_BREAKPOINT_PX } from '@xinke/shared';

/** SPEC §2/§9: only on windows wider than 768 px, once scrolled more than 400 px. */
export function isBackToTopVisible(windowWidth: number, scrollY: number): boolean {
  return windowWidth > MOBILE_BREAKPOINT_PX && scrollY > BACK_TO_TOP_AFTER_PX;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to the top in exactly `durationMs` (1000 ms, SPEC §9). */
export function animateScrollToTop(durationMs = BACK_TO_TOP_DURATION_MS): void {
  const from = window.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, Math.round(from * (1 - easeInOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
