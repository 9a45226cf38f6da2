import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { formatRelativeTime, type CollectRow, type Paginate } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { ArticleCollectionRow } from '../../features/creation/ArticleCollectionRow';
import { CreationShell } from '../../features/creation/CreationShell';
import {
  useMyCollectedArticles,
  useMyCollections,
  useUncollect,
} from '../../features/creation/queries';
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

/** One tab's list: total, rows, pager; an emptied last page goes to the page now last. */
function CollectionList<T extends { id: number }>({
  list,
  page,
  hrefFor,
  row,
}: {
  list: { data?: { data: T[]; paginate: Paginate }; isError: boolean; refetch(): unknown };
  page: number;
  hrefFor(page: number): string;
  row(item: T): ReactNode;
}) {
  if (list.isError) return <ErrorView onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const { data, paginate } = list.data;
  if (data.length === 0 && page > 1)
    // Un-collecting the last one of the last page: show the page that is now last.
    return <Navigate replace to={hrefFor(Math.max(1, paginate.last_page))} />;
  if (data.length === 0) return <EmptyState description="还没有收藏" />;
  return (
    <>
      <p className={styles.total} data-testid="collection-total">
        共 {paginate.total} 篇收藏
      </p>
      <ul className={styles.list} data-testid="collections">
        {data.map(row)}
      </ul>
      {paginate.last_page > 1 && (
        <Pager current={paginate.current_page} lastPage={paginate.last_page} hrefFor={hrefFor} />
      )}
    </>
  );
}

function PostCollections({ page }: { page: number }) {
  return (
    <CollectionList
      list={useMyCollections(page)}
      page={page}
      hrefFor={(p) => `?page=${p}`}
      row={(row) => <CollectionRow key={row.id} row={row} />}
    />
  );
}

function ArticleCollections({ page }: { page: number }) {
  return (
    <CollectionList
      list={useMyCollectedArticles(page)}
      page={page}
      hrefFor={(p) => `?tab=article&page=${p}`}
      row={(row) => <ArticleCollectionRow key={row.id} row={row} />}
    />
  );
}

const TABS = [
  { key: 'post', label: '帖子' },
  { key: 'article', label: '官方文章' },
];

/**
 * /creation-center/collection-manage: my collections, newest first, paged by ?page=; the
 * collected posts (source type 1) and, under ?tab=article, the official articles (2).
 */
export default function CollectionManagePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tab = params.get('tab') === 'article' ? 'article' : 'post';
  return (
    <CreationShell title="收藏管理">
      <Tabs
        activeKey={tab}
        items={TABS}
        onChange={(key) => setParams(key === 'article' ? { tab: key } : {})}
      />
      {tab === 'article' ? <ArticleCollections page={page} /> : <PostCollections page={page} />}
    </CreationShell>
  );
}
