import { useState } from 'react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { StaffAction, formatRelativeTime, type StaffAuditEntry } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { useAuditLog } from './queries';
import { serverPagination } from './server-pagination';

const actionLabel = (action: string) => StaffAction.label(action) || action;

/** Names of the detail keys the console's actions write (audit-log.ts callers). */
const DETAIL_LABELS: Record<string, string> = { count: '当时人数', input: '输入' };

const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([k, v]) => `${DETAIL_LABELS[k] ?? k}：${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('，');

/** 操作日志: who did what in the console, newest first; read-only (docs/admin.md). */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useAuditLog(page);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<StaffAuditEntry> = [
    {
      title: '时间',
      dataIndex: 'create_time',
      key: 'time',
      width: 140,
      render: (ts: number) => formatRelativeTime(ts),
    },
    {
      title: '操作人',
      key: 'actor',
      width: 140,
      render: (_, row) => row.actor?.nickname ?? '（已注销）',
    },
    { title: '操作', key: 'action', width: 160, render: (_, row) => actionLabel(row.action) },
    { title: '对象', dataIndex: 'target', key: 'target' },
    { title: '详情', key: 'details', render: (_, row) => detailsText(row.details) },
  ];

  return (
    <section data-testid="admin-audit-log">
      <Typography.Title level={4}>操作日志</Typography.Title>
      <Table<StaffAuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有操作记录' }}
        scroll={{ x: 640 }}
        pagination={serverPagination(page, setPage, data?.paginate)}
      />
    </section>
  );
}
