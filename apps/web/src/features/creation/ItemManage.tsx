import { useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { ITEM_STATUS, ITEM_TYPE, type StatusCounts } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { MyItemRow } from './MyItemRow';
import { useMyItems, useStatusCounts } from './queries';
import styles from './Creation.module.css';

/** The status filters of SPEC §3 creation-center counts, in the order a writer thinks. */
const FILTERS: Array<{ status?: number; label: string; count(c: StatusCounts): number }> = [
  { label: '全部', count: (c) => c.total },
  { status: ITEM_STATUS.published, label: '已发布', count: (c) => c.itemStatus2 },
  { status: ITEM_STATUS.reviewing, label: '审核中', count: (c) => c.itemStatus1 },
  { status: ITEM_STATUS.rejected, label: '未通过', count: (c) => c.itemStatus3 },
  { status: ITEM_STATUS.unverified, label: '未审核', count: (c) => c.itemStatus0 },
  { status: ITEM_STATUS.draft, label: '草稿箱', count: (c) => c.draftStatus0 },
];

/** post-manage / vote-manage: my items by status, 5 a page, state in ?status=&page=. */
export function ItemManage({ votes }: { votes: boolean }) {
  const [params, setParams] = useSearchParams();
  const statusRaw = params.get('status');
  const status = statusRaw === null ? undefined : Number(statusRaw);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useStatusCounts();
  const list = useMyItems({
    page,
    item_status: status,
    item_type: votes ? ITEM_TYPE.vote : undefined,
  });
  const mine = counts.data && (votes ? counts.data.vote : counts.data.item);
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next.toString()}`;
  };
  return (
    <>
      <div className={styles.filters} role="tablist">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            role="tab"
            aria-selected={f.status === status}
            className={f.status === status ? `${styles.filter} ${styles.filterOn}` : styles.filter}
            onClick={() => setParams(f.status === undefined ? {} : { status: String(f.status) })}
          >
            {f.label}
            {mine && <span className={styles.count}>{f.count(mine)}</span>}
          </button>
        ))}
      </div>
      {list.isError ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : list.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className={styles.list}>
            {list.data.data.map((item) => (
              <MyItemRow key={item.id} item={item} />
            ))}
          </ul>
          {list.data.paginate.last_page > 1 && (
            <Pager
              current={list.data.paginate.current_page}
              lastPage={list.data.paginate.last_page}
              hrefFor={hrefFor}
            />
          )}
        </>
      )}
    </>
  );
}
