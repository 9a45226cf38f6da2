import { Outlet } from 'react-router-dom';
import { SideMenu } from '../../components/SideMenu';
import styles from '../user-center/UserCenterPage.module.css';

const NV = '/app/new-version';

/** SPEC §2 "more": announcement, community, user-feedback, resource — one side menu. */
const GROUPS = [
  {
    links: [
      { to: `${NV}/more/announcement`, label: '公告' },
      { to: `${NV}/more/community`, label: '社区公约' },
      { to: `${NV}/more/user-feedback`, label: '意见反馈' },
      { to: `${NV}/more/resource`, label: '资源下载' },
    ],
  },
];

export default function MoreLayout() {
  return (
    <div className={styles.frame} data-testid="more-layout">
      <SideMenu label="更多" groups={GROUPS} />
      <Outlet />
    </div>
  );
}
