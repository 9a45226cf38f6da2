import { Link, useSearchParams } from 'react-router-dom';
import { Button, Result, Skeleton, Space } from 'antd';
import { OrderSummary } from '../../../features/payment/OrderSummary';
import { useOrder } from '../../../features/payment/queries';

/** /research/pay-success?order=… — the paid order's summary. */
export default function PaySuccessPage() {
  const [params] = useSearchParams();
  const order = useOrder(Number(params.get('order') ?? 0));
  if (order.isLoading) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <Result
        status="success"
        title="支付成功"
        subTitle={order.data ? '我们会尽快为你发货' : undefined}
        extra={
          <Space>
            <Link to="/app/new-version/research/goods?tab=orders">
              <Button type="primary">查看我的订单</Button>
            </Link>
            <Link to="/app/new-version/research/goods">
              <Button>继续逛逛</Button>
            </Link>
          </Space>
        }
      />
      {order.data && <OrderSummary order={order.data} />}
    </div>
  );
}
