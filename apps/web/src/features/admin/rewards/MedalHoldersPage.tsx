import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MEDAL_KIND,
  MEDAL_REVOKE_REASON_MAX,
  MSG,
  formatDateTime,
  type MedalHolder,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { useAdminCrumb } from '../crumbs';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { useMedalAward, useMedalHolders, useMedalRevoke } from './queries';

/** Asks for the reason, then takes the medal back (the member is told why). */
function RevokeModal({
  medalId,
  holder,
  onClose,
}: {
  medalId: number;
  holder: MedalHolder;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useMedalRevoke();
  const submit = async () => {
    const { reason } = await form.validateFields();
    await revoke.mutateAsync({ id: medalId, user_id: holder.user_id, reason });
    onClose();
  };
  return (
    <Modal
      open
      title={`收回 ${holder.nickname} 的勋章`}
      okText="收回"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={revoke.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        收回后对方会收到一条系统消息，包含下面填写的原因。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="收回原因"
          rules={[
            { required: true, whitespace: true, message: MSG.medalRevokeReasonRequired },
            { max: MEDAL_REVOKE_REASON_MAX, message: MSG.medalRevokeReasonTooLong },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * One medal's page (勋章 / 「name」): its holders newest first, 颁发 to a member by id
 * (manual medals), and 收回 with a reason for any holder.
 */
export function MedalHoldersPage() {
  const id = Number(useParams().id);
  const table = useAdminTableState();
  const { data, isPending, isError, refetch } = useMedalHolders(id, table.page);
  const award = useMedalAward();
  const [userId, setUserId] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<MedalHolder | null>(null);
  const medal = data?.medal;
  useAdminCrumb(medal?.name);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<MedalHolder> = [
    { title: '用户', key: 'user', render: (_, h) => `${h.nickname}（${h.user_id}）` },
    {
      title: '获得方式',
      key: 'by',
      render: (_, h) => (h.awarded_by ? `${h.awarded_by.nickname} 颁发` : '达成条件'),
    },
    {
      title: '获得时间',
      dataIndex: 'award_time',
      key: 'award_time',
      width: 170,
      render: (ts: number) => formatDateTime(ts),
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, h) => (
        <Button
          size="small"
          danger
          onClick={() => setRevoking(h)}
          aria-label={`收回 ${h.nickname}`}
        >
          收回
        </Button>
      ),
    },
  ];

  return (
    <section data-testid="admin-medal-holders">
      <Space align="center" style={{ marginBottom: 12 }}>
        {medal && <img src={medal.image} alt="" width={48} height={48} />}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {medal?.name ?? '勋章'}
        </Typography.Title>
        {medal && !medal.enabled && <Tag>已停用</Tag>}
      </Space>
      <Typography.Paragraph type="secondary">{medal?.condition}</Typography.Paragraph>
      {medal?.kind === MEDAL_KIND.manual ? (
        <Space wrap style={{ marginBottom: 16 }}>
          <InputNumber
            aria-label="用户 id"
            placeholder="用户 id"
            min={1}
            precision={0}
            value={userId}
            onChange={(v) => setUserId(v)}
            style={{ width: 160 }}
          />
          <Button
            type="primary"
            disabled={!userId || !medal.enabled}
            loading={award.isPending}
            onClick={() => {
              if (userId)
                void award.mutateAsync({ id, user_id: userId }).then(() => setUserId(null));
            }}
          >
            颁发
          </Button>
          {!medal.enabled && (
            <Typography.Text type="secondary">{MSG.medalDisabled}</Typography.Text>
          )}
        </Space>
      ) : (
        medal && (
          <Typography.Paragraph type="secondary">
            自动勋章由系统在达成条件时颁发，不能手动颁发；可以收回。
          </Typography.Paragraph>
        )
      )}
      <Table<MedalHolder>
        rowKey="user_id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有人获得这枚勋章' }}
        scroll={{ x: 640 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      {revoking && <RevokeModal medalId={id} holder={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}
