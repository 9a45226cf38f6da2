import { Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { SPEC_STATUS, SpecStatus, type AdminSpec } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { CreatorName } from '../../creator/CreatorName';
import { FilterSelect } from '../kit/FilterSelect';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { SpecEntries } from './SpecEntries';
import { TakedownButtons } from './TakedownButtons';
import { useAdminSpecs } from './queries';

/**
 * 社区内容 › 研究室 (docs/creator.md "Take-down"): every spec whatever its status, searched by
 * title and filtered by status; a row opens to the challenges and designs members brought.
 * 下架 hides a spec, challenge or design from the site with a reason its owner reads; 恢复
 * puts it back where it stood.
 */
export function SpecsPanel() {
  const table = useAdminTableState(['keyword', 'status'] as const);
  const { data, isPending, isError, refetch } = useAdminSpecs(
    table.page,
    table.filters.keyword,
    table.filters.status,
  );
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminSpec> = [
    { title: '规格书', dataIndex: 'title', key: 'title' },
    {
      title: '创作达人',
      key: 'creator',
      width: 160,
      render: (_, s) => <CreatorName user={s.creator} size={20} />,
    },
    {
      title: '状态',
      key: 'status',
      width: 170,
      render: (_, s) => (
        <>
          <Tag color={s.status === SPEC_STATUS.removed ? 'red' : undefined}>{s.status_text}</Tag>
          {s.remove_reason && <div>{s.remove_reason}</div>}
        </>
      ),
    },
    {
      title: '挑战 / 设计稿',
      key: 'entries',
      width: 120,
      render: (_, s) => `${s.challenge_count} / ${s.design_count}`,
    },
    {
      title: '创建时间',
      key: 'time',
      width: 140,
      render: (_, s) => dayjs.unix(s.create_time).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, s) => (
        <TakedownButtons
          kind="spec"
          id={s.id}
          name={s.title}
          removed={s.status === SPEC_STATUS.removed}
        />
      ),
    },
  ];
  return (
    <section data-testid="admin-research-specs">
      <Typography.Title level={4}>研究室规格书</Typography.Title>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="搜索规格书标题"
          defaultValue={table.filters.keyword}
          onSearch={(keyword) => table.setFilters({ keyword: keyword.trim() })}
          style={{ width: 240 }}
        />
        <FilterSelect
          label="状态"
          allLabel="全部状态"
          value={table.filters.status}
          options={SpecStatus.options}
          onChange={(status) => table.setFilters({ status })}
        />
      </Space>
      <Table<AdminSpec>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有符合条件的规格书' }}
        scroll={{ x: 860 }}
        expandable={{ expandedRowRender: (s) => <SpecEntries specId={s.id} /> }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
    </section>
  );
}
