import { useState } from 'react';
import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { formatDateTime } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { useDeleteWeek } from './mutations';
import { useProjectWeeks, useWeek } from './queries';
import { WeekEditor } from './WeekEditor';
import styles from './ProjectDetail.module.css';

/** The report being edited, loaded whole (the list has its summary only). */
function EditWeek({
  id,
  projectId,
  onDone,
}: {
  id: number;
  projectId: number;
  onDone: () => void;
}) {
  const week = useWeek(id);
  if (week.isError) return <ErrorView onRetry={() => void week.refetch()} />;
  if (!week.data) return <Skeleton active />;
  return <WeekEditor projectId={projectId} week={week.data} onDone={onDone} />;
}

/**
 * 周报: the project's weekly reports, newest first, with a pager; its owner writes one
 * (写周报) and edits or deletes each (a report with comments stays: 409, toasted).
 */
export function WeekSection({
  projectId,
  mine,
  weekHref,
}: {
  projectId: number;
  mine: boolean;
  weekHref: (id: number) => string;
}) {
  const [page, setPage] = useState(1);
  const weeks = useProjectWeeks(projectId, page);
  const remove = useDeleteWeek();
  /** 'new', a report's id, or nothing being written. */
  const [writing, setWriting] = useState<'new' | number>();
  const rows = weeks.data?.data ?? [];
  const paginate = weeks.data?.paginate;

  let list;
  if (weeks.isError) list = <ErrorView onRetry={() => void weeks.refetch()} />;
  else if (!weeks.data) list = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (rows.length === 0)
    list = <p className={styles.muted}>{mine ? '还没有周报，写下第一篇吧' : '暂无周报'}</p>;
  else
    list = (
      <ul className={styles.weeks}>
        {rows.map((w) =>
          writing === w.id ? (
            <li key={w.id}>
              <EditWeek id={w.id} projectId={projectId} onDone={() => setWriting(undefined)} />
            </li>
          ) : (
            <li key={w.id} className={styles.week} data-testid="week-row">
              <div className={styles.weekHead}>
                <Link to={weekHref(w.id)} className={styles.weekTitle}>
                  {w.title}
                </Link>
                <span className={styles.muted}>{formatDateTime(w.create_time)}</span>
              </div>
              {w.summary && <p className={styles.weekSummary}>{w.summary}</p>}
              {mine && (
                <div className={styles.actions}>
                  <Button size="small" type="link" onClick={() => setWriting(w.id)}>
                    编辑
                  </Button>
                  <Popconfirm
                    title="删除这篇周报？"
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => remove.mutateAsync(w.id)}
                  >
                    <Button size="small" type="link" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
    );

  return (
    <Card
      title="周报"
      extra={
        mine && writing === undefined ? (
          <Button type="primary" size="small" onClick={() => setWriting('new')}>
            写周报
          </Button>
        ) : undefined
      }
      data-testid="project-weeks"
    >
      {writing === 'new' && (
        <WeekEditor projectId={projectId} onDone={() => setWriting(undefined)} />
      )}
      {list}
      {paginate && paginate.last_page > 1 && (
        <Pagination
          style={{ marginTop: 12 }}
          current={page}
          pageSize={paginate.per_page}
          total={paginate.total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      )}
    </Card>
  );
}
