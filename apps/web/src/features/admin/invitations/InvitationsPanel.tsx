import { useState } from 'react';
import { Button, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  INVITE_FLAG,
  INVITE_STATE,
  INVITE_SUSPICIOUS_FLAGS,
  type AdminInvitation,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { FilterSelect } from '../kit/FilterSelect';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { InviteSettingsModal } from './InviteSettingsModal';
import { InvitationActionModal, type InvitationAction } from './InvitationActionModal';
import { useAdminInvitations, useInviteActivities } from './queries';

const time = (s: number | null) => (s === null ? '—' : dayjs.unix(s).format('MM-DD HH:mm'));
const STATE_COLOR: Record<number, string> = {
  [INVITE_STATE.registered]: 'blue',
  [INVITE_STATE.activated]: 'green',
  [INVITE_STATE.voided]: 'default',
};
const FLAGGED = [
  { value: 1, label: '可疑' },
  { value: 0, label: '正常' },
];

const person = (p: AdminInvitation['inviter']) => (
  <span>
    {p.nickname}
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {' '}
      #{p.id}
      {p.phone ? ` · ${p.phone}` : ''}
    </Typography.Text>
  </span>
);

/** Held back for a suspicion only (not the cap): what 放行 may pay (docs/invitations.md). */
const releasable = (r: AdminInvitation) =>
  !r.rewarded &&
  r.flags.length > 0 &&
  r.flags.every((f) => f.value !== INVITE_FLAG.overCap) &&
  r.flags.some((f) => (INVITE_SUSPICIOUS_FLAGS as readonly string[]).includes(f.value));

/**
 * 活动运营 › 邀请 (docs/invitations.md): every invitation, newest first, with why it was held
 * back (flags); 作废 takes its electricity back; 放行 pays a held-back one after a check (a
 * suspicious flag, never the cap). 邀请设置 edits the chosen activity's rewards.
 */
export function InvitationsPanel() {
  const table = useAdminTableState(['active', 'flagged']);
  const choices = useInviteActivities();
  const { data, isPending, isError, refetch } = useAdminInvitations(table.filters, table.page);
  const [settingsFor, setSettingsFor] = useState<number | null>(null);
  const [acting, setActing] = useState<{ row: AdminInvitation; action: InvitationAction } | null>(
    null,
  );

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const chosen = Number(table.filters.active) || null;
  const chosenTitle = choices.data?.find((a) => a.id === chosen)?.title ?? '';
  const columns: ColumnsType<AdminInvitation> = [
    { title: '邀请人', key: 'inviter', render: (_, r) => person(r.inviter) },
    { title: '受邀人', key: 'invitee', render: (_, r) => person(r.invitee) },
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{r.state_text}</Tag>,
    },
    {
      title: '标记',
      key: 'flags',
      width: 200,
      render: (_, r) =>
        r.flags.length === 0 ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          r.flags.map((f) => (
            <Tag key={f.value} color={f.value === 'over_cap' ? 'orange' : 'red'}>
              {f.label}
            </Tag>
          ))
        ),
    },
    {
      title: '电量（邀请人/受邀人）',
      key: 'ele',
      width: 150,
      render: (_, r) =>
        r.rewarded ? (
          <>
            {`${r.inviter_ele} / ${r.invitee_ele}`}
            {r.flags.length > 0 && <Tag color="green">已放行</Tag>}
          </>
        ) : (
          <Typography.Text type="secondary">不计奖励</Typography.Text>
        ),
    },
    {
      title: '接受 / 激活',
      key: 'time',
      width: 150,
      render: (_, r) => (
        <Tooltip title={`IP ${r.receive_ip || '未知'} · 注册 ${time(r.registered_time)}`}>
          {time(r.receive_time)} / {time(r.activated_time)}
        </Tooltip>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, r) =>
        r.state === INVITE_STATE.voided ? (
          <Tooltip title={r.void_reason}>
            <Typography.Text type="secondary">已作废</Typography.Text>
          </Tooltip>
        ) : (
          <Space size={4}>
            {releasable(r) && (
              <Button size="small" onClick={() => setActing({ row: r, action: 'release' })}>
                放行
              </Button>
            )}
            <Button size="small" danger onClick={() => setActing({ row: r, action: 'void' })}>
              作废
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <section data-testid="admin-invitations">
      <Typography.Title level={4}>邀请</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="邀请活动"
          style={{ width: 240 }}
          loading={choices.isPending}
          value={table.filters.active}
          onChange={(v: string) => table.setFilters({ active: v })}
          options={[
            { value: '', label: '全部邀请活动' },
            ...(choices.data ?? []).map((a) => ({ value: String(a.id), label: a.title })),
          ]}
        />
        <FilterSelect
          label="标记"
          allLabel="全部记录"
          value={table.filters.flagged}
          options={FLAGGED}
          onChange={(v) => table.setFilters({ flagged: v })}
        />
        <Button type="primary" disabled={chosen === null} onClick={() => setSettingsFor(chosen)}>
          邀请设置
        </Button>
      </Space>
      <Table<AdminInvitation>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有邀请记录' }}
        scroll={{ x: 1000 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <InviteSettingsModal
        activeId={settingsFor}
        title={chosenTitle}
        onClose={() => setSettingsFor(null)}
      />
      <InvitationActionModal
        invitation={acting?.row ?? null}
        action={acting?.action ?? 'void'}
        onClose={() => setActing(null)}
      />
    </section>
  );
}
