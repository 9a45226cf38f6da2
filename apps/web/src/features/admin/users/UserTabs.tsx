import { useState } from 'react';
import { Table, Tag, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import {
  EleReason,
  ItemStatus,
  LoginMethod,
  formatDateTime,
  type AdminEleRecord,
  type AdminLogin,
  type AdminSession,
  type AdminUserComment,
  type AdminUserPost,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useUserSessions, useUserTab, type UserTab } from './queries';

const time = (ts: number) => formatDateTime(ts);
const postUrl = (id: number) => `/app/new-version/postDetail/${id}`;

/** One paged table of a tab: its own page, server-side paging, empty and error states. */
function PagedTable<T extends { id: number }>({
  id,
  tab,
  columns,
  empty,
  rowKey,
}: {
  id: number;
  tab: UserTab;
  columns: ColumnsType<T>;
  empty: string;
  rowKey?: (row: T) => string;
}) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useUserTab<T>(id, tab, page);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  return (
    <Table<T>
      rowKey={rowKey ?? 'id'}
      size="small"
      columns={columns}
      dataSource={data?.data ?? []}
      loading={isPending}
      locale={{ emptyText: empty }}
      scroll={{ x: 720 }}
      pagination={serverPagination(page, setPage, data?.paginate)}
    />
  );
}

const postColumns: ColumnsType<AdminUserPost> = [
  {
    title: '标题',
    key: 'title',
    render: (_, row) => (
      <Link to={postUrl(row.id)} target="_blank">
        {row.title}
      </Link>
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 90,
    render: (_, row) => <Tag>{ItemStatus.label(row.item_status)}</Tag>,
  },
  { title: '评论', dataIndex: 'comment_count', width: 70 },
  { title: '点赞', dataIndex: 'thumb_count', width: 70 },
  { title: '发布时间', dataIndex: 'create_time', width: 150, render: time },
];

const commentColumns: ColumnsType<AdminUserComment> = [
  {
    title: '类型',
    key: 'kind',
    width: 70,
    render: (_, row) => (row.kind === 'comment' ? '评论' : '回复'),
  },
  {
    title: '内容',
    key: 'content',
    render: (_, row) => (
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {row.content}
      </Typography.Paragraph>
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 80,
    render: (_, row) => (row.status === 1 ? <Tag color="green">可见</Tag> : <Tag>待审核</Tag>),
  },
  {
    title: '所在帖子',
    key: 'item',
    width: 100,
    render: (_, row) => (
      <Link to={postUrl(row.item_id)} target="_blank">
        #{row.item_id}
      </Link>
    ),
  },
  { title: '时间', dataIndex: 'create_time', width: 150, render: time },
];

const eleColumns: ColumnsType<AdminEleRecord> = [
  {
    title: '变动',
    key: 'amount',
    width: 90,
    render: (_, row) => (
      <Typography.Text type={row.amount < 0 ? 'danger' : 'success'}>
        {row.amount > 0 ? `+${row.amount}` : row.amount}
      </Typography.Text>
    ),
  },
  { title: '原因', key: 'reason', render: (_, row) => EleReason.label(row.reason) || row.reason },
  { title: '来源', dataIndex: 'source', width: 180 },
  { title: '时间', dataIndex: 'create_time', width: 150, render: time },
];

const loginColumns: ColumnsType<AdminLogin> = [
  { title: '时间', dataIndex: 'create_time', width: 150, render: time },
  {
    title: '方式',
    key: 'method',
    width: 110,
    render: (_, row) => LoginMethod.label(row.method) || row.method,
  },
  { title: 'IP', dataIndex: 'ip', width: 140 },
  { title: '浏览器', dataIndex: 'user_agent', ellipsis: true },
];

const sessionColumns: ColumnsType<AdminSession> = [
  { title: '登录时间', dataIndex: 'create_time', width: 150, render: time },
  { title: '到期时间', dataIndex: 'expire_time', width: 150, render: time },
  { title: 'IP', dataIndex: 'ip', width: 140 },
  { title: '浏览器', dataIndex: 'user_agent', ellipsis: true },
];

function SessionsTable({ id }: { id: number }) {
  const { data, isPending, isError, refetch } = useUserSessions(id);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  return (
    <Table<AdminSession>
      rowKey="id"
      size="small"
      columns={sessionColumns}
      dataSource={data ?? []}
      loading={isPending}
      locale={{ emptyText: '当前没有在线的会话' }}
      scroll={{ x: 720 }}
      pagination={false}
    />
  );
}

/**
 * The user page's records: posts, comments and replies, the electricity ledger; for admins
 * also the login history and the live sessions. Each tab loads when first opened.
 */
export function UserTabs({ id, admin }: { id: number; admin: boolean }) {
  const items = [
    {
      key: 'posts',
      label: '帖子',
      children: (
        <PagedTable<AdminUserPost>
          id={id}
          tab="posts"
          columns={postColumns}
          empty="还没有发过帖子"
        />
      ),
    },
    {
      key: 'comments',
      label: '评论',
      children: (
        <PagedTable<AdminUserComment>
          id={id}
          tab="comments"
          columns={commentColumns}
          empty="还没有评论或回复"
          rowKey={(row) => `${row.kind}:${row.id}`}
        />
      ),
    },
    {
      key: 'ele',
      label: '电量流水',
      children: (
        <PagedTable<AdminEleRecord> id={id} tab="ele" columns={eleColumns} empty="还没有电量记录" />
      ),
    },
    ...(admin
      ? [
          {
            key: 'logins',
            label: '登录记录',
            children: (
              <PagedTable<AdminLogin>
                id={id}
                tab="logins"
                columns={loginColumns}
                empty="180 天内没有登录记录"
              />
            ),
          },
          { key: 'sessions', label: '在线会话', children: <SessionsTable id={id} /> },
        ]
      : []),
  ];
  return <Tabs items={items} destroyOnHidden />;
}
