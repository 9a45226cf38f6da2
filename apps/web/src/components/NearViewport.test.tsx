import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN_PX, NearViewport } from './NearViewport';

/** A stand-in IntersectionObserver the test moves: `scrollNear()` reports the box in range. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  scrollNear() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('NearViewport (the detail pages’ comments and side column)', () => {
  it('holds the place until the reader scrolls near it, then renders the part', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <NearViewport minHeight={240}>
        <section data-testid="comments">评论 3</section>
      </NearViewport>,
    );
    expect(screen.queryByTestId('comments')).toBeNull();
    expect(screen.getByTestId('near-viewport').style.minHeight).toBe('240px');
    expect(FakeObserver.last?.options?.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);

    await act(async () => FakeObserver.last?.scrollNear());
    expect(screen.getByTestId('comments').textContent).toBe('评论 3');
    expect(screen.queryByTestId('near-viewport')).toBeNull();
  });

  it('keeps the place while the part’s code loads', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let loaded: (value: { default: () => React.JSX.Element }) => void = () => {};
    const Part = lazy(() => new Promise<{ default: () => React.JSX.Element }>((r) => (loaded = r)));
    render(
      <NearViewport minHeight={440}>
        <Part />
      </NearViewport>,
    );
    await act(async () => FakeObserver.last?.scrollNear());
    expect(screen.getByTestId('near-viewport').style.minHeight).toBe('440px');
    await act(async () => loaded({ default: () => <aside data-testid="side">作者</aside> }));
    expect(screen.getByTestId('side')).toBeTruthy();
  });

  it('renders after the first frame where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport minHeight={240}>
        <section data-testid="comments">评论</section>
      </NearViewport>,
    );
    expect(await screen.findByTestId('comments')).toBeTruthy();
  });
});
