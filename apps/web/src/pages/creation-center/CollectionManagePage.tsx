import { Navigate, useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { formatRelativeTime, type CollectRow } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { CreationShell } from '../../features/creation/CreationShell';
import { useMyCollections, useUncollect } from '../../features/creation/queries';
import { ItemCard } from '../../features/forum/ItemCard';
import styles from '../../features/creation/Creation.module.css';

/** One collected post with when I collected it and 取消收藏 (after confirming). */
function CollectionRow({ row }: { row: CollectRow }) {
  const uncollect = useUncollect();
  return (
    <li className={styles.collectRow} data-testid="collection-row">
      <ItemCard item={row} />
      <div className={styles.collectBar}>
        <span>收藏于 {formatRelativeTime(row.collect_time)}</span>
        <Popconfirm
          title="从收藏中移除这篇帖子？"
          okText="移除"
          cancelText="保留"
          onConfirm={() => uncollect.mutateAsync(row.id)}
        >
          <Button size="small" loading={uncollect.isPending} data-testid="uncollect">
            取消收藏
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/** /creation-center/collection-manage: my collections, newest first, paged by ?page=. */
export default function CollectionManagePage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyCollections(page);
  let content;
  if (list.isError) content = <ErrorView onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (list.data.data.length === 0 && page > 1)
    // Un-collecting the last post of the last page: show the page that is now last.
    content = <Navigate replace to={`?page=${Math.max(1, list.data.paginate.last_page)}`} />;
  else if (list.data.data.length === 0) content = <EmptyState description="还没有收藏" />;
  else
    content = (
      <>
        <p className={styles.total} data-testid="collection-total">
          共 {list.data.paginate.total} 篇收藏
        </p>
        <ul className={styles.list} data-testid="collections">
          {list.data.data.map((row) => (
            <CollectionRow key={row.id} row={row} />
          ))}
        </ul>
        {list.data.paginate.last_page > 1 && (
          <Pager
            current={list.data.paginate.current_page}
            lastPage={list.data.paginate.last_page}
            hrefFor={(p) => `?page=${p}`}
          />
        )}
      </>
    );
  return <CreationShell title="收藏管理">{content}</CreationShell>;
}
