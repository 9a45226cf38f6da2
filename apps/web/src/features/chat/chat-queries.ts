import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LETTER_READ_ALL,
  letterBox,
  letterBoxDelete,
  letterRead,
  userSearch,
  type MessageCounts,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { withLetterUnread } from '../message/live-counts';
import { messageKeys } from '../message/queries';
import { chatKeys } from './chat-keys';

/** My conversations, latest letter first (read again whenever a letter comes or goes). */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.boxes,
    queryFn: () => api(letterBox, { page: 1 }),
    enabled,
    staleTime: 0,
  });
}

/** GET /web/user/search for starting a chat; only a non-empty trimmed keyword is sent. */
export function useChatUserSearch(keyword: string) {
  return useQuery({
    queryKey: chatKeys.search(keyword),
    queryFn: () => api(userSearch, { value: keyword, page: 1 }),
    enabled: keyword !== '',
  });
}

/** The conversation list and the counters, after anything that changes them. */
export function useChatRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.boxes }),
    [queryClient],
  );
}

/**
 * Marks one conversation (a user id) or all of them read; the answer's unread total is
 * the new letter count of the header and the message centre. Quiet: a failed read is
 * retried by the next open, and SPEC §8 shows nothing for chat actions that fail.
 */
export function useMarkRead(): (userType: number | typeof LETTER_READ_ALL) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (userType) => {
      void api(letterRead, { user_type: userType }, { silent: true })
        .then((answer) => {
          queryClient.setQueryData<MessageCounts>(
            messageKeys.counts,
            (old) => old && withLetterUnread(old, answer.unread_total),
          );
          return queryClient.invalidateQueries({ queryKey: chatKeys.boxes });
        })
        .catch(() => undefined);
    },
    [queryClient],
  );
}

/** Deletes a conversation (for me only); lists and counters change only on code 0. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(letterBoxDelete, { id }, { silent: true }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.boxes }),
        queryClient.invalidateQueries({ queryKey: messageKeys.counts }),
      ]);
    },
  });
}
