import { useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { formatRelativeTime, MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { DateRangeFilter } from '../creation/DateRangeFilter';
import { rangeParam, withFilter } from '../creation/item-manage-params';
import { SignInButton } from './SignInButton';
import { usePoints, type PointQuery } from './queries';
import styles from './Growth.module.css';

/** The page's state lives in the URL (?page=&from=&to=), as the creation-center lists do. */
export function pointQuery(params: URLSearchParams): PointQuery {
  const range = rangeParam(params);
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    ...(range ? { begin_time: range[0], end_time: range[1] } : {}),
  };
}

/** my-electricity: the balance with a sign-in entry, then my ledger rows by date range. */
export function PointHistory() {
  const [params, setParams] = useSearchParams();
  const range = rangeParam(params);
  const points = usePoints(pointQuery(params));
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <>
      <div className={styles.balance}>
        <span>
          当前电量{' '}
          <span className={styles.balanceNumber} data-testid="ele-balance">
            {points.data?.ele ?? '–'}
          </span>
        </span>
        <SignInButton />
      </div>
      <DateRangeFilter
        label="时间"
        value={range}
        onChange={(next) => setParams(withFilter(params, { range: next }))}
      />
      {points.isError ? (
        <ErrorView onRetry={() => void points.refetch()} />
      ) : !points.data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : points.data.data.length === 0 ? (
        <EmptyState description={MSG.noEleRecords} />
      ) : (
        <>
          <table className={styles.table} data-testid="point-table">
            <thead>
              <tr>
                <th>时间</th>
                <th>说明</th>
                <th>电量</th>
              </tr>
            </thead>
            <tbody>
              {points.data.data.map((row) => (
                <tr key={row.id}>
                  <td>{formatRelativeTime(row.create_time)}</td>
                  <td>{row.reason_text}</td>
                  <td className={row.amount >= 0 ? styles.plus : styles.minus}>
                    {row.amount >= 0 ? `+${row.amount}` : row.amount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {points.data.paginate.last_page > 1 && (
            <Pager
              current={points.data.paginate.current_page}
              lastPage={points.data.paginate.last_page}
              hrefFor={hrefFor}
            />
          )}
        </>
      )}
    </>
  );
}
