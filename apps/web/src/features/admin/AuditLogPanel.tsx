import { Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { StaffAction, formatDateTime, type StaffAuditEntry } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { useAuditLog } from './queries';
import { serverPagination } from './server-pagination';
import { useAdminTableState } from './table-state';

const actionLabel = (action: string) => StaffAction.label(action) || action;

const valueText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** `字段：前 → 后` for each field the action changed (a creation has no before, a deletion no after). */
export function changeText(row: Pick<StaffAuditEntry, 'before' | 'after'>): string {
  const keys = new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})]);
  return [...keys]
    .map((k) => {
      const from = row.before && k in row.before ? valueText(row.before[k]) : '—';
      const to = row.after && k in row.after ? valueText(row.after[k]) : '—';
      return `${k}：${from} → ${to}`;
    })
    .join('；');
}

const ACTION_OPTIONS = StaffAction.options;

/**
 * 操作日志: who did what to what, the fields before → after, the reason, when and from where;
 * newest first, filtered by operator, action and target; read-only (docs/admin.md).
 */
export function AuditLogPanel() {
  const table = useAdminTableState(['actor_id', 'action', 'target'] as const);
  const { actor_id, action, target } = table.filters;
  const { data, isPending, isError, refetch } = useAuditLog({
    page: table.page,
    ...(actor_id ? { actor_id: Number(actor_id) } : {}),
    ...(action ? { action } : {}),
    ...(target ? { target } : {}),
  });

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<StaffAuditEntry> = [
    {
      title: '时间',
      dataIndex: 'create_time',
      key: 'time',
      width: 160,
      render: (ts: number) => formatDateTime(ts),
    },
    {
      title: '操作人',
      key: 'actor',
      width: 140,
      // No actor: the command line (no address either), or an account deleted since.
      render: (_, row) =>
        row.actor ? `${row.actor.nickname}（${row.actor.id}）` : row.ip ? '（已注销）' : '命令行',
    },
    { title: '操作', key: 'action', width: 150, render: (_, row) => actionLabel(row.action) },
    { title: '对象', dataIndex: 'target', key: 'target', width: 160 },
    { title: '改动', key: 'change', render: (_, row) => changeText(row) },
    { title: '原因', dataIndex: 'reason', key: 'reason', width: 160 },
    { title: 'IP', dataIndex: 'ip', key: 'ip', width: 130 },
  ];

  return (
    <section data-testid="admin-audit-log">
      <Typography.Title level={4}>操作日志</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <InputNumber
          aria-label="操作人 id"
          placeholder="操作人 id"
          min={1}
          value={actor_id ? Number(actor_id) : null}
          onChange={(v) => table.setFilters({ actor_id: v ? String(v) : '' })}
        />
        <Select
          aria-label="操作"
          placeholder="全部操作"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          options={ACTION_OPTIONS}
          value={action || undefined}
          onChange={(v?: string) => table.setFilters({ action: v ?? '' })}
        />
        <Input.Search
          aria-label="对象"
          placeholder="对象，如 user:7"
          allowClear
          defaultValue={target}
          style={{ width: 200 }}
          onSearch={(v) => table.setFilters({ target: v.trim() })}
        />
      </Space>
      <Table<StaffAuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有符合条件的操作记录' }}
        scroll={{ x: 960 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
    </section>
  );
}
