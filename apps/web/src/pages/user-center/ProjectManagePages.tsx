import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PROJECT_TABS, projectTabPath } from '../../features/user-center/nav';
import { PROJECT_ADD_PATH } from '../../features/project/paths';
import {
  GeneratedProjects,
  InvolvedProjects,
  LatestProjects,
} from '../../features/user-center/ProjectLists';
import box from '../../features/user-center/UserCenter.module.css';
import styles from './UserCenterPage.module.css';

/**
 * 项目管理's frame: the three lists of the project pool as tabs (SPEC §2 project-manage
 * children), and + 发起项目 to the pool's form (projectAdd).
 */
function ProjectManage({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-testid={testId}>
      <h1 className={styles.title}>项目管理</h1>
      <nav className={styles.tabs} aria-label="项目管理">
        {PROJECT_TABS.map((tab) => (
          <NavLink key={tab.segment} className={styles.tab} to={projectTabPath(tab.segment)}>
            {tab.label}
          </NavLink>
        ))}
        <Link className={styles.tabAction} to={PROJECT_ADD_PATH}>
          + 发起项目
        </Link>
      </nav>
      <section className={box.card}>{children}</section>
    </div>
  );
}

/** The project-manage pages share one chunk; each route takes its own export. */
export const InvolvedProjectPage = () => (
  <ProjectManage testId="involved-project-page">
    <InvolvedProjects />
  </ProjectManage>
);
export const GeneratedProjectPage = () => (
  <ProjectManage testId="generated-project-page">
    <GeneratedProjects />
  </ProjectManage>
);
export const LatestProjectPage = () => (
  <ProjectManage testId="latest-project-page">
    <LatestProjects />
  </ProjectManage>
);
