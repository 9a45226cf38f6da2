import { useState } from 'react';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { WorkReview, formatDateTime, type AdminContestWork } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { FilterSelect } from '../kit/FilterSelect';
import { serverPagination } from '../server-pagination';
import { useContestWorks, type WorkFilters } from './queries';
import { ReviewDrawer } from './ReviewDrawer';

export const REVIEW_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };

export const ReviewTag = ({ status }: { status: number }) => (
  <Tag color={REVIEW_COLOR[status]}>{WorkReview.label(status)}</Tag>
);

/** 作品审核: the queue (未审核, oldest first) by default; any state, by name or serial. */
export function WorksTab({ activeId }: { activeId: number }) {
  const [filters, setFiltersState] = useState<WorkFilters>({ review: '0', keyword: '' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminContestWork | null>(null);
  const { data, isPending, isError, refetch } = useContestWorks(activeId, filters, page);
  const setFilters = (next: Partial<WorkFilters>) => {
    setFiltersState((f) => ({ ...f, ...next }));
    setPage(1);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminContestWork> = [
    {
      title: '封面',
      key: 'cover',
      width: 84,
      render: (_, w) =>
        w.cover ? (
          <img src={w.cover} alt="" width={64} height={48} style={{ objectFit: 'cover' }} />
        ) : (
          '—'
        ),
    },
    { title: '编号', key: 'serial', width: 80, render: (_, w) => `No.${w.serial_num}` },
    { title: '作品', dataIndex: 'name', key: 'name' },
    {
      title: '参赛者',
      key: 'entrant',
      width: 200,
      render: (_, w) => (
        <Space orientation="vertical" size={0}>
          <span>{w.user.nickname}</span>
          <Typography.Text type="secondary">
            {[w.enrolment.user_name, w.enrolment.phone].filter(Boolean).join(' · ') || '—'}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '提交时间',
      key: 'time',
      width: 160,
      render: (_, w) => formatDateTime(w.update_time),
    },
    {
      title: '状态',
      key: 'state',
      width: 110,
      render: (_, w) => <ReviewTag status={w.review_status} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_, w) => (
        <Button size="small" onClick={() => setOpen(w)} aria-label={`审核 ${w.name}`}>
          审核
        </Button>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          label="审核状态"
          allLabel="全部状态"
          value={filters.review}
          options={WorkReview.options}
          onChange={(v) => setFilters({ review: v })}
        />
        <Input.Search
          placeholder="作品名称或编号"
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => setFilters({ keyword: v.trim() })}
        />
      </Space>
      <Table<AdminContestWork>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: filters.review === '0' ? '没有待审核的作品' : '没有作品' }}
        scroll={{ x: 900 }}
        pagination={serverPagination(page, setPage, data?.paginate)}
      />
      <ReviewDrawer work={open} onClose={() => setOpen(null)} />
    </>
  );
}
