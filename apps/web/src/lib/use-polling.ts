import { useEffect, useEffectEvent } from 'react';

/**
 * Runs `poll` every `intervalMs` while `enabled`; the next run is scheduled only after the
 * previous one settled, so a slow answer never stacks requests. Disabling stops at once.
 */
export function usePolling(
  poll: () => Promise<unknown>,
  intervalMs: number,
  enabled: boolean,
): void {
  const run = useEffectEvent(poll);
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        void run()
          .catch(() => undefined)
          .finally(() => {
            if (!stopped) schedule();
          });
      }, intervalMs);
    };
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [enabled, intervalMs]);
}
