import { EarningRules } from '../../features/growth/RuleTables';
import { ElectricityTabs } from './ElectricityTabs';
import styles from './UserCenterPage.module.css';

/** /app/new-version/user-center/electricity/electricity-desc: how electricity is earned. */
export default function ElectricityDescPage() {
  return (
    <div className={styles.page} data-testid="electricity-desc-page">
      <h1 className={styles.title}>我的电量</h1>
      <ElectricityTabs />
      <EarningRules />
    </div>
  );
}
