import { useState } from 'react';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { RESOURCE_STATUS, ResourceStatus, type AdminResource } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { formatBytes } from '../../resource/format-bytes';
import { ResourceEditor } from './ResourceEditor';
import {
  useAdminResourceCategories,
  useAdminResources,
  useResourceDelete,
  useResourceStatus,
} from './queries';
import { FilterSelect } from '../kit/FilterSelect';
import { DeleteButton } from '../kit/DeleteButton';

const formatTime = (s: number | null) =>
  s === null ? '—' : dayjs.unix(s).format('YYYY-MM-DD HH:mm');

/**
 * 站点运营 › 资源库 (docs/resources.md): resources with server paging and filters (status,
 * category, title), publish / take down, delete, and the edit drawer.
 */
export function ResourcesPanel() {
  const table = useAdminTableState(['status', 'category', 'keyword']);
  const { data, isPending, isError, refetch } = useAdminResources(table.filters, table.page);
  const categories = useAdminResourceCategories();
  const setStatus = useResourceStatus();
  const remove = useResourceDelete();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminResource> = [
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '分类', dataIndex: 'category_name', key: 'category', width: 120 },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, r) =>
        r.status === RESOURCE_STATUS.published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>,
    },
    {
      title: '文件',
      key: 'files',
      width: 150,
      render: (_, r) =>
        r.files.length === 0
          ? '—'
          : `${r.files.length} 个 · ${formatBytes(r.files.reduce((s, f) => s + f.size, 0))}`,
    },
    { title: '下载', dataIndex: 'downloads', key: 'downloads', width: 80 },
    {
      title: '更新时间',
      dataIndex: 'update_time',
      key: 'update_time',
      width: 150,
      render: formatTime,
    },
    {
      title: '操作',
      key: 'action',
      width: 210,
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(r.id)} aria-label={`编辑 ${r.title}`}>
            编辑
          </Button>
          {r.status === RESOURCE_STATUS.published ? (
            <Button
              size="small"
              onClick={() => setStatus.mutate({ id: r.id, status: RESOURCE_STATUS.draft })}
            >
              下架
            </Button>
          ) : (
            <Button
              size="small"
              type="primary"
              onClick={() => setStatus.mutate({ id: r.id, status: RESOURCE_STATUS.published })}
            >
              发布
            </Button>
          )}
          <DeleteButton
            confirm={`删除资源「${r.title}」？`}
            description="删除后资源页和下载都立即失效"
            name={r.title}
            onConfirm={() => remove.mutateAsync({ id: r.id })}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-resources">
      <Typography.Title level={4}>资源库</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          label="状态"
          allLabel="全部状态"
          value={table.filters.status}
          options={ResourceStatus.options}
          onChange={(v) => table.setFilters({ status: v })}
        />
        <FilterSelect
          label="分类"
          allLabel="全部分类"
          value={table.filters.category}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          width={160}
          onChange={(v) => table.setFilters({ category: v })}
        />
        <Input.Search
          defaultValue={table.filters.keyword}
          placeholder="标题"
          allowClear
          style={{ width: 200 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          新建资源
        </Button>
      </Space>
      <Table<AdminResource>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有资源' }}
        scroll={{ x: 900 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <ResourceEditor
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(id) => setEditing(id)}
      />
    </section>
  );
}
