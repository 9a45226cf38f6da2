import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';

// AppShell configures the progress bar when it loads, as the app's entry does.
await import('./AppShell');

describe('navigation progress bar (SPEC §9 "progress bar speed 500 ms, no spinner")', () => {
  afterEach(() => NProgress.remove());

  it('shows the bar without a spinner', () => {
    NProgress.start();
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
  });

  it('moves the bar with a 500 ms transition', () => {
    NProgress.start();
    NProgress.set(0.5);
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar?.style.transition).toMatch(/\b500ms\b/);
  });
});
