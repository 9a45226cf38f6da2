import { useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import {
  AdminPostFlag,
  AdminPostState,
  ITEM_STATUS,
  ItemStatus,
  formatDateTime,
  type AdminPost,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { useIsNarrow } from '../../../lib/use-media';
import { allCirclesQuery } from '../../circle/queries';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { PostActionModal, type PostDialog } from './PostActionModal';
import { useAdminPosts, usePostAction } from './queries';

const STATUS_COLOR: Record<number, string> = {
  [ITEM_STATUS.unverified]: 'default',
  [ITEM_STATUS.reviewing]: 'orange',
  [ITEM_STATUS.published]: 'green',
  [ITEM_STATUS.rejected]: 'default',
};

function StatusTag({ post }: { post: AdminPost }) {
  if (post.removed)
    return (
      <Tooltip title={`删除原因：${post.remove_reason}`}>
        <Tag color="red">已删除</Tag>
      </Tooltip>
    );
  const tag = (
    <Tag color={STATUS_COLOR[post.item_status]}>{ItemStatus.label(post.item_status)}</Tag>
  );
  return post.reject_reason ? <Tooltip title={post.reject_reason}>{tag}</Tooltip> : tag;
}

/**
 * 帖子 (moderators and admins): every post but drafts, searched by title and filtered by
 * circle, status (已删除 included), author and flag; 置顶 / 推荐 (精选) at a click, 移动 /
 * 删除 / 恢复 with a reason the author is told. docs/admin-community.md.
 */
export function PostsPanel() {
  const table = useAdminTableState([
    'keyword',
    'circle_id',
    'status',
    'author_id',
    'flag',
  ] as const);
  const f = table.filters;
  const { data, isPending, isError, refetch } = useAdminPosts({
    page: table.page,
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.circle_id ? { circle_id: Number(f.circle_id) } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.author_id ? { author_id: Number(f.author_id) } : {}),
    ...(f.flag ? { flag: f.flag } : {}),
    ...(table.sort ? { sort: table.sort } : {}),
    ...(table.order ? { order: table.order } : {}),
  });
  const circles = useQuery({
    ...allCirclesQuery(),
    select: (page) => page.data.map((c) => ({ value: c.id, label: c.name })),
  });
  const action = usePostAction();
  // On a phone a fixed action column would cover the titles; there it scrolls with the rest.
  const narrow = useIsNarrow();
  const [dialog, setDialog] = useState<PostDialog | null>(null);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrderOf(key) });
  const live = (p: AdminPost) => !p.removed && p.item_status === ITEM_STATUS.published;
  const toggle = (p: AdminPost, flag: 'is_top' | 'is_recommend', on: string, off: string) => {
    const value = p[flag] ? 0 : 1;
    return (
      <Button
        size="small"
        type={p[flag] ? 'primary' : 'default'}
        ghost={Boolean(p[flag])}
        disabled={value === 1 && !live(p)}
        loading={
          action.isPending && action.variables?.id === p.id && action.variables.kind === 'flag'
        }
        onClick={() => action.mutate({ kind: 'flag', id: p.id, flag, value })}
        aria-label={`${p[flag] ? off : on} ${p.title}`}
      >
        {p[flag] ? off : on}
      </Button>
    );
  };

  const columns: ColumnsType<AdminPost> = [
    {
      title: '标题',
      key: 'title',
      width: 240,
      render: (_, p) => (
        <Space size={4} wrap>
          <a href={`/app/new-version/postDetail/${p.id}`} target="_blank" rel="noreferrer">
            {p.title}
          </a>
          {p.is_top === 1 && <Tag color="blue">置顶</Tag>}
          {p.is_recommend === 1 && <Tag color="gold">精选</Tag>}
        </Space>
      ),
    },
    {
      title: '作者',
      key: 'author',
      width: 140,
      render: (_, p) => (
        <a onClick={() => table.setFilters({ author_id: String(p.author.id) })}>
          {p.author.nickname}
        </a>
      ),
    },
    { title: '圈子', key: 'circle', width: 120, render: (_, p) => p.circle?.name ?? '—' },
    { title: '状态', key: 'status', width: 90, render: (_, p) => <StatusTag post={p} /> },
    { title: '点赞', dataIndex: 'thumb_count', width: 76, ...sortable('thumb_count') },
    { title: '评论', dataIndex: 'comment_count', width: 76, ...sortable('comment_count') },
    { title: '浏览', dataIndex: 'visit_count', width: 76, ...sortable('visit_count') },
    {
      title: '发布时间',
      dataIndex: 'create_time',
      width: 150,
      render: (ts: number) => formatDateTime(ts),
      ...sortable('create_time'),
    },
    {
      title: '操作',
      key: 'action',
      width: 250,
      fixed: narrow ? undefined : 'right',
      render: (_, p) => (
        <Space size={4} wrap>
          {toggle(p, 'is_top', '置顶', '取消置顶')}
          {toggle(p, 'is_recommend', '推荐', '取消推荐')}
          <Button size="small" onClick={() => setDialog({ kind: 'move', post: p })}>
            移动
          </Button>
          {p.removed ? (
            <Button size="small" onClick={() => setDialog({ kind: 'restore', post: p })}>
              恢复
            </Button>
          ) : (
            <Button size="small" danger onClick={() => setDialog({ kind: 'remove', post: p })}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-posts">
      <Typography.Title level={4}>帖子</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索标题"
          placeholder="按标题搜索"
          allowClear
          defaultValue={f.keyword}
          style={{ width: 200 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
        <Select
          aria-label="圈子"
          placeholder="全部圈子"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 160 }}
          options={circles.data ?? []}
          value={f.circle_id ? Number(f.circle_id) : undefined}
          onChange={(v?: number) => table.setFilters({ circle_id: v ? String(v) : '' })}
        />
        <Select
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          options={AdminPostState.options}
          value={f.status || undefined}
          onChange={(v?: string) => table.setFilters({ status: v ?? '' })}
        />
        <Select
          aria-label="置顶或推荐"
          placeholder="置顶/推荐"
          allowClear
          style={{ width: 140 }}
          options={AdminPostFlag.options}
          value={f.flag || undefined}
          onChange={(v?: string) => table.setFilters({ flag: v ?? '' })}
        />
        <InputNumber
          aria-label="作者 id"
          placeholder="作者 id"
          min={1}
          value={f.author_id ? Number(f.author_id) : null}
          onChange={(v) => table.setFilters({ author_id: v ? String(v) : '' })}
        />
      </Space>
      <Table<AdminPost>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有符合条件的帖子' }}
        scroll={{ x: 1160 }}
        onChange={table.onTableChange}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <PostActionModal
        dialog={dialog}
        circles={circles.data ?? []}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
