import { Outlet } from 'react-router-dom';
import { BackToTop } from '../components/BackToTop';
import { MAIN_CONTAINER_ID } from '../app/scroll';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { LoggedOutTip } from './LoggedOutTip';
import styles from './NewVersionLayout.module.css';

/**
 * /app/new-version layout (SPEC §2): header, page, footer, back-to-top, the visitors'
 * message tip. The chat dialog (reading features/chat/chat-dialog-context) and the
 * new-user guide join here with their issues.
 */
export default function NewVersionLayout() {
  return (
    <div className={styles.layout}>
      <SiteHeader />
      <main id={MAIN_CONTAINER_ID} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
      <LoggedOutTip />
    </div>
  );
}
