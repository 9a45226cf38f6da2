import type { ActivityCard as Card } from '@xinke/shared';
import { ActivityCard } from './ActivityCard';
import styles from './ActivityList.module.css';

/**
 * Activity cards outside the activity list (the 618 page, a product's 相关活动): the list's
 * cards, each leading to the activity's own page or its rules page.
 */
export function ActivityEntries({ activities }: { activities: Card[] }) {
  return (
    <ul className={styles.grid} data-testid="activity-entries">
      {activities.map((a) => (
        <li key={a.id}>
          <ActivityCard activity={a} />
        </li>
      ))}
    </ul>
  );
}
