import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { OrderSummary } from './OrderSummary';
import { QrCode } from './QrCode';
import { useDevConfirm, useOrder, usePayment, usePaymentPoll } from './queries';

/**
 * The paying page of one payment: WeChat's QR code, Alipay's page to open, or the dev
 * sandbox's 确认支付 — and, for all, polling until the order is paid (→ pay-success).
 */
export function PayWaiting({ orderId, paymentId }: { orderId: number; paymentId: number }) {
  const order = useOrder(orderId);
  const payment = usePayment(paymentId);
  const confirm = useDevConfirm();
  usePaymentPoll(orderId);
  if (order.isLoading || payment.isLoading) return <Skeleton active />;
  if (!order.data || !payment.data || payment.data.order_id !== orderId)
    return <Result status="404" title="支付单不存在" />;
  const p = payment.data;
  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }} title="支付订单">
      <OrderSummary order={order.data} />
      <div style={{ textAlign: 'center', marginTop: 24 }}>
        {p.provider === 'dev' && (
          <>
            <Typography.Paragraph>
              开发沙箱支付：不会产生真实扣款，点击确认即视为支付成功。
            </Typography.Paragraph>
            <Button
              type="primary"
              size="large"
              loading={confirm.isPending}
              onClick={() => confirm.mutate(p.id)}
            >
              确认支付
            </Button>
          </>
        )}
        {p.jsapi && (
          <Typography.Paragraph>已在微信中完成付款，正在向微信支付确认…</Typography.Paragraph>
        )}
        {p.provider === 'wechat' && p.code_url && (
          <>
            <QrCode text={p.code_url} />
            <Typography.Paragraph>请使用微信扫一扫完成支付</Typography.Paragraph>
          </>
        )}
        {p.provider === 'alipay' && p.pay_url && (
          <>
            <Button type="primary" size="large" href={p.pay_url} target="_blank">
              打开支付宝付款
            </Button>
            <Typography.Paragraph style={{ marginTop: 12 }}>
              在新打开的支付宝页面完成付款后，本页会自动跳转
            </Typography.Paragraph>
          </>
        )}
        <Typography.Paragraph type="secondary">正在等待支付结果…</Typography.Paragraph>
      </div>
    </Card>
  );
}
