import { useState } from 'react';
import { Avatar, Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CIRCLE_POSTING, MSG, formatDateTime, type AdminCircle } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { useIsNarrow } from '../../../lib/use-media';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { CircleFormModal } from './CircleFormModal';
import { useAdminCircles, useDeleteCircle } from './queries';
import { DeleteButton } from '../kit/DeleteButton';

/**
 * 圈子 (admins): every circle, searched by name, sorted by display order, members, posts or
 * age; 新建 / 编辑 in a dialog; 删除 only for a circle no post is in (the server refuses
 * otherwise: close it for posting instead). docs/admin-community.md.
 */
export function CirclesPanel() {
  const table = useAdminTableState(['keyword'] as const);
  const { keyword } = table.filters;
  const { data, isPending, isError, refetch } = useAdminCircles({
    page: table.page,
    ...(keyword ? { keyword } : {}),
    ...(table.sort ? { sort: table.sort } : {}),
    ...(table.order ? { order: table.order } : {}),
  });
  const remove = useDeleteCircle();
  const narrow = useIsNarrow();
  const [editing, setEditing] = useState<AdminCircle | 'new' | null>(null);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const sortable = (key: string) => ({
    key,
    sorter: true,
    sortOrder: table.sortOrderOf(key),
  });
  const columns: ColumnsType<AdminCircle> = [
    {
      title: '圈子',
      key: 'name',
      width: 320,
      render: (_, c) => (
        <Space style={{ maxWidth: 300 }}>
          <Avatar shape="square" src={c.image_url || undefined} alt="">
            {c.name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0, maxWidth: 250 }}>
            <Typography.Text strong>{c.name}</Typography.Text>
            <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0 }}>
              {c.description || '（无简介）'}
            </Typography.Paragraph>
          </div>
        </Space>
      ),
    },
    { title: '分类', dataIndex: 'circle_tag', key: 'circle_tag', width: 100 },
    { title: '排序值', dataIndex: 'sort', width: 100, ...sortable('sort') },
    { title: '成员', dataIndex: 'member_count', width: 90, ...sortable('member_count') },
    { title: '帖子', dataIndex: 'item_count', width: 90, ...sortable('item_count') },
    {
      title: '发帖',
      key: 'allow_post',
      width: 110,
      render: (_, c) =>
        c.allow_post === CIRCLE_POSTING.open ? <Tag color="green">开放</Tag> : <Tag>已关闭</Tag>,
    },
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
      render: (_, c) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(c)} aria-label={`编辑 ${c.name}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除圈子「${c.name}」？`}
            description={
              c.item_count > 0 ? MSG.circleNotEmpty : '只能删除没有任何帖子的圈子，成员关系一并删除'
            }
            name={c.name}
            onConfirm={() => remove.mutateAsync(c.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-circles">
      <Typography.Title level={4}>圈子</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索圈子"
          placeholder="按名称搜索"
          allowClear
          defaultValue={keyword}
          style={{ width: 220 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="circle-new">
          新建圈子
        </Button>
      </Space>
      <Table<AdminCircle>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: keyword ? '没有符合条件的圈子' : '还没有圈子，先新建一个吧' }}
        scroll={{ x: 1000 }}
        onChange={table.onTableChange}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <CircleFormModal
        open={editing !== null}
        circle={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
