import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@xinke/shared';

/** Narrow = at most 768 px wide (SPEC §9 mobile breakpoint). */
export const isNarrowWindow = () => window.innerWidth <= MOBILE_BREAKPOINT_PX;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrowWindow, () => false);
}
