import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteInfo, inviteReceive } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';

export const inviteKey = (id: number) => ['invite', 'info', id] as const;

/** The invite page's one read: rules, rewards, my code and friends, the leaderboard. */
export function useInviteInfo(id: number, code: string | null) {
  const signedIn = hasToken();
  return useQuery({
    queryKey: [...inviteKey(id), signedIn, code ?? ''],
    queryFn: () => api(inviteInfo, code ? { id, code } : { id }),
    enabled: id > 0,
  });
}

export function useReceiveInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api(inviteReceive, { code }),
    onSettled: () => client.invalidateQueries({ queryKey: ['invite'] }),
  });
}
