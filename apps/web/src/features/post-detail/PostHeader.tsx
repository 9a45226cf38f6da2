import { Link } from 'react-router-dom';
import {
  formatCount,
  formatRelativeTime,
  ItemStatus,
  ItemType,
  type PostDetail,
} from '@xinke/shared';
import styles from './PostDetail.module.css';

/** What the header shows; the author's preview has no view count (it is not a reader). */
export type PostHeading = Pick<
  PostDetail,
  'title' | 'item_type' | 'item_status' | 'reject_reason' | 'circle' | 'tags' | 'create_time'
> & { visit_count?: number };

/**
 * Title, status (for my unpublished post), circle, tags, time and counts. The preview page
 * shows the status in its own banner (showStatus false).
 */
export function PostHeader({
  post,
  showStatus = true,
}: {
  post: PostHeading;
  showStatus?: boolean;
}) {
  const unpublished = showStatus && post.item_status !== ItemStatus.values.published;
  return (
    <header className={styles.header}>
      <h1 className={styles.title} data-testid="post-title">
        {post.item_type !== ItemType.values.general && (
          <span className={styles.badge}>{ItemType.label(post.item_type)}</span>
        )}
        {post.title}
      </h1>
      {unpublished && (
        <p className={styles.notice} data-testid="post-status">
          {ItemStatus.label(post.item_status)}
          {post.reject_reason && `：${post.reject_reason}`}
        </p>
      )}
      <div className={styles.meta}>
        {post.circle && (
          <Link to={`/app/new-version/topicDetail/${post.circle.id}`} className={styles.circle}>
            {post.circle.name}
          </Link>
        )}
        {post.tags.map((tag) => (
          <Link
            key={tag.id}
            to={`/app/new-version/featured?tag=${encodeURIComponent(tag.slug)}`}
            className={styles.tag}
          >
            #{tag.name}
          </Link>
        ))}
        <span className={styles.metaRight}>
          <time>{formatRelativeTime(post.create_time)}</time>
          {post.visit_count !== undefined && <span>浏览 {formatCount(post.visit_count)}</span>}
        </span>
      </div>
    </header>
  );
}
