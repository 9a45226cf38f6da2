import { useParams } from 'react-router-dom';
import { PayWaiting } from '../../../features/payment/PayWaiting';

/** /research/laboratory/pay/wechat/:orderId/:paymentId — QR code (or the sandbox) + polling. */
export default function WechatPayPage() {
  const { orderId, paymentId } = useParams();
  return (
    <div style={{ padding: 16 }}>
      <PayWaiting orderId={Number(orderId)} paymentId={Number(paymentId)} />
    </div>
  );
}
