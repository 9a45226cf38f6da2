import Skeleton from 'antd/es/skeleton';
import { MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { CouponCard } from './CouponCard';
import { useCoupons } from './queries';
import styles from './Privilege.module.css';

/** The privilege page's coupons: loading, error (toast + retry), empty, or the tickets. */
export function CouponList() {
  const coupons = useCoupons();
  if (coupons.isError) return <ErrorView onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (coupons.data.length === 0) return <EmptyState description={MSG.noCoupons} />;
  return (
    <ul className={styles.couponList} data-testid="coupon-list">
      {coupons.data.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} />
      ))}
    </ul>
  );
}
