import { Link, useLocation } from 'react-router-dom';
import { metaFor } from '../../app/guards';
import { EmptyState } from '../../components/EmptyState';
import buttons from '../../components/buttons.module.css';
import { FEATURED_URL } from '../../lib/navigation';
import styles from './ComingSoonPage.module.css';

export const COMING_SOON_TEXT = '该功能正在建设中，敬请期待';

/**
 * Every screen of a later issue renders this: its route, meta and guards are real, the
 * screen itself says plainly that it is not built yet (never a fake page).
 */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = metaFor(pathname)?.title;
  return (
    <section className={styles.page} data-testid="coming-soon">
      {title && <h1 className={styles.title}>{title}</h1>}
      <EmptyState description={COMING_SOON_TEXT}>
        <Link to={FEATURED_URL} className={buttons.primary}>
          返回精选
        </Link>
      </EmptyState>
    </section>
  );
}
