import { Link, useSearchParams } from 'react-router-dom';
import { CodeList } from '../../features/privilege/CodeList';
import { CouponList } from '../../features/privilege/CouponList';
import styles from './UserCenterPage.module.css';

const TABS = [
  { key: 'coupons', label: '我的优惠券' },
  { key: 'codes', label: '我的兑换码' },
] as const;

/**
 * /app/new-version/user-center/privilege (SPEC §2): my coupons (the coupon dialog's
 * 立即查看 lands here) and my privilege codes. The tab lives in ?tab= so a link or a
 * reload keeps it.
 */
export default function PrivilegePage() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'codes' ? 'codes' : 'coupons';
  return (
    <div className={styles.page} data-testid="privilege-page">
      <h1 className={styles.title}>我的特权</h1>
      <nav className={styles.tabs} aria-label="我的特权">
        {TABS.map((t) => (
          <Link
            key={t.key}
            className={styles.tab}
            to={`?tab=${t.key}`}
            aria-current={t.key === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'coupons' ? <CouponList /> : <CodeList />}
    </div>
  );
}
