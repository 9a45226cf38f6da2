import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { medalList, userMedal, userMedalSeen, type MessageCounts } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { messageKeys } from '../message/queries';

/** My medals live under ['user'], so logout drops them with the rest of my data. */
export const medalKeys = {
  mine: ['user', 'medals'] as const,
  hall: ['medals', 'hall'] as const,
};

/** GET /web/medal/list: every enabled medal, as admins defined them (the visitor's hall). */
export function useMedalHall() {
  return useQuery({ queryKey: medalKeys.hall, queryFn: () => api(medalList) });
}

/** GET /web/user/medal for me: every medal with whether I earned it (members only). */
export function useMyMedals() {
  return useQuery({
    queryKey: medalKeys.mine,
    queryFn: () => api(userMedal, {}),
    enabled: hasToken(),
  });
}

/**
 * POST /web/user/medal/seen: the medal page saw my new medals. The header's 成就 badge
 * drops at once (the socket confirms with fresh counters); the page keeps its `is_new`
 * highlights until it is read again.
 */
export function useMarkMedalsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(userMedalSeen, undefined, { silent: true }),
    onSuccess: ({ marked }) => {
      if (marked === 0) return;
      queryClient.setQueryData<MessageCounts>(messageKeys.counts, (old) =>
        old ? { ...old, achieve: 0 } : old,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.counts });
    },
  });
}
