import { Input, Segmented, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { WorkOrder, type WorkOrderValue } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { useContestPlace } from '../../features/contest/contest-paths';
import { useWorks } from '../../features/contest/queries';
import { useVote } from '../../features/contest/use-vote';
import { WorkCard } from './WorkCard';
import styles from './Works.module.css';

/**
 * 参赛作品: the works wall, 12 a page (?page= in the address), found by serial, ordered by
 * serial / newest / votes; each card votes. PC 4 columns, H5 2.
 */
export default function ContestWorksPage() {
  const { activeId, mobile, paths } = useContestPlace();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = params.get('order');
  const order: WorkOrderValue = WorkOrder.has(asked) ? asked : WorkOrder.values.serial;
  const serial = Number(params.get('serial')) || undefined;
  const works = useWorks(activeId, { page, order, serial });
  const { vote, pendingId } = useVote(activeId);

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    next.delete('page');
    setParams(next);
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const q = next.toString();
    return q ? `${paths.tab('work')}?${q}` : paths.tab('work');
  };

  return (
    <section className={mobile ? styles.wallH5 : styles.wall} data-testid="contest-works">
      <div className={styles.toolbar}>
        <Input.Search
          placeholder="输入作品编号"
          inputMode="numeric"
          allowClear
          defaultValue={serial ? String(serial) : ''}
          onSearch={(v) => update({ serial: /^\d+$/.test(v.trim()) ? v.trim() : undefined })}
          className={styles.search}
          data-testid="contest-serial-search"
        />
        <Segmented
          options={WorkOrder.options}
          value={order}
          onChange={(v) => update({ order: v === WorkOrder.values.serial ? undefined : v })}
        />
      </div>
      {works.isError && !works.data ? (
        <ErrorView onRetry={() => void works.refetch()} />
      ) : works.isPending ? (
        <ul className={styles.grid} aria-busy="true" data-testid="contest-works-loading">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton.Image active className={styles.skeletonImage} />
              <Skeleton active paragraph={{ rows: 1 }} />
            </li>
          ))}
        </ul>
      ) : works.data.data.length === 0 ? (
        <EmptyState description={serial ? '没有这个编号的作品' : '还没有参赛作品'} />
      ) : (
        <>
          <ul className={styles.grid}>
            {works.data.data.map((w) => (
              <li key={w.id}>
                <WorkCard
                  work={w}
                  href={paths.work(w.id)}
                  pending={pendingId === w.id}
                  onVote={vote}
                />
              </li>
            ))}
          </ul>
          {works.data.paginate.last_page > 1 && (
            <Pager current={page} lastPage={works.data.paginate.last_page} hrefFor={hrefFor} />
          )}
        </>
      )}
    </section>
  );
}
