import { lazy, Suspense } from 'react';
import Skeleton from 'antd/es/skeleton';
import type { ForumListQuery } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useIsNarrow } from '../../lib/use-media';
import { ItemCard } from './ItemCard';
import { useForumList } from './queries';
import styles from './PostList.module.css';

// antd's Pagination brings Select and a virtual list (~35 KB gzip) for its size changer;
// it sits below the list, so it loads after the posts are on screen.
const Pagination = lazy(() => import('antd/es/pagination'));

function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="加载中">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} active avatar={{ size: 'small' }} paragraph={{ rows: 2 }} />
      ))}
    </div>
  );
}

/** A paged post list from GET /web/forum/list with its loading, empty and error states. */
export function PostList({ query, onPageChange }: { query: ForumListQuery; onPageChange(page: number): void }) {
  const { data, isPending, isError, refetch, isPlaceholderData } = useForumList(query);
  const isNarrow = useIsNarrow();
  if (isPending) return <ListSkeleton />;
  if (isError) return <ErrorView onRetry={() => void refetch()} />;
  if (data.data.length === 0) return <EmptyState />;
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
          <Suspense fallback={<div className={styles.paginationPlaceholder} />}>
            <Pagination
              current={paginate.current_page}
              total={paginate.total}
              pageSize={paginate.per_page}
              showSizeChanger={false}
              size={isNarrow ? 'small' : 'medium'}
              showLessItems={isNarrow}
              onChange={(page) => onPageChange(page)}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}
