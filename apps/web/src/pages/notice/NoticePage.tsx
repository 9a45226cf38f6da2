import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { formatDateTime, noticeList } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { RichContent } from '../../features/editor/RichContent';
import { Pager } from '../../components/Pager';
import { api } from '../../lib/api';
import styles from './NoticePage.module.css';

/**
 * /app/new-version/notice (SPEC §2 公告): the published notices, pinned first, newest first,
 * as the console wrote them (HTML cleaned by the server). Opening it clears the header's 新
 * marker (the header marks them seen on this path). more/announcement shows the same list.
 */
export default function NoticePage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['notice', 'list', page],
    queryFn: () => api(noticeList, { page }),
  });
  return (
    <div className={styles.page} data-testid="notice-page">
      <h1 className={styles.title}>公告</h1>
      {isError && !data ? (
        <ErrorView onRetry={() => void refetch()} />
      ) : isPending ? null : data.data.length === 0 ? (
        <EmptyState description="暂无公告" />
      ) : (
        <>
          <ul className={styles.list}>
            {data.data.map((n) => (
              <li key={n.id} className={styles.notice} data-testid="notice-item">
                <div className={styles.head}>
                  {n.is_top === 1 && <span className={styles.pinned}>置顶</span>}
                  <h2 className={styles.noticeTitle}>{n.title}</h2>
                  <time className={styles.time}>{formatDateTime(n.publish_time)}</time>
                </div>
                <RichContent html={n.content} className={styles.body} />
              </li>
            ))}
          </ul>
          {data.paginate.last_page > 1 && (
            <Pager
              current={page}
              lastPage={data.paginate.last_page}
              hrefFor={(p) => (p > 1 ? `${pathname}?page=${p}` : pathname)}
            />
          )}
        </>
      )}
    </div>
  );
}
