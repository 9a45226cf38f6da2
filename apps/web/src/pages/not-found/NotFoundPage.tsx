import { Link } from 'react-router-dom';
import { MSG } from '@xinke/shared';
import buttons from '../../components/buttons.module.css';
import { FEATURED_URL } from '../../lib/navigation';
import styles from './NotFoundPage.module.css';

/** SPEC §2/§8: unknown and disallowed routes end here (/app/new-version/404). */
export default function NotFoundPage() {
  return (
    <section className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{MSG.notFound}</h1>
      <p className={styles.hint}>你访问的页面可能已被删除或地址有误</p>
      <Link to={FEATURED_URL} className={buttons.primary}>
        返回精选
      </Link>
    </section>
  );
}
