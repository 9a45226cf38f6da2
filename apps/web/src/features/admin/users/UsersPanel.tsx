import { Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import {
  AdminUserSort,
  UserRole,
  formatDateTime,
  type AdminUser,
  type UserRoleValue,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { UserAvatar } from '../../../components/UserAvatar';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { useAdminUsers, type AdminUsersQuery } from './queries';
import { SanctionTags, RoleTag } from './UserTags';

const FLAG_OPTIONS = [
  { value: '1', label: '是' },
  { value: '0', label: '否' },
];
const FILTERS = ['keyword', 'role', 'muted', 'banned', 'x_up'] as const;
const SORTABLE = new Set<string>(AdminUserSort.options.map((o) => o.value));
type Flag = '0' | '1';

/**
 * 用户管理: every member, searched by nickname, phone or id, filtered by role, 禁言, 封禁 and
 * 创作达人, sorted and paged on the server; the state lives in the address
 * (docs/admin-users.md). Phones come masked for moderators from the server.
 */
export function UsersPanel() {
  const table = useAdminTableState(FILTERS);
  const { keyword, role, muted, banned, x_up } = table.filters;
  const query: AdminUsersQuery = {
    page: table.page,
    ...(keyword ? { keyword } : {}),
    ...(role ? { role: role as UserRoleValue } : {}),
    ...(muted ? { muted: muted as Flag } : {}),
    ...(banned ? { banned: banned as Flag } : {}),
    ...(x_up ? { x_up: x_up as Flag } : {}),
    ...(table.sort && SORTABLE.has(table.sort) ? { sort: table.sort } : {}),
    ...(table.order ? { order: table.order } : {}),
  };
  const { data, isPending, isError, refetch } = useAdminUsers(query);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const sortable = (key: string) => ({
    key,
    sorter: true,
    sortOrder: table.sortOrderOf(key),
  });

  const columns: ColumnsType<AdminUser> = [
    { title: 'ID', dataIndex: 'id', width: 80, ...sortable('id') },
    {
      title: '用户',
      key: 'user',
      render: (_, row) => (
        <Link to={String(row.id)} aria-label={`查看用户 ${row.nickname}`}>
          <Space>
            <UserAvatar src={row.image_url} name={row.nickname} alt="" size={24} />
            <span>{row.nickname}</span>
          </Space>
        </Link>
      ),
    },
    { title: '手机号', dataIndex: 'phone', key: 'phone', width: 130 },
    {
      title: '角色',
      key: 'role',
      width: 90,
      render: (_, row) => <RoleTag role={row.role} />,
    },
    {
      title: '状态',
      key: 'state',
      width: 160,
      render: (_, row) => <SanctionTags user={row} />,
    },
    { title: '电量', dataIndex: 'ele', width: 90, ...sortable('ele') },
    { title: '粉丝', dataIndex: 'fan_count', width: 80, ...sortable('fan_count') },
    { title: '帖子', dataIndex: 'item_count', width: 80, ...sortable('item_count') },
    {
      title: '注册时间',
      dataIndex: 'create_time',
      width: 150,
      render: (ts: number) => formatDateTime(ts),
      ...sortable('create_time'),
    },
  ];

  const flagSelect = (key: 'muted' | 'banned' | 'x_up', label: string) => (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      style={{ width: 120 }}
      options={FLAG_OPTIONS.map((o) => ({ ...o, label: `${label}：${o.label}` }))}
      value={table.filters[key] || undefined}
      onChange={(v?: string) => table.setFilters({ [key]: v ?? '' })}
    />
  );

  return (
    <section data-testid="admin-users">
      <Typography.Title level={4}>用户管理</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索用户"
          placeholder="昵称、手机号或 ID"
          allowClear
          defaultValue={keyword}
          maxLength={32}
          style={{ width: 240 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
        <Select
          aria-label="角色"
          placeholder="全部角色"
          allowClear
          style={{ width: 120 }}
          options={UserRole.options}
          value={role || undefined}
          onChange={(v?: string) => table.setFilters({ role: v ?? '' })}
        />
        {flagSelect('muted', '禁言中')}
        {flagSelect('banned', '封禁中')}
        {flagSelect('x_up', '创作达人')}
      </Space>
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有符合条件的用户' }}
        scroll={{ x: 980 }}
        onChange={table.onTableChange}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
    </section>
  );
}
