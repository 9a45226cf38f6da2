import { useState } from 'react';
import { Button, Card, Input, Space, Statistic, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { VoteFlag, WORK_LIMITS, formatDateTime, type AdminVote } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { FilterSelect } from '../kit/FilterSelect';
import { serverPagination } from '../server-pagination';
import { useContestVotes, type VoteFilters } from './queries';
import { VoidModal } from './VoidModal';
import { WorkPicker } from './WorkPicker';

const FLAG_COLOR: Record<string, string> = {
  new_account: 'orange',
  shared_ip: 'volcano',
  burst: 'magenta',
};
const VOIDED_OPTIONS = [
  { value: 0, label: '有效' },
  { value: 1, label: '已作废' },
];

/** 投票管理: the votes (newest first), the suspicious ones flagged; void a selection. */
export function VotesTab({ activeId }: { activeId: number }) {
  const [filters, setFiltersState] = useState<VoteFilters>({
    flagged: false,
    workId: '',
    ip: '',
    voided: '',
  });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [voiding, setVoiding] = useState(false);
  const { data, isPending, isError, refetch } = useContestVotes(activeId, filters, page);
  const setFilters = (next: Partial<VoteFilters>) => {
    setFiltersState((f) => ({ ...f, ...next }));
    setPage(1);
    setSelected([]);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminVote> = [
    {
      title: '投票人',
      key: 'voter',
      width: 180,
      render: (_, v) => (
        <Space orientation="vertical" size={0}>
          <span>{v.user.nickname}</span>
          <Typography.Text type="secondary">
            注册 {formatDateTime(v.user.create_time)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '作品',
      key: 'work',
      render: (_, v) => `No.${v.work.serial_num} ${v.work.name}`,
    },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 140 },
    { title: '计票日', dataIndex: 'vote_day', key: 'day', width: 110 },
    {
      title: '可疑原因',
      key: 'flags',
      width: 220,
      render: (_, v) =>
        v.flags.length === 0
          ? '—'
          : v.flags.map((f) => (
              <Tag key={f} color={FLAG_COLOR[f] ?? 'default'}>
                {VoteFlag.label(f)}
              </Tag>
            )),
    },
    {
      title: '状态',
      key: 'voided',
      width: 140,
      render: (_, v) =>
        v.voided_at === null ? (
          <Tag color="green">有效</Tag>
        ) : (
          <Space orientation="vertical" size={0}>
            <Tag>已作废</Tag>
            <Typography.Text type="secondary">{v.void_reason}</Typography.Text>
          </Space>
        ),
    },
    { title: '时间', key: 'time', width: 160, render: (_, v) => formatDateTime(v.create_time) },
  ];

  const s = data?.summary;
  return (
    <>
      <Space wrap size={16} style={{ marginBottom: 16 }}>
        <Card size="small">
          <Statistic title="有效票" value={s?.total ?? '—'} />
        </Card>
        <Card size="small">
          <Statistic
            title="可疑"
            value={s?.flagged ?? '—'}
            styles={{ content: { color: '#fa541c' } }}
          />
        </Card>
        <Card size="small">
          <Statistic title="已作废" value={s?.voided ?? '—'} />
        </Card>
      </Space>
      <Space wrap style={{ marginBottom: 16, display: 'flex' }}>
        <Space size={4}>
          <Switch
            aria-label="只看可疑"
            checked={filters.flagged}
            onChange={(flagged) => setFilters({ flagged })}
          />
          只看可疑
        </Space>
        <WorkPicker
          activeId={activeId}
          value={filters.workId}
          onChange={(workId) => setFilters({ workId })}
        />
        <Input.Search
          placeholder="IP"
          allowClear
          style={{ width: 180 }}
          onSearch={(v) => setFilters({ ip: v.trim() })}
        />
        <FilterSelect
          label="作废状态"
          allLabel="全部投票"
          value={filters.voided}
          options={VOIDED_OPTIONS}
          onChange={(voided) => setFilters({ voided })}
        />
        <Button
          danger
          data-testid="contest-void-selected"
          disabled={selected.length === 0}
          onClick={() => setVoiding(true)}
        >
          作废所选{selected.length > 0 ? `（${selected.length}）` : ''}
        </Button>
      </Space>
      <Table<AdminVote>
        data-testid="contest-votes-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有投票记录' }}
        scroll={{ x: 1100 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number).slice(0, WORK_LIMITS.voidBatch)),
          getCheckboxProps: (v) => ({ disabled: v.voided_at !== null }),
        }}
        pagination={serverPagination(
          page,
          (p) => {
            setPage(p);
            setSelected([]);
          },
          data?.paginate,
        )}
      />
      <VoidModal
        activeId={activeId}
        ids={voiding ? selected : null}
        onClose={() => setVoiding(false)}
        onDone={() => {
          setVoiding(false);
          setSelected([]);
        }}
      />
    </>
  );
}
