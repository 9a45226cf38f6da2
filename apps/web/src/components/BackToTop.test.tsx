import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
