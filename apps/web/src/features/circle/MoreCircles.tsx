import { Link } from 'react-router-dom';
import { formatCount } from '@xinke/shared';
import styles from '../../pages/topic/Topic.module.css';
import { topicDetailPath } from './CircleCard';
import { useAllCircles } from './queries';
import { UserAvatar } from '../../components/UserAvatar';

const SHOWN = 6;

/** Side column of a circle page: other circles to explore, and the way to all of them. */
export function MoreCircles({ currentId }: { currentId: number }) {
  const all = useAllCircles();
  const others = (all.data?.data ?? []).filter((c) => c.id !== currentId).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <section className={styles.sideCard}>
      <h2 className={styles.sideTitle}>更多圈子</h2>
      <ul className={styles.moreList}>
        {others.map((c) => (
          <li key={c.id}>
            <Link to={topicDetailPath(c.id)} className={styles.moreItem}>
              <UserAvatar src={c.image_url} name={c.name} shape="square" alt="" size={36} />
              <span>
                {c.name}
                <small>{formatCount(c.member_count)} 成员</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/app/new-version/topic" className={styles.allLink}>
        全部圈子 ›
      </Link>
    </section>
  );
}
