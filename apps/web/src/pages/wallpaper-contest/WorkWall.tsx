import { Button, Image, Skeleton } from 'antd';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { contestDownloadUrl, opuVote, type ContestWork } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { useWorks } from '../../features/contest/queries';
import { useVote } from '../../features/contest/use-vote';
import { useWallParams } from '../../features/contest/use-wall-params';
import { WallToolbar } from '../../features/contest/WallToolbar';
import { VoteButton, serialLabel } from '../diy-contest/VoteButton';
import styles from './WorkWall.module.css';

/** How a thumbnail is framed: a desktop wallpaper 16:9, a phone wallpaper 9:16, a photo 4:3. */
export type WallShape = 'landscape' | 'portrait' | 'photo';

function WallCard({
  work,
  activeId,
  download,
  pending,
  onVote,
}: {
  work: ContestWork;
  activeId: number;
  download: boolean;
  pending: boolean;
  onVote(id: number): void;
}) {
  return (
    <article className={styles.card} data-testid="wall-card">
      <div className={styles.thumb}>
        {/* The lightbox: antd's preview of the picture, whole, on a dark page. */}
        <Image src={work.cover} alt={work.name} preview={{ mask: '预览' }} />
        <span className={styles.serial}>{serialLabel(work.serial_num)}</span>
      </div>
      <div className={styles.body}>
        <strong className={styles.name} title={work.name}>
          {work.name}
        </strong>
        <p className={styles.meta}>
          {work.user.nickname}
          {work.desc && <span> · {work.desc}</span>}
        </p>
        <div className={styles.footer}>
          <span>
            <strong data-testid="wall-vote-count">{work.vote_count}</strong> 票
          </span>
          <span className={styles.actions}>
            {download && (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                href={contestDownloadUrl(activeId, work.id)}
                download
                aria-label={`下载 ${work.name}`}
                data-testid="wall-download"
              />
            )}
            <VoteButton work={work} pending={pending} onVote={onVote} />
          </span>
        </div>
      </div>
    </article>
  );
}

/**
 * The works wall of the wallpaper and photo contests: approved works with big thumbnails
 * (click for the lightbox), 编号 search, order by serial / newest / votes (in the address),
 * the vote button with today's state, and for wallpapers the download. 12 a page.
 */
export function WorkWall({
  activeId,
  shape,
  download = false,
  vote: voteContract = opuVote,
}: {
  activeId: number;
  shape: WallShape;
  download?: boolean;
  vote?: typeof opuVote;
}) {
  const { page, order, serial, update, hrefFor } = useWallParams();
  const works = useWorks(activeId, { page, order, serial });
  const { vote, pendingId } = useVote(activeId, voteContract);

  return (
    <section className={`${styles.wall} ${styles[shape]}`} data-testid="work-wall">
      <WallToolbar serial={serial} order={order} onChange={update} />
      {works.isError && !works.data ? (
        <ErrorView onRetry={() => void works.refetch()} />
      ) : works.isPending ? (
        <ul className={styles.grid} aria-busy="true" data-testid="wall-loading">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton.Image active className={styles.skeletonImage} />
              <Skeleton active paragraph={{ rows: 1 }} />
            </li>
          ))}
        </ul>
      ) : works.data.data.length === 0 ? (
        <EmptyState description={serial ? '没有这个编号的作品' : '还没有通过审核的作品'} />
      ) : (
        <>
          <Image.PreviewGroup>
            <ul className={styles.grid}>
              {works.data.data.map((w) => (
                <li key={w.id}>
                  <WallCard
                    work={w}
                    activeId={activeId}
                    download={download}
                    pending={pendingId === w.id}
                    onVote={vote}
                  />
                </li>
              ))}
            </ul>
          </Image.PreviewGroup>
          {works.data.paginate.last_page > 1 && (
            <Pager current={page} lastPage={works.data.paginate.last_page} hrefFor={hrefFor} />
          )}
        </>
      )}
    </section>
  );
}
