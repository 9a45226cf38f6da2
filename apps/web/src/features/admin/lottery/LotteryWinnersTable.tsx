import { useState } from 'react';
import { Button, Form, Input, Modal, Table, Tag } from 'antd';
import { LOTTERY_LIMITS, LotteryShipStatus, MSG, type AdminLotteryWinner } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { useAdminLotteryWinners, useLotteryShip } from './queries';

const SHIP_COLOR = ['orange', 'blue', 'green'];

/** The winners with their addresses; 发货 records the tracking number and tells the winner. */
export function LotteryWinnersTable({ id }: { id: number }) {
  const winners = useAdminLotteryWinners(id, true);
  const ship = useLotteryShip();
  const [shipping, setShipping] = useState<AdminLotteryWinner | null>(null);
  const [form] = Form.useForm<{ tracking_no: string }>();
  if (winners.isError) return <ErrorView onRetry={() => void winners.refetch()} />;
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !shipping) return;
    await ship.mutateAsync({ id: shipping.id, tracking_no: v.tracking_no }).catch(() => undefined);
    setShipping(null);
  };
  return (
    <>
      <Table<AdminLotteryWinner>
        rowKey="id"
        size="small"
        loading={winners.isPending}
        dataSource={winners.data ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: '没有中奖者' }}
        columns={[
          { title: '奖品', dataIndex: 'prize_name', width: 120 },
          { title: '中奖者', render: (_, w) => `${w.nickname}（${w.user_id}）`, width: 140 },
          { title: '抽奖码', dataIndex: 'entry_id', width: 80 },
          {
            title: '收货信息',
            render: (_, w) => (w.receiver ? `${w.receiver} ${w.phone} ${w.address}` : '—'),
          },
          {
            title: '状态',
            width: 120,
            render: (_, w) => (
              <Tag color={SHIP_COLOR[w.ship_status]}>
                {LotteryShipStatus.label(w.ship_status)}
                {w.tracking_no ? ` ${w.tracking_no}` : ''}
              </Tag>
            ),
          },
          {
            title: '操作',
            width: 80,
            render: (_, w) =>
              w.ship_status === 1 ? (
                <Button size="small" onClick={() => setShipping(w)}>
                  发货
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={shipping !== null}
        title={`发货：${shipping?.prize_name ?? ''} → ${shipping?.receiver ?? ''}`}
        okText="确认发货"
        confirmLoading={ship.isPending}
        onOk={() => void submit()}
        onCancel={() => setShipping(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="tracking_no"
            label="快递单号"
            rules={[
              { required: true, whitespace: true, message: MSG.lotteryTrackingRequired },
              { max: LOTTERY_LIMITS.trackingNo, message: MSG.lotteryTrackingTooLong },
            ]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
