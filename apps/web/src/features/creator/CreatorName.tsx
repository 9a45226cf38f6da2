import { Link } from 'react-router-dom';
import type { CreatorUser } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { RESEARCH_BASE } from '../../research/research-routes';
import { CreatorBadge } from './CreatorBadge';
import styles from './Creator.module.css';

/** A person in the laboratory: avatar, name (to their creator page) and the 创作达人 badge. */
export function CreatorName({ user, size = 24 }: { user: CreatorUser; size?: number }) {
  return (
    <Link to={`${RESEARCH_BASE}/laboratory/personal/${user.id}`} className={styles.person}>
      <UserAvatar src={user.image_url} name={user.nickname} size={size} alt="" />
      <span>{user.nickname}</span>
      <CreatorBadge xUp={user.x_up} />
    </Link>
  );
}
