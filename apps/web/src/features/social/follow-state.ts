import { FOLLOW_ACTION, FOLLOW_STATUS, FollowAction, FollowStatus } from '@xinke/shared';

/** The follow button's words for a SPEC §4 follow status: 关注 / 已关注 / 互相关注. */
export function followButtonLabel(flag: number): string {
  return flag === FOLLOW_STATUS.notFollowed
    ? FollowAction.label(FOLLOW_ACTION.follow)
    : FollowStatus.label(flag);
}

/** True for 已关注 and 互相关注: a click then unfollows. */
export const isFollowing = (flag: number) =>
  flag === FOLLOW_STATUS.followed || flag === FOLLOW_STATUS.mutual;

/**
 * SPEC §4 follow action value sent as follow_status: the state *before* the click, so 1
 * (not followed yet) follows and 0 (followed, or mutual) unfollows.
 */
export const followActionOf = (flag: number) =>
  isFollowing(flag) ? FOLLOW_ACTION.unfollow : FOLLOW_ACTION.follow;
