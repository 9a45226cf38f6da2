import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Tag } from 'antd';
import {
  OPINION_STATUS,
  OpinionStatus,
  OpinionType,
  formatDateTime,
  opinionList,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import styles from './Feedback.module.css';

const STATUS_COLOR: Record<number, string> = {
  [OPINION_STATUS.pending]: 'gold',
  [OPINION_STATUS.answered]: 'green',
  [OPINION_STATUS.closed]: 'default',
};

/** The member's own feedback, newest first, each with the staff answer once given. */
export function MyFeedbackList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['opinion', 'list', page],
    queryFn: () => api(opinionList, { page }),
  });
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  if (isPending) return <p className={styles.loading}>加载中…</p>;
  if (data.data.length === 0) return <EmptyState description="还没有提交过反馈" />;
  return (
    <>
      <ul className={styles.list}>
        {data.data.map((o) => (
          <li key={o.id} className={styles.item} data-testid="my-feedback">
            <div className={styles.head}>
              <Tag>{OpinionType.label(o.type)}</Tag>
              <Tag color={STATUS_COLOR[o.status]} data-testid="my-feedback-status">
                {OpinionStatus.label(o.status)}
              </Tag>
              <time className={styles.time}>{formatDateTime(o.create_time)}</time>
            </div>
            <p className={styles.content}>{o.content}</p>
            {o.images.length > 0 && (
              <div className={styles.images}>
                {o.images.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer" className={styles.thumb}>
                    <img src={url} alt="反馈截图" />
                  </a>
                ))}
              </div>
            )}
            {o.answer && (
              <div className={styles.answer} data-testid="my-feedback-answer">
                <strong>芯客团队回复：</strong>
                {o.answer}
                {o.answer_time && (
                  <time className={styles.time}> {formatDateTime(o.answer_time)}</time>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {data.paginate.last_page > 1 && (
        <Pagination
          current={page}
          total={data.paginate.total}
          pageSize={data.paginate.per_page}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
