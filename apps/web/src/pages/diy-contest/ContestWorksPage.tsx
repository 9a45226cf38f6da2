import { Skeleton } from 'antd';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { useContestPlace } from '../../features/contest/contest-paths';
import { useWorks } from '../../features/contest/queries';
import { useVote } from '../../features/contest/use-vote';
import { useWallParams } from '../../features/contest/use-wall-params';
import { WallToolbar } from '../../features/contest/WallToolbar';
import { WorkCard } from './WorkCard';
import styles from './Works.module.css';

/**
 * 参赛作品: the works wall, 12 a page (?page= in the address), found by serial, ordered by
 * serial / newest / votes; each card votes. PC 4 columns, H5 2.
 */
export default function ContestWorksPage() {
  const { activeId, mobile, paths } = useContestPlace();
  const { page, order, serial, update, hrefFor } = useWallParams(paths.tab('work'));
  const works = useWorks(activeId, { page, order, serial });
  const { vote, pendingId } = useVote(activeId);

  return (
    <section className={mobile ? styles.wallH5 : styles.wall} data-testid="contest-works">
      <WallToolbar serial={serial} order={order} onChange={update} fullWidth={mobile} />
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
