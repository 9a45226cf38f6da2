import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import { formatRelativeTime, type ProjectCard } from '@xinke/shared';
import { projectDetailPath } from '../project/paths';
import styles from './ProjectRow.module.css';

/** A status chip; `tone` picks its colour (grey draft, green in, orange waiting). */
export interface RowStatus {
  label: string;
  tone: 'draft' | 'on' | 'waiting';
}

/**
 * One project of 项目管理: cover (a placeholder when it has none), title and cover leading to
 * its page, the status, owner (not on my own list), team size and last update; `extra` says
 * more (my label in the team), `actions` sit at the row's end (编辑 for my own).
 */
export function ProjectRow({
  project,
  status,
  extra,
  actions,
  showOwner = true,
}: {
  project: ProjectCard;
  status?: RowStatus;
  extra?: ReactNode;
  actions?: ReactNode;
  showOwner?: boolean;
}) {
  const href = projectDetailPath(project.id);
  return (
    <li className={styles.row} data-testid="project-row">
      <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
        {project.cover ? (
          <img src={project.cover} alt="" loading="lazy" />
        ) : (
          <ExperimentOutlined className={styles.noCover} />
        )}
      </Link>
      <div className={styles.main}>
        <div className={styles.head}>
          <Link to={href} className={styles.title}>
            {project.title}
          </Link>
          {status && (
            <span className={styles.status} data-tone={status.tone} data-testid="project-status">
              {status.label}
            </span>
          )}
        </div>
        <p className={styles.meta}>
          {showOwner && `发起人 ${project.owner.nickname} · `}团队 {project.member_count} 人 · 周报{' '}
          {project.week_count} 篇 · 更新于 {formatRelativeTime(project.update_time)}
        </p>
        {extra && <p className={styles.meta}>{extra}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
