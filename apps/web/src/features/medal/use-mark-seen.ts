import { useEffect, useRef } from 'react';
import type { UserMedals } from '@xinke/shared';
import { useMarkMedalsSeen } from './queries';

/**
 * Once the page has shown my medals and some are new, tells the server they were seen
 * (once per page visit), which clears the header's 成就 count.
 */
export function useMarkSeenOnView(data: UserMedals | undefined): void {
  const markSeen = useMarkMedalsSeen();
  const sent = useRef(false);
  const hasNew = data?.list.some((m) => m.is_new === 1) ?? false;
  useEffect(() => {
    if (!hasNew || sent.current) return;
    sent.current = true;
    markSeen.mutate();
  }, [hasNew, markSeen]);
}
