import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FOLLOW_STATUS, type FollowState } from '@xinke/shared';
import { lazyWithAntd } from '../../app/with-antd-scope';
import buttons from '../../components/buttons.module.css';
import { useRequireLogin } from '../auth/use-require-login';
import { applyFollowAnswer } from './apply-follow';
import { followButtonLabel, isFollowing } from './follow-state';
import { useFollow, type FollowTarget } from './use-follow';

const LazyUnfollowButton = lazyWithAntd(() =>
  import('./UnfollowButton').then((m) => m.UnfollowButton),
);

interface FollowButtonProps {
  user: FollowTarget;
  /**
   * Where the server's answer goes. Default: every cached list and homepage that shows
   * this person (apply-follow.ts).
   */
  onFollowed?(answer: FollowState, target: FollowTarget): void;
  block?: boolean;
  size?: 'small' | 'middle';
}

/**
 * 关注 / 已关注 / 互相关注 (SPEC §4), one button for every place that shows a person.
 * Visitors get the login dialog; unfollowing asks first, since a stray click would drop
 * someone the reader chose to follow. Nothing for myself (status −1). 关注 is a plain button
 * in antd's primary look; the confirmation (antd) loads only for people the reader follows,
 * so a visitor's post page loads no antd for it (docs/web-performance.md).
 */
export function FollowButton({ user, onFollowed, block, size }: FollowButtonProps) {
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const follow = useFollow(
    onFollowed ?? ((answer, target) => applyFollowAnswer(queryClient, target.id, answer)),
  );
  if (user.follow_flag === FOLLOW_STATUS.self) return null;
  const label = followButtonLabel(user.follow_flag);
  const sizing = [size === 'small' && buttons.small, block && buttons.block].filter(Boolean);
  if (isFollowing(user.follow_flag))
    return (
      <Suspense
        fallback={
          // Its stand-in while antd loads: the same label and place, not yet clickable.
          <button
            type="button"
            className={[buttons.outline, ...sizing].join(' ')}
            disabled
            data-testid="follow-button"
            data-follow-flag={user.follow_flag}
          >
            {label}
          </button>
        }
      >
        <LazyUnfollowButton
          nickname={user.nickname}
          pending={follow.isPending}
          block={block}
          size={size}
          flag={user.follow_flag}
          onConfirm={() => follow.mutateAsync(user)}
        >
          {label}
        </LazyUnfollowButton>
      </Suspense>
    );
  return (
    <button
      type="button"
      className={[buttons.solid, ...sizing].join(' ')}
      disabled={follow.isPending}
      aria-busy={follow.isPending}
      data-testid="follow-button"
      data-follow-flag={user.follow_flag}
      // A click while the last one is in flight would send the same action twice.
      onClick={() => requireLogin() && !follow.isPending && follow.mutate(user)}
    >
      {label}
    </button>
  );
}
