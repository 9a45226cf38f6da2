import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useQueryClient } from '@tanstack/react-query';
import { FOLLOW_STATUS, type FollowState } from '@xinke/shared';
import { useRequireLogin } from '../auth/use-require-login';
import { applyFollowAnswer } from './apply-follow';
import { followButtonLabel, isFollowing } from './follow-state';
import { useFollow, type FollowTarget } from './use-follow';

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
 * someone the reader chose to follow. Nothing for myself (status −1).
 */
export function FollowButton({ user, onFollowed, block, size }: FollowButtonProps) {
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const follow = useFollow(
    onFollowed ?? ((answer, target) => applyFollowAnswer(queryClient, target.id, answer)),
  );
  if (user.follow_flag === FOLLOW_STATUS.self) return null;
  const label = followButtonLabel(user.follow_flag);
  if (isFollowing(user.follow_flag))
    return (
      <Popconfirm
        title={`不再关注 ${user.nickname}？`}
        okText="取消关注"
        cancelText="再想想"
        onConfirm={() => follow.mutateAsync(user)}
      >
        <Button
          block={block}
          size={size}
          loading={follow.isPending}
          data-testid="follow-button"
          data-follow-flag={user.follow_flag}
        >
          {label}
        </Button>
      </Popconfirm>
    );
  return (
    <Button
      block={block}
      size={size}
      type="primary"
      loading={follow.isPending}
      data-testid="follow-button"
      data-follow-flag={user.follow_flag}
      // A click while the last one is in flight would send the same action twice.
      onClick={() => requireLogin() && !follow.isPending && follow.mutate(user)}
    >
      {label}
    </Button>
  );
}
