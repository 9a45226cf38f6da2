import { useMutation } from '@tanstack/react-query';
import { MSG, userFollow, type FollowState } from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { followActionOf, isFollowing } from './follow-state';

/** Whoever a follow button is about: their id and my SPEC §4 status towards them. */
export interface FollowTarget {
  id: number;
  nickname: string;
  follow_flag: number;
}

/**
 * Follows or unfollows someone (POST /web/user/follow). Not optimistic: 互相关注 depends on
 * whether they follow me, which only the server knows, so the caller takes the answer (the
 * new status and their exact fan count) through `onFollowed` and puts it where it shows
 * it. A refusal (blocked either way) is the server's msg, toasted by the http client.
 */
export function useFollow(onFollowed: (answer: FollowState, target: FollowTarget) => void) {
  return useMutation({
    mutationFn: (target: FollowTarget) =>
      api(userFollow, { follow_id: target.id, follow_status: followActionOf(target.follow_flag) }),
    onSuccess: (answer, target) => {
      onFollowed(answer, target);
      toast.success(isFollowing(answer.follow_flag) ? MSG.followSuccess : MSG.unfollowSuccess);
    },
  });
}
