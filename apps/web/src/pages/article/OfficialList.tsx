import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Tabs } from 'antd';
import { formatDateTime, officialCategoryImage, officialList } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import styles from './Article.module.css';

const OFFICIAL = '/app/new-version/official';

/**
 * official/:type/0 — the official articles of one type (category; 0 is every type), newest
 * first: where the older layout's 官方 menu and an article's type link lead (docs/content.md).
 */
export function OfficialList({ type, page }: { type: number; page: number }) {
  const navigate = useNavigate();
  const categories = useQuery({
    queryKey: ['official', 'categories'],
    queryFn: () => api(officialCategoryImage),
  });
  const list = useQuery({
    queryKey: ['official', 'list', type, page],
    queryFn: () => api(officialList, { id: type, page }),
  });
  const tabs = [{ key: '0', label: '全部' }].concat(
    (categories.data ?? []).map((c) => ({ key: String(c.id), label: c.name })),
  );
  return (
    <div className={styles.page} data-testid="official-list">
      <h1 className={styles.title}>官方</h1>
      <Tabs
        activeKey={String(type)}
        items={tabs}
        onChange={(key) => navigate(`${OFFICIAL}/${key}/0`)}
      />
      {list.isError ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div aria-busy="true" />
      ) : list.data.data.length === 0 ? (
        <EmptyState description="这里还没有官方文章" />
      ) : (
        <>
          {list.data.data.map((a) => (
            <Link
              key={a.id}
              to={`${OFFICIAL}/${a.category_id}/${a.id}`}
              className={styles.card}
              data-testid="official-card"
            >
              <h2>{a.title}</h2>
              <p>
                {a.category_name} · {formatDateTime(a.publish_time)} · 阅读 {a.visit_count}
              </p>
              <p>{a.summary}</p>
            </Link>
          ))}
          {list.data.paginate.last_page > 1 && (
            <Pagination
              current={page}
              total={list.data.paginate.total}
              pageSize={list.data.paginate.per_page}
              showSizeChanger={false}
              onChange={(p) => navigate(`${OFFICIAL}/${type}/0?page=${p}`)}
            />
          )}
        </>
      )}
    </div>
  );
}
