import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  MESSAGE_COUNT_REFRESH_MS,
  MESSAGE_READ_ALL,
  messageCount,
  messageList,
  messagePop,
  messageRead,
  MSG,
  systemMessageList,
  systemMessageSet,
  SYSTEM_MESSAGE_SWITCH,
  type MessageCounts,
  type MessageSwitch,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { useSocketLive } from '../../lib/socket-status';
import { toast } from '../../lib/toast';

/** Everything under `message` is the member's own; logout drops it with the user data. */
export const messageKeys = {
  all: ['message'] as const,
  counts: ['message', 'counts'] as const,
  pop: ['message', 'pop'] as const,
  list: (category: number, page: number) => ['message', 'list', category, page] as const,
  switches: ['message', 'switches'] as const,
};

/**
 * The unread counters (SPEC §3) for the header badge and the message centre's side list:
 * read again when the window regains focus, and every MESSAGE_COUNT_REFRESH_MS while the
 * real-time socket is not open. While it is, the socket keeps them live (SPEC §4): the
 * chat layer writes pushed counters with `setQueryData(messageKeys.counts)`.
 */
export function useMessageCounts() {
  const queryClient = useQueryClient();
  const isLive = useSocketLive();
  return useQuery({
    queryKey: messageKeys.counts,
    // The first read speaks up like any page load (a dead session's 身份验证失败 may come
    // from it, as it is often the first call a page sends); the background refreshes stay
    // quiet, so a server away for a while is not announced every minute.
    queryFn: () =>
      api(messageCount, undefined, {
        silent: queryClient.getQueryData(messageKeys.counts) !== undefined,
      }),
    enabled: hasToken(),
    refetchOnWindowFocus: true,
    refetchInterval: isLive ? false : MESSAGE_COUNT_REFRESH_MS,
    staleTime: 0,
  });
}

/** Re-reads the counters and the dropdown (after reading messages, or on a socket push). */
export function refreshMessageCounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'message' && q.queryKey[1] !== 'list',
  });
}

/** The header dropdown's newest unread messages; its counters refresh the badge too. */
export function useMessagePop(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.pop,
    queryFn: async () => {
      const answer = await api(messagePop, undefined, { silent: true });
      queryClient.setQueryData<MessageCounts>(messageKeys.counts, answer.counts);
      return answer;
    },
    enabled: enabled && hasToken(),
    staleTime: 0,
  });
}

/**
 * One category's messages, newest first, MESSAGE_PAGE_SIZE a page. The server marks the
 * category read when it answers, so the counters are read again right after.
 */
export function useMessageList(category: number, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.list(category, page),
    queryFn: async () => {
      const answer = await api(messageList, { category, page });
      void refreshMessageCounts(queryClient);
      return answer;
    },
    placeholderData: keepPreviousData,
    // Every visit is a read: new messages show up, and the badge clears.
    staleTime: 0,
  });
}

/** 全部标为已读: every category; the answer carries the exact counters after it. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(messageRead, { category: MESSAGE_READ_ALL }),
    onSuccess: async (answer) => {
      queryClient.setQueryData<MessageCounts>(messageKeys.counts, answer.counts);
      toast.success(MSG.messagesMarkedRead);
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

/** The message switches of /web/system/message_list. */
export function useMessageSwitches() {
  return useQuery({
    queryKey: messageKeys.switches,
    queryFn: () => api(systemMessageList),
    enabled: hasToken(),
  });
}

/** Sets one switch (not a toggle: the new status is sent), then shows what the server kept. */
export function useSetMessageSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: number }) =>
      api(systemMessageSet, { id, status }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MessageSwitch[]>(messageKeys.switches, (old) =>
        old?.map((s) => (s.id === saved.id ? saved : s)),
      );
      toast.success(
        saved.status === SYSTEM_MESSAGE_SWITCH.on ? MSG.messageSwitchOn : MSG.messageSwitchOff,
      );
    },
  });
}
