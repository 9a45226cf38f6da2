import { useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { ITEM_STATUS, ItemStatus, type StatusCounts } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { DateRangeFilter } from './DateRangeFilter';
import { myItemQuery, rangeParam, statusParam, withFilter } from './item-manage-params';
import { MyItemRow } from './MyItemRow';
import { useMyItems, useStatusCounts } from './queries';
import styles from './Creation.module.css';

const tab = (status: number, count: (c: StatusCounts) => number) => ({
  status,
  label: ItemStatus.label(status),
  count,
});

/**
 * The status filters with SPEC §3 creation-center counts, in the order a writer thinks.
 * The counts are of all my items, whatever the date range.
 */
const FILTERS: Array<{ status?: number; label: string; count(c: StatusCounts): number }> = [
  { label: '全部', count: (c) => c.total },
  tab(ITEM_STATUS.published, (c) => c.itemStatus2),
  tab(ITEM_STATUS.reviewing, (c) => c.itemStatus1),
  tab(ITEM_STATUS.rejected, (c) => c.itemStatus3),
  tab(ITEM_STATUS.unverified, (c) => c.itemStatus0),
  tab(ITEM_STATUS.draft, (c) => c.draftStatus0),
];

/** post-manage / vote-manage: my items by status and date range, 5 a page, state in the URL. */
export function ItemManage({ votes }: { votes: boolean }) {
  const [params, setParams] = useSearchParams();
  const status = statusParam(params);
  const range = rangeParam(params);
  const counts = useStatusCounts();
  const list = useMyItems(myItemQuery(params, votes));
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
            onClick={() => setParams(withFilter(params, { status: f.status }))}
          >
            {f.label}
            {mine && <span className={styles.count}>{f.count(mine)}</span>}
          </button>
        ))}
      </div>
      <DateRangeFilter
        value={range}
        onChange={(next) => setParams(withFilter(params, { range: next }))}
      />
      {list.isError ? (
        <ErrorView onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : list.data.data.length === 0 ? (
        <EmptyState description={range ? '这段时间里没有内容' : undefined} />
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
