import { useState } from 'react';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RECOMMEND_TAG, formatDateTime, type AdminTag } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { useIsNarrow } from '../../../lib/use-media';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { TagFormModal } from './TagFormModal';
import { useAdminTags, useDeleteTag } from './queries';
import { DeleteButton } from '../kit/DeleteButton';

/**
 * 标签 (admins): every tag with how many posts carry it; 新建 / 改名 in a dialog; 删除 takes
 * it off every post at once (after a confirmation naming how many). docs/admin-community.md.
 */
export function TagsPanel() {
  const table = useAdminTableState(['keyword'] as const);
  const { keyword } = table.filters;
  const { data, isPending, isError, refetch } = useAdminTags({
    page: table.page,
    ...(keyword ? { keyword } : {}),
    ...(table.sort ? { sort: table.sort } : {}),
    ...(table.order ? { order: table.order } : {}),
  });
  const remove = useDeleteTag();
  const narrow = useIsNarrow();
  const [editing, setEditing] = useState<AdminTag | 'new' | null>(null);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrderOf(key) });
  const columns: ColumnsType<AdminTag> = [
    {
      title: '名称',
      key: 'name',
      render: (_, t) => (
        <Space>
          {t.name}
          {t.slug === RECOMMEND_TAG && <Tag color="gold">精选栏</Tag>}
        </Space>
      ),
    },
    { title: '英文标识', dataIndex: 'slug', key: 'slug', width: 140 },
    {
      title: '首页展示',
      key: 'flag',
      width: 100,
      render: (_, t) => (t.flag === 1 ? <Tag color="green">展示</Tag> : <Tag>不展示</Tag>),
    },
    { title: '排序值', dataIndex: 'sort', width: 100, ...sortable('sort') },
    { title: '帖子', dataIndex: 'item_count', width: 90, ...sortable('item_count') },
    {
      title: '创建时间',
      dataIndex: 'create_time',
      width: 160,
      render: (ts: number) => formatDateTime(ts),
      ...sortable('create_time'),
    },
    {
      title: '操作',
      key: 'action',
      width: 140,
      fixed: narrow ? undefined : 'right',
      render: (_, t) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(t)} aria-label={`编辑 ${t.name}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除标签「${t.name}」？`}
            description={
              t.item_count > 0
                ? `将同时从 ${t.item_count} 篇帖子上移除该标签`
                : '没有帖子使用该标签'
            }
            name={t.name}
            onConfirm={() => remove.mutateAsync(t.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-tags">
      <Typography.Title level={4}>标签</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索标签"
          placeholder="按名称或标识搜索"
          allowClear
          defaultValue={keyword}
          style={{ width: 220 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="tag-new">
          新建标签
        </Button>
      </Space>
      <Table<AdminTag>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: keyword ? '没有符合条件的标签' : '还没有标签，先新建一个吧' }}
        scroll={{ x: 820 }}
        onChange={table.onTableChange}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <TagFormModal
        open={editing !== null}
        tag={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
