import { Card, List, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { COMMENT_TYPE, Occupation, ProjectFileKind, PROJECT_STATUS } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { OccupationTag } from '../../components/OccupationTag';
import { RichContent } from '../editor/RichContent';
import { CommentSection } from '../post-detail/comments/CommentSection';
import { BomTable } from './BomTable';
import { projectKeys, useProject, useProjectWeeks } from './queries';

/** "1.2 MB" from bytes. */
const sizeText = (bytes: number) =>
  bytes >= 1 << 20
    ? `${(bytes / (1 << 20)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A project of the pool, the same on the site and in the research room: cover, title, owner,
 * body, the bill of materials, files, team with occupation labels, weekly reports and comments
 * (comment type 6). `weekHref` says where a weekly report opens on this site.
 */
export function ProjectDetailView({
  id,
  weekHref,
}: {
  id: number;
  weekHref: (id: number) => string;
}) {
  const project = useProject(id);
  const weeks = useProjectWeeks(id, 1);
  if (project.isError) return <ErrorView onRetry={() => void project.refetch()} />;
  const p = project.data;
  if (!p) return null;
  return (
    <div style={{ padding: 16, maxWidth: 1000, margin: '0 auto', display: 'grid', gap: 16 }}>
      <article data-testid="project-detail">
        {p.cover && (
          <img src={p.cover} alt="" style={{ width: '100%', maxHeight: 360, objectFit: 'cover' }} />
        )}
        <h1>{p.title}</h1>
        <Space wrap>
          <span>发起人：{p.owner.nickname}</span>
          {p.status === PROJECT_STATUS.draft && <Tag>草稿</Tag>}
        </Space>
        <RichContent html={p.body} />
      </article>
      <Card title="物料清单（BOM）">
        <BomTable rows={p.bom} />
      </Card>
      <Card title="项目文件">
        <List
          dataSource={p.files}
          locale={{ emptyText: '暂无文件' }}
          renderItem={(f) => (
            <List.Item>
              <Space wrap>
                <Tag color="blue">{ProjectFileKind.label(f.kind)}</Tag>
                <a href={f.url} download>
                  {f.name}
                </a>
                <span>{sizeText(f.size)}</span>
              </Space>
            </List.Item>
          )}
        />
      </Card>
      <Card title="团队">
        <Space wrap data-testid="project-team">
          {p.team.map((m) => (
            <Space key={m.user.id}>
              <span>{m.user.nickname}</span>
              <OccupationTag occupation={Occupation.label(m.label)} />
              {m.is_owner === 1 && <Tag>发起人</Tag>}
            </Space>
          ))}
        </Space>
      </Card>
      <Card title="周报">
        <List
          dataSource={weeks.data?.data ?? []}
          locale={{ emptyText: '暂无周报' }}
          renderItem={(w) => (
            <List.Item>
              <Link to={weekHref(w.id)}>{w.title}</Link>
            </List.Item>
          )}
        />
      </Card>
      <CommentSection
        target={{ type: COMMENT_TYPE.projectPool, id: p.id, key: projectKeys.detail(p.id) }}
        count={p.comment_count}
      />
    </div>
  );
}
