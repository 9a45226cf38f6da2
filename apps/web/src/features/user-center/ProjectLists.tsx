import { Link, useSearchParams } from 'react-router-dom';
import {
  JoinedProjectState,
  Occupation,
  PROJECT_MEMBER_STATUS,
  PROJECT_STATUS,
  ProjectStatus,
  type JoinedProject,
  type ProjectCard,
} from '@xinke/shared';
import buttons from '../../components/buttons.module.css';
import { PagedList } from '../homepage/PagedList';
import { PROJECT_ADD_PATH, projectEditPath } from '../project/paths';
import { useJoinedProjects, useOwnProjects, useProjects } from '../project/queries';
import { projectTabPath } from './nav';
import { ProjectRow, type RowStatus } from './ProjectRow';
import rowStyles from './ProjectRow.module.css';
import styles from './UserCenter.module.css';

/*
 * 项目管理's three lists (docs/user-center.md): projects of the pool (docs/project.md), each
 * row leading to its projectDetail page. The page is in the address (?page=).
 */

function usePage(): [number, (page: number) => string] {
  const [params] = useSearchParams();
  return [Math.max(1, Math.floor(Number(params.get('page'))) || 1), (page) => `?page=${page}`];
}

function Cta({ to, label }: { to: string; label: string }) {
  return (
    <div className={styles.cta}>
      <Link to={to} className={buttons.primary}>
        {label}
      </Link>
    </div>
  );
}

const joinedStatus = (p: JoinedProject): RowStatus => ({
  label: JoinedProjectState.label(p.my_join),
  tone: p.my_join === PROJECT_MEMBER_STATUS.approved ? 'on' : 'waiting',
});

const ownStatus = (p: ProjectCard): RowStatus => ({
  label: ProjectStatus.label(p.status),
  tone: p.status === PROJECT_STATUS.published ? 'on' : 'draft',
});

/** 参与的项目: others' projects whose team I am on, and my requests still waiting (审核中). */
export function InvolvedProjects() {
  const [page, pageHref] = usePage();
  return (
    <PagedList<JoinedProject>
      query={useJoinedProjects(page)}
      empty="你还没有参与项目：在项目页申请加入团队，发起人通过后会出现在这里"
      emptyExtra={<Cta to={projectTabPath('latest-project')} label="看看最新项目" />}
      pageHref={pageHref}
      renderRows={(rows) => (
        <ul className={rowStyles.list} data-testid="joined-list">
          {rows.map((p) => (
            <ProjectRow
              key={p.id}
              project={p}
              status={joinedStatus(p)}
              extra={`我的身份：${Occupation.label(p.my_label)}`}
            />
          ))}
        </ul>
      )}
    />
  );
}

/** 发起的项目: my projects in every status, drafts marked, each with 编辑. */
export function GeneratedProjects() {
  const [page, pageHref] = usePage();
  return (
    <PagedList<ProjectCard>
      query={useOwnProjects(page)}
      empty="你还没有发起过项目"
      emptyExtra={<Cta to={PROJECT_ADD_PATH} label="发起项目" />}
      pageHref={pageHref}
      renderRows={(rows) => (
        <ul className={rowStyles.list} data-testid="generated-list">
          {rows.map((p) => (
            <ProjectRow
              key={p.id}
              project={p}
              status={ownStatus(p)}
              showOwner={false}
              actions={
                <Link
                  to={projectEditPath(p.id)}
                  className={rowStyles.edit}
                  aria-label={`编辑《${p.title}》`}
                >
                  编辑
                </Link>
              }
            />
          ))}
        </ul>
      )}
    />
  );
}

/** 最新项目: the pool's published projects, the latest update first. */
export function LatestProjects() {
  const [page, pageHref] = usePage();
  return (
    <PagedList<ProjectCard>
      query={useProjects(page)}
      empty="还没有人发起项目，来做第一个吧"
      emptyExtra={<Cta to={PROJECT_ADD_PATH} label="发起项目" />}
      pageHref={pageHref}
      renderRows={(rows) => (
        <ul className={rowStyles.list} data-testid="latest-list">
          {rows.map((p) => (
            <ProjectRow key={p.id} project={p} />
          ))}
        </ul>
      )}
    />
  );
}
