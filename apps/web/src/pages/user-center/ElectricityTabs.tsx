import { NavLink } from 'react-router-dom';
import styles from './UserCenterPage.module.css';

const BASE = '/app/new-version/user-center/electricity';

/** The two children of 我的电量 (SPEC §2): my-electricity and electricity-desc. */
export function ElectricityTabs() {
  return (
    <nav className={styles.tabs} aria-label="我的电量">
      <NavLink className={styles.tab} to={`${BASE}/my-electricity`}>
        电量明细
      </NavLink>
      <NavLink className={styles.tab} to={`${BASE}/electricity-desc`}>
        电量说明
      </NavLink>
    </nav>
  );
}
