import { Tag } from 'antd';
import styles from './Creator.module.css';

/**
 * The creative-master badge (users.x_up = 1, SPEC §1) beside a name: the one component every
 * name display uses, so the badge looks the same wherever a creator appears.
 */
export function CreatorBadge({ xUp }: { xUp: number }) {
  if (xUp !== 1) return null;
  return (
    <Tag color="purple" className={styles.badge} data-testid="creator-badge">
      创作达人
    </Tag>
  );
}
