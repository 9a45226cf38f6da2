import LikeFilled from '@ant-design/icons/es/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/es/icons/LikeOutlined';
import { Button, Image, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { COMMENT_TYPE, WORK_REVIEW, formatDateTime } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { UserAvatar } from '../../components/UserAvatar';
import { RichContent } from '../../features/editor/RichContent';
import { CommentSection } from '../../features/post-detail/comments/CommentSection';
import { useContestPlace } from '../../features/contest/contest-paths';
import { contestKeys, useWork } from '../../features/contest/queries';
import { useVote } from '../../features/contest/use-vote';
import { useWorkThumb } from '../../features/contest/use-work-thumb';
import { ReviewState } from './ReviewState';
import { VoteButton, serialLabel } from './VoteButton';
import styles from './WorkDetail.module.css';

/**
 * One work (work-detail/:activityId/:id, H5 detail/:activityId/:id): pictures, name,
 * configuration, introduction, author, votes with the vote button (a sticky bottom bar on
 * a phone), a like (not a vote) and its comments (comment type 9).
 */
export default function WorkDetailPage() {
  const { activeId, mobile, paths } = useContestPlace();
  const workId = Number(useParams().id) || 0;
  const work = useWork(activeId, workId);
  const { vote, pendingId } = useVote(activeId);
  const like = useWorkThumb(activeId, workId);

  if (work.isError) return <ErrorView onRetry={() => void work.refetch()} />;
  if (!work.data) return <Skeleton active paragraph={{ rows: 10 }} className={styles.page} />;
  const w = work.data;
  // The author sees the work at every review step; only an approved one takes votes.
  const approved = w.review_status === WORK_REVIEW.approved;
  const votes = (
    <div className={mobile ? styles.bottomBar : styles.voteRow}>
      <span>
        <strong data-testid="contest-vote-count">{w.vote_count}</strong> 票
      </span>
      <VoteButton work={w} pending={pendingId === w.id} onVote={vote} block={mobile} />
    </div>
  );
  return (
    <div className={mobile ? styles.pageH5 : styles.page} data-testid="contest-work-detail">
      <p className={styles.back}>
        <Link to={paths.tab('work')}>← 返回参赛作品</Link>
      </p>
      {!approved && <ReviewState work={w} />}
      <article className={styles.card}>
        <h1 className={styles.title}>
          <span className={styles.serial}>{serialLabel(w.serial_num)}</span> {w.name}
        </h1>
        <div className={styles.author}>
          <UserAvatar src={w.user.image_url || undefined} name={w.user.nickname} size={32} alt="" />
          <span>{w.user.nickname}</span>
          <span className={styles.muted}>{formatDateTime(w.create_time)}</span>
        </div>
        <p className={styles.desc}>{w.desc}</p>
        <p>
          <strong>主机配置：</strong>
          {w.computer_model}
        </p>
        {!mobile && approved && votes}
        <div className={styles.images}>
          <Image.PreviewGroup>
            {[w.cover, ...w.image].filter(Boolean).map((src) => (
              <Image key={src} src={src} alt="" className={styles.image} />
            ))}
          </Image.PreviewGroup>
        </div>
        {w.content && <RichContent html={w.content} />}
        {approved && (
          <p className={styles.likeRow}>
            <Button
              shape="round"
              icon={w.is_thumb === 1 ? <LikeFilled /> : <LikeOutlined />}
              type={w.is_thumb === 1 ? 'primary' : 'default'}
              aria-pressed={w.is_thumb === 1}
              loading={like.pending}
              onClick={like.toggle}
              data-testid="contest-work-like"
            >
              {w.is_thumb === 1 ? '已赞' : '点赞'} {w.thumb_count}
            </Button>
          </p>
        )}
      </article>
      <CommentSection
        target={{ type: COMMENT_TYPE.contestWork, id: w.id, key: contestKeys.work(activeId, w.id) }}
        count={w.comment_count}
      />
      {mobile && approved && votes}
    </div>
  );
}
