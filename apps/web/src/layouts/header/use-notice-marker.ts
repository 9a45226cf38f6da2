import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeFlag, noticeSeen, type NoticeFlag } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';

/**
 * The notice link's 新 marker, from GET /xgo/v1/web/notice/flag (docs/admin-site.md). A
 * member's flag is kept by the server (opening the notice list marks everything published
 * so far as seen, on every device); a visitor's browser remembers the newest notice id it
 * has shown the list for.
 */
const STORAGE_KEY = 'xinke-notice-seen-id';
const listeners = new Set<() => void>();

function readSeenId(): number {
  try {
    return Number(window.localStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeSeenId(id: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Private mode: the marker simply stays.
  }
  listeners.forEach((listener) => listener());
}

/** The marker's text beside 公告 (a Chinese site: 新, not "new"), in the header and the drawer. */
export const NOTICE_NEW_TEXT = '新';

export const noticeFlagKey = (member: boolean) => ['notice', 'flag', member] as const;

export function useNoticeMarker(): { hasNew: boolean; markSeen(): void } {
  const member = hasToken();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: noticeFlagKey(member),
    queryFn: () => api(noticeFlag, undefined, { silent: true }),
    staleTime: 60_000,
    retry: false,
  });
  const seenId = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    readSeenId,
    () => 0,
  );
  const hasNew = member
    ? data?.flag === 1
    : (data?.latest_id ?? 0) > 0 && data?.latest_id !== seenId;

  const markSeen = useCallback(() => {
    if (!data || data.latest_id === 0) return;
    if (!member) {
      writeSeenId(data.latest_id);
      return;
    }
    if (data.flag !== 1) return;
    queryClient.setQueryData<NoticeFlag>(noticeFlagKey(true), { ...data, flag: 0 });
    void api(noticeSeen, undefined, { silent: true }).then(
      (answer) => queryClient.setQueryData(noticeFlagKey(true), answer),
      () => undefined,
    );
  }, [data, member, queryClient]);
  return { hasNew, markSeen };
}
