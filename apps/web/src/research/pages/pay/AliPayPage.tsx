import { useParams } from 'react-router-dom';
import { PayWaiting } from '../../../features/payment/PayWaiting';

/** /research/laboratory/pay/ali/:orderId/:paymentId — Alipay page + polling. */
export default function AliPayPage() {
  const { orderId, paymentId } = useParams();
  return (
    <div style={{ padding: 16 }}>
      <PayWaiting orderId={Number(orderId)} paymentId={Number(paymentId)} />
    </div>
  );
}
