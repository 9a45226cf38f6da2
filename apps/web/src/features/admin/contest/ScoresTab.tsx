import { useState } from 'react';
import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { JudgeWork } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useContestScores } from './queries';
import { ScoreDrawer } from './ScoreDrawer';
import { formatScore } from './score';

/** 评审打分: the approved works by serial, my total and the judges' average. */
export function ScoresTab({ activeId, kind }: { activeId: number; kind: string }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<JudgeWork | null>(null);
  const { data, isPending, isError, refetch } = useContestScores(activeId, page);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<JudgeWork> = [
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
    { title: '票数', dataIndex: 'vote_count', key: 'votes', width: 80 },
    {
      title: '我的评分',
      key: 'mine',
      width: 110,
      render: (_, w) =>
        w.my_total === null ? <Tag>未评</Tag> : <Tag color="blue">{formatScore(w.my_total)}</Tag>,
    },
    {
      title: '评委平均',
      key: 'avg',
      width: 130,
      render: (_, w) =>
        w.judge_count === 0 ? '—' : `${formatScore(w.judge_score)}（${w.judge_count} 人）`,
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, w) => (
        <Button size="small" onClick={() => setOpen(w)} aria-label={`打分 ${w.name}`}>
          {w.my_scores ? '改分' : '打分'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">
        只有审核通过的作品参与评审；每位评委按细则打分，作品的评委分为各评委加权分的平均。
      </Typography.Paragraph>
      <Table<JudgeWork>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有审核通过的作品' }}
        scroll={{ x: 800 }}
        pagination={serverPagination(page, setPage, data?.paginate)}
      />
      <ScoreDrawer work={open} kind={kind} onClose={() => setOpen(null)} />
    </>
  );
}
