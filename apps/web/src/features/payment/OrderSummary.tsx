import { Descriptions, Tag } from 'antd';
import { OrderKind, type Order } from '@xinke/shared';
import { yuan } from '../store/format';

/** What is being paid for: the cashier, the QR pages and pay-success show it the same. */
export function OrderSummary({ order }: { order: Order }) {
  const item = order.items[0];
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="订单号">{order.order_no}</Descriptions.Item>
      <Descriptions.Item label={OrderKind.label(order.kind)}>
        {item?.pflag === 1 && <Tag color="orange">预售</Tag>}
        {item?.title} × {item?.quantity}
      </Descriptions.Item>
      {order.discount > 0 && (
        <Descriptions.Item label="优惠">
          {order.coupon_name} -{yuan(order.discount)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="实付">
        <strong style={{ color: '#f5222d' }}>{yuan(order.pay_amount)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="状态">{order.state_text}</Descriptions.Item>
    </Descriptions>
  );
}
