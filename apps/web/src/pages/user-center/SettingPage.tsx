import { ProfileSection } from '../../features/account/AccountSections';
import styles from './UserCenterPage.module.css';

/** /app/new-version/user-center/setting: profile and avatar. */
export default function SettingPage() {
  return (
    <div className={styles.page} data-testid="setting-page">
      <h1 className={styles.title}>账号设置</h1>
      <ProfileSection />
    </div>
  );
}
