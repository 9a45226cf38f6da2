import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import type { Paginate } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { isForbidden } from '../../lib/api-error';
import { useIsNarrow } from '../../lib/use-media';
import { PrivacyNotice } from './PrivacyNotice';
import styles from './Homepage.module.css';

interface PagedListProps<T> {
  query: UseQueryResult<{ data: T[]; paginate: Paginate }, unknown>;
  renderRows(rows: T[]): ReactNode;
  empty: ReactNode;
  /** Shown under the empty state (e.g. people to follow when I follow nobody). */
  emptyExtra?: ReactNode;
  pageHref(page: number): string;
}

/**
 * One homepage tab's list: skeleton, then rows and page links, or the empty state. A 403
 * (their privacy settings changed after the page loaded) shows the server's reason like a
 * tab hidden from the start; any other failure the error view with a retry.
 */
export function PagedList<T>({
  query,
  renderRows,
  empty,
  emptyExtra,
  pageHref,
}: PagedListProps<T>) {
  const isNarrow = useIsNarrow();
  if (query.isError) {
    if (isForbidden(query.error)) {
      const reason = (query.error as { msg?: string }).msg;
      return <PrivacyNotice reason={reason} />;
    }
    return <ErrorView onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  const { data: rows, paginate } = query.data;
  if (rows.length === 0)
    return (
      <>
        <EmptyState description={empty} />
        {emptyExtra}
      </>
    );
  return (
    <>
      <div className={query.isPlaceholderData ? styles.stale : undefined}>{renderRows(rows)}</div>
      {paginate.last_page > 1 && (
        <div className={styles.pager}>
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
