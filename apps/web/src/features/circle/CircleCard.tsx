import { Link } from 'react-router-dom';
import { formatCount, type Circle } from '@xinke/shared';
import { JoinButton } from './JoinButton';
import styles from './Circle.module.css';
import { UserAvatar } from '../../components/UserAvatar';

export const topicDetailPath = (id: number) => `/app/new-version/topicDetail/${id}`;

/** Members and posts, shortened (SPEC §9 k/w); the exact numbers are in the title. */
export function CircleStats({ circle }: { circle: Pick<Circle, 'member_count' | 'item_count'> }) {
  return (
    <span className={styles.stats}>
      <span title={`${circle.member_count} 位成员`} data-testid="member-count">
        <b>{formatCount(circle.member_count)}</b> 成员
      </span>
      <span title={`${circle.item_count} 篇帖子`} data-testid="post-count">
        <b>{formatCount(circle.item_count)}</b> 帖子
      </span>
    </span>
  );
}

/** One circle of the directory: picture, name, category, description, counts, join. */
export function CircleCard({ circle }: { circle: Circle }) {
  const href = topicDetailPath(circle.id);
  return (
    <article className={styles.card} data-testid="circle-card" data-circle-id={circle.id}>
      <Link to={href} className={styles.cardImageLink} tabIndex={-1} aria-hidden="true">
        <UserAvatar
          src={circle.image_url}
          name={circle.name}
          shape="square"
          alt=""
          className={styles.cardImage}
        />
      </Link>
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>
          <Link to={href} data-testid="circle-name" data-name>
            {circle.name}
          </Link>
          {circle.circle_tag && <span className={styles.category}>{circle.circle_tag}</span>}
        </h3>
        <p className={styles.cardDescription}>{circle.description || '这个圈子还没有简介'}</p>
        <div className={styles.cardFooter}>
          <CircleStats circle={circle} />
          <JoinButton circle={circle} />
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while the first page of the directory loads. */
export function CircleGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-busy="true" aria-label="加载中" data-testid="circle-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.card} ${styles.skeletonCard}`}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLines}>
            <span />
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}
