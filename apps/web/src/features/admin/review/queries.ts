import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  addSensitiveWord,
  addSensitiveWords,
  deleteSensitiveWord,
  moderationSettings,
  reviewQueue,
  reviewQueueDecide,
  reviewQueuePreview,
  sensitiveWordSearch,
  setModerationMode,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';

export const reviewKeys = {
  all: ['admin', 'review'] as const,
  queue: (q: QueueQuery) => ['admin', 'review', 'queue', q] as const,
  preview: (kind: string, id: number) => ['admin', 'review', 'preview', kind, id] as const,
  settings: ['admin', 'review', 'settings'] as const,
  words: (keyword: string, page: number) => ['admin', 'review', 'words', keyword, page] as const,
};

export type QueueQuery = Omit<ContractInput<typeof reviewQueue>, 'page_size'>;

/** GET /web/moderation/queue: one page of the queue (server-side paging and filters). */
export function useReviewQueue(query: QueueQuery) {
  return useQuery({
    queryKey: reviewKeys.queue(query),
    queryFn: () => api(reviewQueue, { ...query, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewPreview(entry: { kind: string; id: number } | null) {
  return useQuery({
    queryKey: reviewKeys.preview(entry?.kind ?? '', entry?.id ?? 0),
    queryFn: () => api(reviewQueuePreview, { kind: entry!.kind, id: entry!.id }),
    enabled: entry !== null,
  });
}

/** Approve or reject entries; the queue, the audit log and the previews are read again. */
export function useReviewDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof reviewQueueDecide>) => api(reviewQueueDecide, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useModerationSettings() {
  return useQuery({ queryKey: reviewKeys.settings, queryFn: () => api(moderationSettings) });
}

export function useSetModerationMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: string) => api(setModerationMode, { mode }),
    onSuccess: (data) => {
      queryClient.setQueryData(reviewKeys.settings, data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}

export function useSensitiveWords(keyword: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.words(keyword, page),
    queryFn: () => api(sensitiveWordSearch, { keyword, page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

function useWordsMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useAddSensitiveWord = () =>
  useWordsMutation((word: string) => api(addSensitiveWord, { word }));
export const useAddSensitiveWords = () =>
  useWordsMutation((words: string) => api(addSensitiveWords, { words }));
export const useDeleteSensitiveWord = () =>
  useWordsMutation((id: number) => api(deleteSensitiveWord, { id }));
