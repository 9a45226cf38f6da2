import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop';
import { isBackToTopVisible } from './back-to-top-rule';

describe('isBackToTopVisible (SPEC §2/§9)', () => {
  it.each([
    [1280, 401, true],
    [1280, 400, false],
    [1280, 0, false],
    [769, 2000, true],
    [768, 2000, false],
    [375, 2000, false],
  ])('width %i, scrolled %i → %s', (width, scrollY, expected) => {
    expect(isBackToTopVisible(width, scrollY)).toBe(expected);
  });
});

describe('BackToTop', () => {
  const setWindow = (width: number, scrollY: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  };
  afterEach(() => setWindow(1024, 0));

  it('appears after scrolling on a wide window and not on a narrow one', () => {
    setWindow(1280, 0);
    render(<BackToTop />);
    expect(screen.queryByTestId('back-to-top')).toBeNull();
    act(() => {
      setWindow(1280, 900);
      fireEvent.scroll(window);
    });
    expect(screen.getByTestId('back-to-top')).toBeTruthy();
    act(() => {
      setWindow(375, 900);
      fireEvent(window, new Event('resize'));
    });
    expect(screen.queryByTestId('back-to-top')).toBeNull();
  });
});

describe('back-to-top animation (SPEC §9 "1000 ms animation")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  /** Runs the animation frame by frame at the given times (ms after the click). */
  function runFrames(times: number[]) {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      positions.push(y);
    }) as typeof window.scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 3000 });
    const start = () => {
      for (const time of times) frames.shift()?.(time);
    };
    return { positions, start, pending: () => frames.length };
  }

  it('the button scrolls to the top in exactly 1000 ms, not before', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const { positions, start, pending } = runFrames([0, 500, 900, 1000]);
    render(<BackToTop />);
    fireEvent.click(screen.getByTestId('back-to-top'));
    start();
    expect(positions).toHaveLength(4);
    const [atStart, half, almost, end] = positions;
    expect(atStart).toBe(3000);
    expect(half).toBe(1500);
    expect(almost).toBeGreaterThan(0);
    expect(end).toBe(0);
    // Done at 1000 ms: no further frame is asked for.
    expect(pending()).toBe(0);
  });
});
