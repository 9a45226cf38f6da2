import { useState } from 'react';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_PAGE_SIZE,
  ActivityStatus,
  activityProgressList,
  type ActivityCard,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { contestUrl, hasSubmission } from './contest-url';

/**
 * 作品评选's landing: the published activities (as readers list them); the ones with a
 * 作品征集 stage open their works, votes, scores and ranking.
 */
export function ContestIndex() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['admin', 'contest', 'index', page],
    queryFn: () => api(activityProgressList, { page, page_size: ACTIVITY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<ActivityCard> = [
    {
      title: '活动',
      key: 'title',
      render: (_, a) =>
        hasSubmission(a.stages) ? <Link to={contestUrl(a.id)}>{a.title}</Link> : a.title,
    },
    {
      title: '状态',
      key: 'status',
      width: 160,
      render: (_, a) => <Tag>{ActivityStatus.label(a.status)}</Tag>,
    },
    { title: '报名', dataIndex: 'enrol_count', key: 'enrol', width: 80 },
    {
      title: '作品评选',
      key: 'contest',
      width: 110,
      render: (_, a) =>
        hasSubmission(a.stages) ? <Link to={contestUrl(a.id)}>管理作品</Link> : '无作品征集',
    },
  ];

  return (
    <section data-testid="admin-contests">
      <Typography.Title level={4}>作品评选</Typography.Title>
      <Table<ActivityCard>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有已发布的活动' }}
        pagination={serverPagination(page, setPage, data?.paginate)}
      />
    </section>
  );
}
