import { useState } from 'react';
import { Space } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { COMMENT_TYPE, formatDateTime } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { RichContent } from '../../../features/editor/RichContent';
import { CommentSection } from '../../../features/post-detail/comments/CommentSection';
import { projectKeys, usePreNextWeek, useWeek } from '../../../features/project/queries';
import { WeekEditor } from '../../../features/project/WeekEditor';
import { WeekOwnerActions } from '../../../features/project/WeekOwnerActions';
import { RESEARCH_BASE } from '../../research-routes';

/**
 * /research/week/:id: a weekly report, 上一篇/下一篇 of the same project, its comments (type 7).
 * Keyed by the id, so going to 上一篇 while editing starts that report's page afresh rather
 * than carrying one report's editor over to another.
 */
export default function WeekPage() {
  const id = Number(useParams().id);
  return <WeekView key={id} id={id} />;
}

function WeekView({ id }: { id: number }) {
  const week = useWeek(id);
  const preNext = usePreNextWeek(id);
  const [editing, setEditing] = useState(false);
  if (week.isError) return <ErrorView onRetry={() => void week.refetch()} />;
  const w = week.data;
  if (!w) return null;
  const pre = preNext.data?.pre;
  const next = preNext.data?.next;
  const projectHref = `${RESEARCH_BASE}/projects/${w.project.id}`;
  return (
    <div style={{ padding: 16, maxWidth: 1000, margin: '0 auto', display: 'grid', gap: 16 }}>
      <article data-testid="week-detail">
        <Link to={projectHref}>{w.project.title}</Link>
        {editing ? (
          // The same editor as the project's 周报 list; its project's reads refresh on save.
          <WeekEditor projectId={w.project.id} week={w} onDone={() => setEditing(false)} />
        ) : (
          <>
            <h1>{w.title}</h1>
            <Space wrap style={{ marginBottom: 12, color: '#888' }}>
              <span>{formatDateTime(w.create_time)}</span>
              {w.is_mine === 1 && (
                <WeekOwnerActions
                  id={w.id}
                  projectHref={projectHref}
                  onEdit={() => setEditing(true)}
                />
              )}
            </Space>
            <RichContent html={w.body} />
          </>
        )}
      </article>
      <Space wrap style={{ justifyContent: 'space-between' }}>
        {pre ? (
          <Link to={`${RESEARCH_BASE}/week/${pre.id}`}>上一篇：{pre.title}</Link>
        ) : (
          <span>没有上一篇</span>
        )}
        {next ? (
          <Link to={`${RESEARCH_BASE}/week/${next.id}`}>下一篇：{next.title}</Link>
        ) : (
          <span>没有下一篇</span>
        )}
      </Space>
      <CommentSection
        target={{ type: COMMENT_TYPE.projectPoolWeekly, id: w.id, key: projectKeys.week(w.id) }}
        count={w.comment_count}
      />
    </div>
  );
}
