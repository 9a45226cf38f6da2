import { NavLink } from 'react-router-dom';
import { useUserInfo } from '../features/account/queries';
import { RESEARCH_BASE } from './research-routes';
import styles from './ResearchNav.module.css';

const TABS = [
  { to: RESEARCH_BASE, label: '研究室首页', end: true },
  { to: `${RESEARCH_BASE}/projects`, label: '项目池' },
  { to: `${RESEARCH_BASE}/laboratory`, label: '实验室' },
  { to: `${RESEARCH_BASE}/goods`, label: '商城' },
];

/** The research room's own navigation; creators also get their workbench. */
export function ResearchNav() {
  const user = useUserInfo();
  const isCreator = user.data?.x_up === 1;
  return (
    <nav className={styles.nav} aria-label="研究室">
      <span className={styles.brand}>产品研究室</span>
      <div className={styles.tabs}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {tab.label}
          </NavLink>
        ))}
        {isCreator && (
          <NavLink
            to={`${RESEARCH_BASE}/laboratory/creator/projects`}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            创作者工作台
          </NavLink>
        )}
      </div>
    </nav>
  );
}
