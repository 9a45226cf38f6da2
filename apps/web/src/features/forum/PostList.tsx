import type { ReactNode } from 'react';
import type { ForumListQuery } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { useIsNarrow } from '../../lib/use-media';
import { ItemCard } from './ItemCard';
import { useForumList } from './queries';
import styles from './PostList.module.css';

/**
 * Placeholder rows while the first page loads. Plain CSS rather than antd's Skeleton:
 * the list is the featured page's main content, and antd's runtime styling would have to
 * load and compute its theme before anything could be painted.
 */
function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="加载中">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <span className={styles.skeletonAvatar} />
          <span className={styles.skeletonLines}>
            <span />
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A paged post list from GET /web/forum/list with its loading, empty and error states. */
export function PostList({
  query,
  pageHref,
  empty,
}: {
  query: ForumListQuery;
  pageHref(page: number): string;
  /** What the empty state says (default: SPEC's 这里什么都没有). */
  empty?: ReactNode;
}) {
  const { data, isPending, isError, refetch, isPlaceholderData } = useForumList(query);
  const isNarrow = useIsNarrow();
  if (isPending) return <ListSkeleton />;
  if (isError) return <ErrorView onRetry={() => void refetch()} />;
  if (data.data.length === 0) return <EmptyState description={empty} />;
  const { paginate } = data;
  return (
    <>
      <div className={isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}>
        {data.data.map((item) => (
          <ItemCard key={item.id} item={item} />
        ))}
      </div>
      {paginate.last_page > 1 && (
        <div className={styles.pagination} data-testid="pagination">
          <Pager
            current={paginate.current_page}
            lastPage={paginate.last_page}
            hrefFor={pageHref}
            compact={isNarrow}
          />
        </div>
      )}
    </>
  );
}
