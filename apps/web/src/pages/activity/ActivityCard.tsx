import { Link } from 'react-router-dom';
import {
  formatDateTime,
  type ActivityCard as Card,
  activityHref,
  activityPath,
} from '@xinke/shared';
import { activityTone } from '../../features/activity/status-tone';
import { cardTexts } from '../../features/invite/invite-card';
import styles from './ActivityList.module.css';

const day = (s: number | null) => (s === null ? '' : formatDateTime(s));

/**
 * One activity of the list: cover, status badge, title, kind, time range, enrolled. Without
 * `onOpen` (entries outside the list) a general activity links to its rules page.
 */
export function ActivityCard({ activity: a, onOpen }: { activity: Card; onOpen?(): void }) {
  const texts = cardTexts(a);
  const body = (
    <>
      <div className={styles.cover}>
        {a.cover ? <img src={a.cover} alt="" loading="lazy" /> : <span>{a.title}</span>}
        <span
          className={`${styles.badge} ${styles[activityTone(a.status)]}`}
          data-testid="activity-status"
        >
          {texts.status}
        </span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.cardTitle}>{a.title}</h2>
        <div className={styles.meta}>
          <span className={styles.kind}>{texts.kind}</span>
          {texts.enrol ? <span>{texts.enrol}</span> : null}
        </div>
        <p className={styles.time}>
          {a.start_time === null ? '时间待定' : `${day(a.start_time)} ~ ${day(a.end_time)}`}
        </p>
      </div>
    </>
  );
  const path = onOpen ? activityPath(a) : activityHref(a);
  return path ? (
    <Link to={path} className={styles.card} data-testid="activity-card">
      {body}
    </Link>
  ) : (
    <button type="button" className={styles.card} onClick={onOpen} data-testid="activity-card">
      {body}
    </button>
  );
}
