import { Skeleton } from 'antd';
import { NavLink, Outlet } from 'react-router-dom';
import { ErrorView } from '../../components/ErrorView';
import { MAIN_CONTAINER_ID } from '../../app/scroll';
import { useContestPlace, type ContestTab } from '../../features/contest/contest-paths';
import { useContest } from '../../features/contest/queries';
import { ContestHeader } from './ContestHeader';
import styles from './Contest.module.css';

const PC_TABS: [ContestTab, string][] = [
  ['index', '活动首页'],
  ['work', '参赛作品'],
  ['work-upload', '上传作品'],
  ['registry', '报名'],
  ['award', '获奖名单'],
];
const H5_TABS: [ContestTab, string][] = [
  ['index', '活动首页'],
  ['work', '参赛作品'],
];

/**
 * The frame of the desktop-build contest (PC and H5): the banner, the tabs, and the page
 * in #main-container (SPEC §2: the PC pages scroll there after 400 ms).
 */
export default function ContestFrame() {
  const { activeId, mobile, paths } = useContestPlace();
  const contest = useContest(activeId);
  const tabs = mobile ? H5_TABS : PC_TABS;
  return (
    <div className={mobile ? styles.pageH5 : styles.page} data-testid="contest-frame">
      {contest.isError ? (
        <ErrorView onRetry={() => void contest.refetch()} />
      ) : !contest.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <ContestHeader contest={contest.data} mobile={mobile} />
      )}
      <nav className={styles.tabs} aria-label="装机大赛">
        {tabs.map(([tab, label]) => (
          <NavLink
            key={tab}
            to={paths.tab(tab)}
            className={({ isActive }) => (isActive ? styles.tabActive : styles.tab)}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <div id={MAIN_CONTAINER_ID} className={styles.main}>
        <Outlet />
      </div>
    </div>
  );
}
