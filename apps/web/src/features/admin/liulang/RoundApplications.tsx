import { useState } from 'react';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import {
  LIULANG_APPLY_STATUS,
  LIULANG_LIMITS,
  LiulangDepositStatus,
  type AdminLiulangApplication,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { ChainList } from '../../liulang/ChainList';
import {
  useLiulangRound,
  useRefundDeposit,
  useRejectApplication,
  useSelectApplication,
} from './queries';

/** One round's sign-ups (select / reject with a reason / refund) and its device chain. */
export function RoundApplications({ roundId }: { roundId: number }) {
  const detail = useLiulangRound(roundId);
  const select = useSelectApplication();
  const reject = useRejectApplication();
  const refund = useRefundDeposit();
  const [rejecting, setRejecting] = useState<AdminLiulangApplication | null>(null);
  const [reason, setReason] = useState('');
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="liulang-applications">
      <Table<AdminLiulangApplication>
        rowKey="id"
        size="small"
        loading={detail.isPending}
        dataSource={d?.applications ?? []}
        pagination={{ pageSize: LIULANG_LIMITS.adminPageSize }}
        scroll={{ x: 900 }}
        columns={[
          { title: '顺序', dataIndex: 'order', width: 60, render: (o: number | null) => o ?? '—' },
          { title: '会员', dataIndex: 'nickname', width: 120 },
          { title: '申请理由', dataIndex: 'reason', ellipsis: true },
          {
            title: '收货信息',
            width: 220,
            render: (_, a) => `${a.receiver} ${a.phone} ${a.address}`,
          },
          {
            title: '状态',
            width: 120,
            render: (_, a) => (
              <>
                <Tag>{a.status_text}</Tag>
                {a.reject_reason ? <div>{a.reject_reason}</div> : null}
              </>
            ),
          },
          {
            title: '押金',
            width: 100,
            render: (_, a) =>
              a.deposit_status === null
                ? '—'
                : LiulangDepositStatus.labels[a.deposit_status as 0 | 1 | 2],
          },
          {
            title: '报名时间',
            dataIndex: 'create_time',
            width: 140,
            render: (s: number) => dayjs.unix(s).format('MM-DD HH:mm'),
          },
          {
            title: '操作',
            width: 170,
            render: (_, a) => (
              <Space>
                {a.status === LIULANG_APPLY_STATUS.pending ? (
                  <>
                    <Button size="small" type="primary" onClick={() => select.mutate(a.id)}>
                      入选
                    </Button>
                    <Button size="small" onClick={() => (setRejecting(a), setReason(''))}>
                      不选
                    </Button>
                  </>
                ) : null}
                {/* The server's refund rule (paid, and shipped on or the round over), not
                    just "paid": a paid member still holding the device would be refused. */}
                {a.refundable ? (
                  <Button size="small" onClick={() => refund.mutate(a.id)}>
                    退押金
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {d ? <ChainList chain={d.chain} /> : null}
      <Modal
        open={rejecting !== null}
        title={`不选 ${rejecting?.nickname ?? ''}`}
        okText="确定"
        confirmLoading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onOk={() =>
          rejecting &&
          reject.mutate(
            { application_id: rejecting.id, reason },
            { onSuccess: () => setRejecting(null) },
          )
        }
      >
        <Input.TextArea
          rows={3}
          value={reason}
          maxLength={LIULANG_LIMITS.rejectReason}
          placeholder="未入选原因（会通知本人）"
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
