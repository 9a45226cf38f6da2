import { Space } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { COMMENT_TYPE } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { RichContent } from '../../../features/editor/RichContent';
import { CommentSection } from '../../../features/post-detail/comments/CommentSection';
import { projectKeys, usePreNextWeek, useWeek } from '../../../features/project/queries';
import { RESEARCH_BASE } from '../../research-routes';

/** /research/week/:id: a weekly report, 上一篇/下一篇 of the same project, its comments (type 7). */
export default function WeekPage() {
  const id = Number(useParams().id);
  const week = useWeek(id);
  const preNext = usePreNextWeek(id);
  if (week.isError) return <ErrorView onRetry={() => void week.refetch()} />;
  const w = week.data;
  if (!w) return null;
  const pre = preNext.data?.pre;
  const next = preNext.data?.next;
  return (
    <div style={{ padding: 16, maxWidth: 1000, margin: '0 auto', display: 'grid', gap: 16 }}>
      <article data-testid="week-detail">
        <Link to={`${RESEARCH_BASE}/projects/${w.project.id}`}>{w.project.title}</Link>
        <h1>{w.title}</h1>
        <RichContent html={w.body} />
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
