import { Outlet } from 'react-router-dom';
import { BackToTop } from '../components/BackToTop';
import { MAIN_CONTAINER_ID } from '../app/scroll';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { ChatLayer } from './ChatLayer';
import { GuideLayer } from './GuideLayer';
import { LoggedOutTip } from './LoggedOutTip';
import { SignInLayer } from './SignInLayer';
import { PendingInviteLayer } from '../features/invite/PendingInviteLayer';
import styles from './NewVersionLayout.module.css';

/**
 * /app/new-version layout (SPEC §2): header, page, footer, back-to-top, the visitors'
 * message tip, and for members the socket and the chat dialog (ChatLayer) and the daily
 * sign-in popup (SignInLayer), which waits for a new member's guide and coupon dialogs
 * (GuideLayer) so the two never cover the page at once. PendingInviteLayer receives an invite
 * code a visitor landed with, once they have logged in (docs/invitations.md).
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
      <ChatLayer />
      <PendingInviteLayer />
      <GuideLayer>
        <SignInLayer />
      </GuideLayer>
    </div>
  );
}
