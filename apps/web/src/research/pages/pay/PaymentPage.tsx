import { useParams } from 'react-router-dom';
import { Cashier } from '../../../features/payment/Cashier';

/** /research/laboratory/payment/:id — the cashier for order :id. */
export default function PaymentPage() {
  const { id } = useParams();
  return (
    <div style={{ padding: 16 }}>
      <Cashier orderId={Number(id)} />
    </div>
  );
}
