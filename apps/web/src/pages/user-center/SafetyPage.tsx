import {
  BlackListSection,
  ContactSection,
  OverviewSection,
  PasswordSection,
  PrivacySection,
} from '../../features/account/AccountSections';
import styles from './UserCenterPage.module.css';

/** /app/new-version/user-center/safety: overview, password, phone, e-mail, privacy, blacklist. */
export default function SafetyPage() {
  return (
    <div className={styles.page} data-testid="safety-page">
      <h1 className={styles.title}>账号安全</h1>
      <OverviewSection />
      <PasswordSection />
      <ContactSection kind="phone" />
      <ContactSection kind="email" />
      <PrivacySection />
      <BlackListSection />
    </div>
  );
}
