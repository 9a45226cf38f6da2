import { NavLink, Outlet } from 'react-router-dom';
import { getToken } from '../../lib/credentials';
import styles from './AboutUs.module.css';

const NV = '/app/new-version/aboutUs';

/** The six tabs of 关于我们 (SPEC §2 aboutUs/:tab); 勋章馆 needs a member, so visitors skip it. */
const TABS = [
  { key: 'about', label: '关于我们' },
  { key: 'contact', label: '联系我们' },
  { key: 'userAgreement', label: '用户协议' },
  { key: 'privacyPolicy', label: '隐私政策' },
  { key: 'medalHall', label: '勋章馆', member: true },
  { key: 'electricityGrade', label: '电量与等级' },
];

/** /app/new-version/aboutUs/*: one tab bar above each of its pages. */
export default function AboutUsLayout() {
  const member = Boolean(getToken());
  return (
    <div className={styles.frame} data-testid="about-us">
      <nav className={styles.tabs} aria-label="关于我们">
        {TABS.filter((tab) => member || !tab.member).map((tab) => (
          <NavLink
            key={tab.key}
            to={`${NV}/${tab.key}`}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
