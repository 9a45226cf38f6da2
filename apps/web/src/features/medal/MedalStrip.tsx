import { Link } from 'react-router-dom';
import { MEDAL_PAGE_PATH } from './medal-paths';
import { useMyMedals } from './queries';
import styles from './Medal.module.css';

/**
 * My earned medals as a row of small badges linking to the medal page, for summaries such
 * as the user-centre home. Renders nothing while loading or on failure: it is never the
 * main content of a page.
 */
export function MedalStrip({ limit = 6 }: { limit?: number }) {
  const { data } = useMyMedals();
  if (!data) return null;
  const earned = data.list.filter((m) => m.earned === 1);
  return (
    <Link to={MEDAL_PAGE_PATH} className={styles.strip} data-testid="medal-strip">
      <span className={styles.stripLabel}>
        勋章 {data.earned_count}/{data.total}
      </span>
      {earned.length === 0 ? (
        <span className={styles.stripEmpty}>还没有勋章，去看看怎么获得</span>
      ) : (
        earned
          .slice(0, limit)
          .map((m) => (
            <img key={m.key} src={m.image} alt={m.name} title={m.name} width={28} height={28} />
          ))
      )}
    </Link>
  );
}
