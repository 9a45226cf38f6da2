import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LETTER_READ_ALL,
  letterBox,
  letterBoxDelete,
  letterRead,
  userSearch,
  type Conversation,
  type MessageCounts,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { withLetterUnread } from '../message/live-counts';
import { messageKeys } from '../message/queries';
import { chatKeys } from './chat-keys';
import { conversationDeleted, unreadChanged } from './chat-store';

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
          unreadChanged(queryClient, userType === LETTER_READ_ALL ? 0 : userType, 0);
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
    mutationFn: (conversation: Conversation) =>
      api(letterBoxDelete, { id: conversation.id }, { silent: true }),
    onSuccess: async (_answer, conversation) => {
      conversationDeleted(queryClient, conversation.letter_user_id);
      await queryClient.invalidateQueries({ queryKey: messageKeys.counts });
    },
  });
}
