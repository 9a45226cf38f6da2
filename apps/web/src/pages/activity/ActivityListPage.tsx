import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ACTIVITY_PAGE_SIZE, activityProgressList } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { api } from '../../lib/api';
import { ActivityCard } from './ActivityCard';
import { ActivityDetailModal } from './ActivityDetailModal';
import styles from './ActivityList.module.css';

const LIST = '/app/new-version/activity';

/**
 * /app/new-version/activity (SPEC §2 活动): published activities, ongoing first, 12 a page
 * (SPEC §9). The page number is in the address so a page can be shared.
 */
export default function ActivityListPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['activity', 'list', page],
    queryFn: () => api(activityProgressList, { page, page_size: ACTIVITY_PAGE_SIZE }),
  });

  return (
    <div className={styles.page} data-testid="activity-list">
      <h1 className={styles.title}>活动</h1>
      {list.isError && !list.data ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ul className={styles.grid} aria-busy="true" data-testid="activity-loading">
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.skeleton}>
              <Skeleton.Image active className={styles.skeletonImage} />
              <Skeleton active paragraph={{ rows: 2 }} />
            </li>
          ))}
        </ul>
      ) : list.data.data.length === 0 ? (
        <EmptyState description="暂无活动" />
      ) : (
        <>
          <ul className={styles.grid}>
            {list.data.data.map((a) => (
              <li key={a.id}>
                <ActivityCard activity={a} onOpen={() => setOpen(a.id)} />
              </li>
            ))}
          </ul>
          {list.data.paginate.last_page > 1 && (
            <Pager
              current={page}
              lastPage={list.data.paginate.last_page}
              hrefFor={(p) => (p > 1 ? `${LIST}?page=${p}` : LIST)}
            />
          )}
        </>
      )}
      <ActivityDetailModal id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
