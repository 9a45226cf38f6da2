import { Link } from 'react-router-dom';
import { ActivityKind, formatDateTime, type ActivityCard as Card } from '@xinke/shared';
import { activityTone } from '../../features/activity/status-tone';
import { activityPath } from './activity-links';
import styles from './ActivityList.module.css';

const day = (s: number | null) => (s === null ? '' : formatDateTime(s));

/** One activity of the list: cover, status badge, title, kind, time range, enrolled. */
export function ActivityCard({ activity: a, onOpen }: { activity: Card; onOpen(): void }) {
  const body = (
    <>
      <div className={styles.cover}>
        {a.cover ? <img src={a.cover} alt="" loading="lazy" /> : <span>{a.title}</span>}
        <span
          className={`${styles.badge} ${styles[activityTone(a.status)]}`}
          data-testid="activity-status"
        >
          {a.status_text}
        </span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.cardTitle}>{a.title}</h2>
        <div className={styles.meta}>
          <span className={styles.kind}>{ActivityKind.label(a.kind)}</span>
          <span>{a.enrol_count} 人报名</span>
        </div>
        <p className={styles.time}>
          {a.start_time === null ? '时间待定' : `${day(a.start_time)} ~ ${day(a.end_time)}`}
        </p>
      </div>
    </>
  );
  const path = activityPath(a);
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
