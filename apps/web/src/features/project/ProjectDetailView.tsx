import Card from 'antd/es/card';
import List from 'antd/es/list';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { COMMENT_TYPE, MSG, ProjectFileKind, PROJECT_STATUS } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { isNotFound } from '../../lib/api-error';
import { RichContent } from '../editor/RichContent';
import { CommentSection } from '../post-detail/comments/CommentSection';
import { BomTable } from './BomTable';
import { formatBytes } from '../resource/format-bytes';
import { ProjectOwnerActions } from './ProjectOwnerActions';
import { projectKeys, useProject } from './queries';
import { TeamCard } from './TeamCard';
import { WeekSection } from './WeekSection';
import styles from './ProjectDetail.module.css';

/**
 * A project of the pool, the same on the site and in the research room: cover, title, owner
 * (with 编辑 / 删除 for the owner), body, the bill of materials, files, the team with its
 * occupation labels and the way to join it, weekly reports and comments (comment type 6,
 * once published). `weekHref` says where a weekly report opens on this site.
 */
export function ProjectDetailView({
  id,
  weekHref,
}: {
  id: number;
  weekHref: (id: number) => string;
}) {
  const project = useProject(id);
  if (project.isError && isNotFound(project.error))
    return <EmptyState description={MSG.projectNotFound} />;
  if (project.isError) return <ErrorView onRetry={() => void project.refetch()} />;
  const p = project.data;
  if (!p)
    return (
      <div className={styles.page} data-testid="project-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  const mine = p.is_mine === 1;
  const published = p.status === PROJECT_STATUS.published;
  return (
    <div className={styles.page}>
      <article className={styles.article} data-testid="project-detail">
        {p.cover && <img className={styles.cover} src={p.cover} alt="" />}
        <h1 className={styles.title}>{p.title}</h1>
        <div className={styles.meta}>
          <span>
            发起人：
            <Link to={`/app/new-version/homepage/${p.owner.id}`}>{p.owner.nickname}</Link>
          </span>
          {!published && <Tag color="default">草稿（仅自己可见）</Tag>}
          {mine && <ProjectOwnerActions id={p.id} title={p.title} />}
        </div>
        <RichContent html={p.body} />
      </article>
      <Card title="物料清单（BOM）">
        <BomTable rows={p.bom} />
      </Card>
      <Card title="项目文件">
        <List
          dataSource={p.files}
          locale={{ emptyText: '暂无文件' }}
          data-testid="project-files-list"
          renderItem={(f) => (
            <List.Item>
              <span className={styles.fileLine}>
                <Tag color="blue">{ProjectFileKind.label(f.kind)}</Tag>
                <a href={f.url} download>
                  {f.name}
                </a>
                <span className={styles.muted}>{formatBytes(f.size)}</span>
              </span>
            </List.Item>
          )}
        />
      </Card>
      <TeamCard project={p} />
      <WeekSection projectId={p.id} mine={mine} weekHref={weekHref} />
      {published && (
        <CommentSection
          target={{ type: COMMENT_TYPE.projectPool, id: p.id, key: projectKeys.detail(p.id) }}
          count={p.comment_count}
        />
      )}
    </div>
  );
}
