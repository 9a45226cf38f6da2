import { Link } from 'react-router-dom';
import type { ContestWork } from '@xinke/shared';
import { VoteButton, serialLabel } from './VoteButton';
import styles from './Works.module.css';

/** One work of the wall: cover, No.007, name, author, 票数 and the vote button. */
export function WorkCard({
  work,
  href,
  pending,
  onVote,
}: {
  work: ContestWork;
  href: string;
  pending: boolean;
  onVote(id: number): void;
}) {
  return (
    <article className={styles.card} data-testid="contest-work-card">
      <Link to={href} className={styles.cover}>
        {work.cover ? <img src={work.cover} alt="" loading="lazy" /> : <span>{work.name}</span>}
        <span className={styles.serial}>{serialLabel(work.serial_num)}</span>
      </Link>
      <div className={styles.body}>
        <Link to={href} className={styles.name}>
          {work.name}
        </Link>
        <p className={styles.author}>{work.user.nickname}</p>
        <div className={styles.footer}>
          <span>
            <strong data-testid="contest-vote-count">{work.vote_count}</strong> 票
          </span>
          <VoteButton work={work} pending={pending} onVote={onVote} />
        </div>
      </div>
    </article>
  );
}
