import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Card,
  Empty,
  Input,
  Modal,
  Pagination,
  Popconfirm,
  Segmented,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import { ORDER_STATE, OrderState, type Order } from '@xinke/shared';
import { formatDateTime } from '@xinke/shared';
import { researchPath, yuan } from './format';
import { useMyOrders, useOrderAction } from './queries';
import styles from './Store.module.css';

const STATE_COLOR: Record<number, string> = {
  [ORDER_STATE.created]: 'orange',
  [ORDER_STATE.paid]: 'blue',
  [ORDER_STATE.shipped]: 'cyan',
  [ORDER_STATE.completed]: 'green',
  [ORDER_STATE.refunding]: 'purple',
};

const FILTERS = [{ value: -1, label: '全部' }, ...OrderState.options];

/** 我的订单: my orders with their state and the moves the state allows. */
export function MyOrders() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState(-1);
  const { data, isLoading } = useMyOrders(page, state < 0 ? undefined : state);
  return (
    <div>
      <Segmented
        options={FILTERS}
        value={state}
        onChange={(v) => {
          setState(Number(v));
          setPage(1);
        }}
        style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {isLoading ? (
        <Skeleton active />
      ) : !data?.data.length ? (
        <Empty description="还没有订单" />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {data.data.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
          <Pagination
            className={styles.pager}
            current={page}
            total={data.paginate.total}
            pageSize={10}
            hideOnSinglePage
            onChange={setPage}
          />
        </Space>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const navigate = useNavigate();
  const action = useOrderAction();
  const [refunding, setRefunding] = useState(false);
  const [reason, setReason] = useState('');
  const item = order.items[0];
  return (
    <Card
      size="small"
      data-testid="order-card"
      title={`订单号 ${order.order_no}`}
      extra={<Tag color={STATE_COLOR[order.state] ?? 'default'}>{order.state_text}</Tag>}
    >
      {item && (
        <div className={styles.orderItem}>
          <img src={item.cover} alt={item.title} />
          <div style={{ flex: 1 }}>
            <div>
              {item.pflag === 1 && <Tag color="orange">预售</Tag>}
              {item.title}
            </div>
            <div className={styles.stock}>
              {yuan(item.price)} × {item.quantity} · 下单 {formatDateTime(order.create_time)}
            </div>
            {order.tracking_no && (
              <div className={styles.stock}>
                {order.carrier} {order.tracking_no}
              </div>
            )}
            {order.refund_reply && order.state !== ORDER_STATE.refunding && (
              <div className={styles.stock} data-testid="refund-reply">
                退款申请未通过：{order.refund_reply}
              </div>
            )}
          </div>
          <div>
            实付 <span className={styles.price}>{yuan(order.pay_amount)}</span>
          </div>
        </div>
      )}
      <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }} wrap>
        {order.state === ORDER_STATE.created && (
          <>
            <Popconfirm
              title="取消这个订单？"
              okText="取消订单"
              cancelText="再想想"
              onConfirm={() => action.mutate({ action: 'cancel', order_id: order.id })}
            >
              <Button>取消订单</Button>
            </Popconfirm>
            <Button
              type="primary"
              onClick={() => void navigate(researchPath(`/laboratory/payment/${order.id}`))}
            >
              去付款
            </Button>
          </>
        )}
        {order.state === ORDER_STATE.shipped && (
          <Popconfirm
            title="确认已收到货？"
            okText="确认收货"
            cancelText="取消"
            onConfirm={() => action.mutate({ action: 'confirm', order_id: order.id })}
          >
            <Button type="primary">确认收货</Button>
          </Popconfirm>
        )}
        {(order.state === ORDER_STATE.paid || order.state === ORDER_STATE.shipped) && (
          <Button onClick={() => setRefunding(true)}>申请退款</Button>
        )}
      </Space>
      <Modal
        open={refunding}
        title="申请退款"
        okText="提交"
        cancelText="取消"
        okButtonProps={{ disabled: !reason.trim() }}
        confirmLoading={action.isPending}
        onCancel={() => setRefunding(false)}
        onOk={() =>
          action.mutate(
            { action: 'refund', order_id: order.id, reason },
            { onSuccess: () => setRefunding(false) },
          )
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder="请填写退款原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
