import { useState } from 'react';
import {
  Button,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ORDER_LIMITS,
  ORDER_STATE,
  OrderState,
  REFUND_STATUS,
  RefundStatus,
  STORE_MSG,
  formatDateTime,
  formatFen,
  type AdminOrder,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { FilterSelect } from '../kit/FilterSelect';
import { FormModal } from '../kit/FormModal';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { useAdminOrders, useOrderRefund, useOrderRefuseRefund, useOrderShip } from './queries';

/** 商城 › 订单: filter by state, the detail, 发货 with a tracking number, 同意退款 or 拒绝退款. */
export function OrdersPanel() {
  const table = useAdminTableState(['state'] as const);
  const { data, isPending, isError, refetch } = useAdminOrders(table.page, table.filters.state);
  const ship = useOrderShip();
  const refund = useOrderRefund();
  const refuse = useOrderRefuseRefund();
  const [refusing, setRefusing] = useState<AdminOrder | null>(null);
  const [refuseForm] = Form.useForm<{ reason: string }>();
  const [shipping, setShipping] = useState<AdminOrder | null>(null);
  const [viewing, setViewing] = useState<AdminOrder | null>(null);
  const [form] = Form.useForm<{ carrier: string; tracking_no: string }>();

  const submitShip = async () => {
    const v = await form.validateFields();
    if (shipping) await ship.mutateAsync({ id: shipping.id, ...v });
    setShipping(null);
  };

  const submitRefuse = async () => {
    const v = await refuseForm.validateFields();
    if (refusing) await refuse.mutateAsync({ id: refusing.id, ...v });
    setRefusing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminOrder> = [
    { title: '订单号', dataIndex: 'order_no', key: 'no', width: 200 },
    { title: '买家', dataIndex: 'user_name', key: 'buyer', width: 120 },
    {
      title: '商品',
      key: 'item',
      render: (_, o) => `${o.items[0]?.title ?? ''} × ${o.items[0]?.quantity ?? 0}`,
    },
    { title: '实付', key: 'pay', width: 90, render: (_, o) => `¥${formatFen(o.pay_amount)}` },
    {
      title: '状态',
      key: 'state',
      width: 110,
      render: (_, o) => (
        <>
          <Tag>{o.state_text}</Tag>
          <RefundTag status={o.refund_status} />
        </>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 250,
      render: (_, o) => (
        <Space size={4}>
          <Button size="small" onClick={() => setViewing(o)}>
            详情
          </Button>
          {o.state === ORDER_STATE.paid && (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                form.resetFields();
                setShipping(o);
              }}
            >
              发货
            </Button>
          )}
          {o.state === ORDER_STATE.refunding && (
            <Popconfirm
              title={`同意退款 ¥${formatFen(o.pay_amount)}？`}
              description="款项将经原支付渠道退回，库存和优惠券同时退回"
              okText="同意退款"
              cancelText="取消"
              onConfirm={() => refund.mutateAsync(o.id)}
            >
              <Button size="small" danger>
                同意退款
              </Button>
            </Popconfirm>
          )}
          {o.state === ORDER_STATE.refunding && (
            <Button
              size="small"
              onClick={() => {
                refuseForm.resetFields();
                setRefusing(o);
              }}
            >
              拒绝退款
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-orders">
      <Typography.Title level={4}>订单</Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <FilterSelect
          label="订单状态"
          allLabel="全部状态"
          value={table.filters.state}
          options={OrderState.options}
          onChange={(state) => table.setFilters({ state })}
        />
      </Space>
      <Table<AdminOrder>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有订单' }}
        scroll={{ x: 860 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={shipping !== null}
        title={`发货：${shipping?.order_no ?? ''}`}
        saving={ship.isPending}
        onSave={submitShip}
        onClose={() => setShipping(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="carrier"
            label="快递公司"
            rules={[{ required: true, whitespace: true, message: STORE_MSG.carrierRequired }]}
          >
            <Input placeholder="如：顺丰速运" />
          </Form.Item>
          <Form.Item
            name="tracking_no"
            label="快递单号"
            rules={[
              {
                required: true,
                pattern: /^[A-Za-z0-9-]{6,40}$/,
                message: STORE_MSG.trackingNoInvalid,
              },
            ]}
          >
            <Input />
          </Form.Item>
        </Form>
      </FormModal>
      <FormModal
        open={refusing !== null}
        title={`拒绝退款：${refusing?.order_no ?? ''}`}
        saving={refuse.isPending}
        okText="确认拒绝"
        onSave={submitRefuse}
        onClose={() => setRefusing(null)}
      >
        <Typography.Paragraph type="secondary">
          买家的理由：{refusing?.refund_reason}。拒绝后订单回到申请前的状态，说明会发给买家。
        </Typography.Paragraph>
        <Form form={refuseForm} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="拒绝说明"
            rules={[
              { required: true, whitespace: true, message: STORE_MSG.refundReplyRequired },
              { max: ORDER_LIMITS.refundReply, message: STORE_MSG.refundReplyTooLong },
            ]}
          >
            <Input.TextArea rows={3} placeholder="如：商品已拆封使用，不支持无理由退款" />
          </Form.Item>
        </Form>
      </FormModal>
      <Modal
        open={viewing !== null}
        footer={null}
        onCancel={() => setViewing(null)}
        title="订单详情"
        width={640}
      >
        {viewing && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="订单号">{viewing.order_no}</Descriptions.Item>
            <Descriptions.Item label="买家">{viewing.user_name}</Descriptions.Item>
            <Descriptions.Item label="状态">{viewing.state_text}</Descriptions.Item>
            <Descriptions.Item label="商品">
              {viewing.items[0]?.title} × {viewing.items[0]?.quantity}（单价 ¥
              {formatFen(viewing.items[0]?.price ?? 0)}）
            </Descriptions.Item>
            <Descriptions.Item label="金额">
              ¥{formatFen(viewing.amount)} − 优惠 ¥{formatFen(viewing.discount)}
              {viewing.coupon_name && `（${viewing.coupon_name}）`} = 实付 ¥
              {formatFen(viewing.pay_amount)}
            </Descriptions.Item>
            <Descriptions.Item label="收货地址">
              {viewing.address
                ? `${viewing.address.name} ${viewing.address.phone} ${viewing.address.region} ${viewing.address.detail}`
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="支付">
              {viewing.pay_provider || '未支付'}
              {viewing.paid_time ? ` · ${formatDateTime(viewing.paid_time)}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="物流">
              {viewing.tracking_no ? `${viewing.carrier} ${viewing.tracking_no}` : '—'}
            </Descriptions.Item>
            {viewing.refund_reason && (
              <Descriptions.Item label="退款原因">{viewing.refund_reason}</Descriptions.Item>
            )}
            {viewing.refund_status && (
              <Descriptions.Item label="退款进度">
                <RefundTag status={viewing.refund_status} />
              </Descriptions.Item>
            )}
            {viewing.refund_reply && (
              <Descriptions.Item label="拒绝说明">{viewing.refund_reply}</Descriptions.Item>
            )}
            <Descriptions.Item label="下单时间">
              {formatDateTime(viewing.create_time)}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </section>
  );
}

/** Where a refund stands at the provider; an ABNORMAL or CLOSED one needs staff by hand. */
function RefundTag({ status }: { status: string }) {
  if (!RefundStatus.has(status)) return null;
  const color =
    status === REFUND_STATUS.success
      ? 'green'
      : status === REFUND_STATUS.processing
        ? 'blue'
        : 'red';
  return <Tag color={color}>{RefundStatus.label(status)}</Tag>;
}
