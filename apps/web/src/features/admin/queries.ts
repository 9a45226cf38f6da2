import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminAuditLog,
  adminHideHotKeyword,
  adminHotKeywords,
  adminUnhideHotKeyword,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';

export const adminKeys = {
  all: ['admin'] as const,
  hotKeywords: (page: number) => ['admin', 'hot-keywords', page] as const,
  auditLog: (query: AuditLogQuery) => ['admin', 'audit-log', query] as const,
};

/** GET /web/admin/hot_keywords: one page of counted or hidden words (server-side paging). */
export function useAdminHotKeywords(page: number) {
  return useQuery({
    queryKey: adminKeys.hotKeywords(page),
    queryFn: () => api(adminHotKeywords, { page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export type AuditLogQuery = Omit<ContractInput<typeof adminAuditLog>, 'page_size'>;

/** GET /web/admin/audit_log: one page of staff actions, newest first, filtered. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: adminKeys.auditLog(query),
    queryFn: () => api(adminAuditLog, { ...query, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Hide or show again a word. Afterwards the console's tables (the word's flag, the new log
 * row) and the search page's 热门搜索 are read again.
 */
export function useHotKeywordToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keyword, hide }: { keyword: string; hide: boolean }) =>
      api(hide ? adminHideHotKeyword : adminUnhideHotKeyword, { keyword }),
    onSuccess: (row) => {
      toast.success(row.hidden ? MSG.hotKeywordHidden : MSG.hotKeywordUnhidden);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['hot-keys'] });
    },
  });
}
