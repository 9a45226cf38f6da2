import LikeFilled from '@ant-design/icons/es/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/es/icons/LikeOutlined';
import { formatCount, type ThumbState } from '@xinke/shared';
import { useRequireLogin } from '../../auth/use-require-login';
import type { CommentTarget } from './comment-target';
import { useCommentThumb, type ThumbTarget } from './use-comment-thumb';
import styles from '../PostDetail.module.css';

/**
 * The 点赞 button of a comment or reply with its count. Visitors get the login dialog;
 * a click while the last one is in flight is ignored (it would race it).
 */
export function CommentThumb({
  owner,
  target,
  state,
}: {
  owner: CommentTarget;
  target: ThumbTarget;
  state: ThumbState;
}) {
  const requireLogin = useRequireLogin();
  const toggle = useCommentThumb(owner);
  const liked = state.is_thumb === 1;
  return (
    <button
      type="button"
      className={liked ? `${styles.commentThumb} ${styles.commentThumbOn}` : styles.commentThumb}
      aria-pressed={liked}
      aria-label={liked ? '取消点赞' : '点赞'}
      data-testid={`${target.kind}-thumb`}
      onClick={() => requireLogin() && !toggle.isPending && toggle.mutate(target)}
    >
      {liked ? <LikeFilled /> : <LikeOutlined />}
      <span data-testid={`${target.kind}-thumb-count`}>{formatCount(state.thumb_count)}</span>
    </button>
  );
}
