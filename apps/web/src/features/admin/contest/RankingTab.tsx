import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ContestExport, RANKING_WEIGHTS, formatDateTime, type RankedWork } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { useContestExport, useContestRanking } from './queries';
import { formatScore } from './score';

const AWARD_COLOR: Record<string, string> = {
  first: 'gold',
  second: 'blue',
  third: 'cyan',
  excellent: 'green',
};

/** 排名与导出: the ranking as it stands (the award list once published); admins export. */
export function RankingTab({ activeId, isAdmin }: { activeId: number; isAdmin: boolean }) {
  const { data, isPending, isError, refetch } = useContestRanking(activeId);
  const exporter = useContestExport();

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const weights = data?.weights ?? RANKING_WEIGHTS;
  const columns: ColumnsType<RankedWork> = [
    { title: '名次', dataIndex: 'rank', key: 'rank', width: 70 },
    {
      title: '奖项',
      key: 'award',
      width: 100,
      render: (_, w) =>
        w.award ? <Tag color={AWARD_COLOR[w.award] ?? 'default'}>{w.award_label}</Tag> : '—',
    },
    { title: '作品', key: 'work', render: (_, w) => `No.${w.serial_num} ${w.name}` },
    { title: '作者', key: 'user', width: 140, render: (_, w) => w.user.nickname },
    { title: '票数', dataIndex: 'vote_count', key: 'votes', width: 80 },
    { title: '人气分', key: 'vote_score', width: 90, render: (_, w) => formatScore(w.vote_score) },
    {
      title: '评委分',
      key: 'judge_score',
      width: 110,
      render: (_, w) => `${formatScore(w.judge_score)}（${w.judge_count} 人）`,
    },
    {
      title: '最终得分',
      key: 'final',
      width: 100,
      render: (_, w) => <Typography.Text strong>{formatScore(w.final_score)}</Typography.Text>,
    },
  ];

  const exporting = (what: string) => exporter.isPending && exporter.variables?.what === what;

  return (
    <>
      <Alert
        type={data?.published ? 'success' : 'info'}
        showIcon
        style={{ marginBottom: 16 }}
        title={
          data?.published && data.results_published_at !== null
            ? `结果已于 ${formatDateTime(data.results_published_at)} 公布，以下为获奖名单`
            : '结果尚未公布，以下为当前排名预览'
        }
        description={`最终得分 = 人气分 × ${weights.votes}% + 评委分 × ${weights.judges}%；人气分 = 票数 ÷ 最高票数 × 100，评委分为各评委加权分的平均。同分时票数多者在前，再按编号。`}
      />
      {isAdmin && (
        <Space style={{ marginBottom: 16 }}>
          <Button
            loading={exporting(ContestExport.entrants)}
            onClick={() => exporter.mutate({ active_id: activeId, what: ContestExport.entrants })}
          >
            导出报名名单
          </Button>
          <Button
            type="primary"
            loading={exporting(ContestExport.results)}
            onClick={() => exporter.mutate({ active_id: activeId, what: ContestExport.results })}
          >
            导出评选结果
          </Button>
        </Space>
      )}
      <Table<RankedWork>
        data-testid="contest-ranking-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.works ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有审核通过的作品' }}
        scroll={{ x: 900 }}
        pagination={false}
      />
    </>
  );
}
