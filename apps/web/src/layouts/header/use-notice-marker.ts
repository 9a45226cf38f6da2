import { useCallback, useSyncExternalStore } from 'react';

/**
 * The notice link's "new" marker. Until the notice-flag call (/xgo/v1/web/notice/flag)
 * lands with the notice page, "new" means: this browser has not opened the notice page
 * since the marker key last changed. Bump NOTICE_EPOCH when publishing a notice.
 */
const STORAGE_KEY = 'xinke-notice-seen';
const NOTICE_EPOCH = '2026-11';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== NOTICE_EPOCH;
  } catch {
    return false;
  }
}

/** The marker's text beside 公告 (a Chinese site: 新, not "new"), in the header and the drawer. */
export const NOTICE_NEW_TEXT = '新';

export function useNoticeMarker(): { hasNew: boolean; markSeen(): void } {
  const hasNew = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    read,
    () => false,
  );
  const markSeen = useCallback(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, NOTICE_EPOCH);
    } catch {
      // Private mode: the marker simply stays.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { hasNew, markSeen };
}
