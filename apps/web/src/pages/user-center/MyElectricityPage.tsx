import { PointHistory } from '../../features/growth/PointHistory';
import { ElectricityTabs } from './ElectricityTabs';
import styles from './UserCenterPage.module.css';

/** /app/new-version/user-center/electricity/my-electricity: balance and history. */
export default function MyElectricityPage() {
  return (
    <div className={styles.page} data-testid="my-electricity-page">
      <h1 className={styles.title}>我的电量</h1>
      <ElectricityTabs />
      <PointHistory />
    </div>
  );
}
