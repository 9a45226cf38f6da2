import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only after the page around it has painted, as a transition. The
 * detail pages draw their text without antd and put the parts that need it (the vote, the
 * author's menu; the comments and side column wait for NearViewport) in here: their code and antd's runtime styles
 * then load and render after the first paint instead of holding the largest paint back,
 * and React renders them in 5 ms slices instead of one long task (docs/web-performance.md).
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
