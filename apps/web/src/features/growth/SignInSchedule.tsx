import { SCHEDULE } from './streak';
import styles from './Growth.module.css';

/**
 * The streak schedule from the shared SIGN_IN_REWARDS: one column a day, today's marked
 * (day 7 and later share the last column), the days before it dimmed when `current` is given.
 */
export function SignInSchedule({ current }: { current?: number }) {
  const currentColumn = current && Math.min(current, SCHEDULE.length);
  return (
    <ol className={styles.schedule} aria-label="连续签到奖励">
      {SCHEDULE.map((d) => (
        <li
          key={d.day}
          className={
            currentColumn && d.day < currentColumn
              ? `${styles.scheduleDay} ${styles.scheduleDone}`
              : styles.scheduleDay
          }
          aria-current={d.day === currentColumn ? 'date' : undefined}
        >
          <span>{d.label}</span>
          <span className={styles.scheduleEle}>+{d.ele}</span>
        </li>
      ))}
    </ol>
  );
}
