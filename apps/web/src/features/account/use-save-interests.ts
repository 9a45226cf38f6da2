import { useQueryClient } from '@tanstack/react-query';
import { userUpdate, type UserInfo } from '@xinke/shared';
import { api } from '../../lib/api';
import { accountKeys } from './queries';

/**
 * Stores SPEC §9 interests chosen outside the profile form (the new-user guide) through
 * POST /web/user/update, which changes only the fields it is given; the nickname it
 * requires is the member's current one. A failure shows the server's message (the http
 * client does) and leaves them unchosen, to be picked in personalEdit later.
 */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  return async (interests: number[]) => {
    const info = queryClient.getQueryData<UserInfo>(accountKeys.info);
    if (!info) return;
    try {
      const updated = await api(userUpdate, { nickname: info.nickname, interests });
      queryClient.setQueryData(accountKeys.info, updated);
    } catch {
      // shown by the http client
    }
  };
}
