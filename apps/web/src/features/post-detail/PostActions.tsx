import LikeFilled from '@ant-design/icons/es/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/es/icons/LikeOutlined';
import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import { formatCount, type PostDetail } from '@xinke/shared';
import { useRequireLogin } from '../auth/use-require-login';
import { ReportButton } from './ReportButton';
import { useCollectToggle, useThumbToggle } from './use-toggles';
import styles from './PostDetail.module.css';

/** Thumb and collect toggles with their counts, and 举报. Visitors get the login dialog. */
export function PostActions({ post }: { post: PostDetail }) {
  const requireLogin = useRequireLogin();
  const thumb = useThumbToggle(post.id);
  const collect = useCollectToggle(post.id);
  const liked = post.is_thumb === 1;
  const collected = post.is_collect === 1;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={liked ? `${styles.action} ${styles.actionOn}` : styles.action}
        aria-pressed={liked}
        data-testid="thumb-button"
        // A click while the last one is in flight would race it; ignore it instead.
        onClick={() => requireLogin() && !thumb.isPending && thumb.mutate()}
      >
        {liked ? <LikeFilled /> : <LikeOutlined />}
        <span>{liked ? '已点赞' : '点赞'}</span>
        <span data-testid="thumb-count">{formatCount(post.thumb_count)}</span>
      </button>
      <button
        type="button"
        className={collected ? `${styles.action} ${styles.actionOn}` : styles.action}
        aria-pressed={collected}
        data-testid="collect-button"
        onClick={() => requireLogin() && !collect.isPending && collect.mutate()}
      >
        {collected ? <StarFilled /> : <StarOutlined />}
        <span>{collected ? '已收藏' : '收藏'}</span>
        <span data-testid="collect-count">{formatCount(post.collect_count)}</span>
      </button>
      <ReportButton targetType={1} targetId={post.id} />
    </div>
  );
}
