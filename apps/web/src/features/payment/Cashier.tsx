import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Radio, Result, Skeleton, Space } from 'antd';
import { ORDER_STATE, formatDateTime } from '@xinke/shared';
import { OrderSummary } from './OrderSummary';
import { useOrder, useProviders, useStartPayment } from './queries';

const base = '/app/new-version/research/laboratory/pay';

/**
 * 收银台 for order `orderId`: choose 微信支付 / 支付宝 / 开发沙箱支付. WeChat and the sandbox
 * continue on the QR page, Alipay on its page (its phone flow opens Alipay's own page).
 */
export function Cashier({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const providers = useProviders();
  const start = useStartPayment();
  const [provider, setProvider] = useState<string>();
  const chosen = provider ?? providers.data?.[0]?.value;

  if (order.isLoading || providers.isLoading) return <Skeleton active />;
  if (!order.data) return <Result status="404" title="订单不存在" />;
  if (order.data.state !== ORDER_STATE.created)
    return <Result status="info" title={`订单${order.data.state_text}`} />;

  const pay = async () => {
    if (!chosen) return;
    const p = await start.mutateAsync({ orderId, provider: chosen });
    if (p.provider === 'wechat' && p.pay_url) window.location.assign(p.pay_url);
    else if (p.provider === 'alipay') void navigate(`${base}/ali/${orderId}/${p.id}`);
    else void navigate(`${base}/wechat/${orderId}/${p.id}`);
  };

  return (
    <Card title="收银台" style={{ maxWidth: 560, margin: '0 auto' }}>
      <OrderSummary order={order.data} />
      <Alert
        style={{ margin: '16px 0' }}
        type="warning"
        showIcon
        message={`请在 ${formatDateTime(order.data.pay_deadline)} 前完成支付，超时订单将自动取消`}
      />
      <Radio.Group value={chosen} onChange={(e) => setProvider(String(e.target.value))}>
        <Space direction="vertical">
          {(providers.data ?? []).map((p) => (
            <Radio key={p.value} value={p.value}>
              {p.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Button
        type="primary"
        block
        size="large"
        style={{ marginTop: 16 }}
        loading={start.isPending}
        disabled={!chosen}
        onClick={() => void pay()}
      >
        去支付
      </Button>
    </Card>
  );
}
