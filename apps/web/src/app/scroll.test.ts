import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScroll, scrollTargetFor } from './scroll';

describe('scrollTargetFor (SPEC §2)', () => {
  it.each(['work-upload', 'registry', 'work', 'award'])(
    'the contest page %s scrolls to the main container after 400 ms',
    (child) => {
      expect(scrollTargetFor(`/app/new-version/diy-computer-activity/12/${child}`)).toEqual({
        kind: 'main-container',
        delayMs: 400,
      });
    },
  );

  it.each([
    '/app/new-version/featured',
    '/app/new-version/diy-computer-activity/12/index',
    '/app/new-version/h5/diy-computer-activity/12/work',
    '/app/new-version/work-detail/12/3',
    '/app/new-version/diy-computer-activity/12/work/extra',
  ])('%s scrolls to the top', (pathname) => {
    expect(scrollTargetFor(pathname)).toEqual({ kind: 'top' });
  });
});

describe('applyScroll', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('scrolls the window to the top at once', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    applyScroll({ kind: 'top' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('scrolls #main-container into view only after the delay', () => {
    vi.useFakeTimers();
    const main = document.createElement('main');
    main.id = 'main-container';
    document.body.append(main);
    const intoView = vi.fn();
    main.scrollIntoView = intoView;
    applyScroll({ kind: 'main-container', delayMs: 400 });
    vi.advanceTimersByTime(399);
    expect(intoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(intoView).toHaveBeenCalledTimes(1);
  });
});
