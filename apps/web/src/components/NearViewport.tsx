import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far below (or above) the screen a part starts rendering: about a phone screen, so a
 * reader scrolling at a normal pace finds it drawn.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 600;

/**
 * Renders its children once their place comes within NEAR_VIEWPORT_MARGIN_PX of the screen,
 * as a transition (React renders it in 5 ms slices), and never before the page around it
 * has painted: an IntersectionObserver reports first after a frame. Until then, and while
 * the children's code loads, an empty box of `minHeight` holds their place, so what follows
 * does not jump. The detail pages put their comments and side column in here: on a long
 * post they cost nothing until the reader scrolls towards them (docs/web-performance.md).
 * Without IntersectionObserver the children render after the first frame.
 */
export function NearViewport({
  minHeight,
  children,
}: {
  /** The box's height in px before the children arrive: about theirs, empty. */
  minHeight: number;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const box = place.current;
    if (near || !box) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(show);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={place} style={{ minHeight }} data-testid="near-viewport" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
