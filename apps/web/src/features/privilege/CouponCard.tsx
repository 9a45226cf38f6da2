import { COUPON_STATUS, fenToYuan, formatDateTime, type UserCoupon } from '@xinke/shared';
import { copyText } from './copy-text';
import { thresholdText } from './format';
import styles from './Privilege.module.css';

/**
 * One claimed coupon as a ticket: the amount in 元 and its threshold on the left; name,
 * code with a copy button and validity on the right. A used or expired coupon is greyed
 * and says so instead of offering the copy.
 */
export function CouponCard({ coupon }: { coupon: UserCoupon }) {
  const usable = coupon.status === COUPON_STATUS.usable;
  return (
    <li
      className={usable ? styles.coupon : `${styles.coupon} ${styles.couponOff}`}
      data-testid="coupon-card"
    >
      <div className={styles.couponAmount}>
        <span className={styles.couponYuan}>
          <small>¥</small>
          {fenToYuan(coupon.discount_fee)}
        </span>
        <span className={styles.couponThreshold}>{thresholdText(coupon.min_fee)}</span>
      </div>
      <div className={styles.couponBody}>
        <div className={styles.couponName}>
          {coupon.coupon_name}
          {!usable && <span className={styles.couponState}>{coupon.status_text}</span>}
        </div>
        {coupon.description && <p className={styles.couponDesc}>{coupon.description}</p>}
        <div className={styles.couponCodeRow}>
          <code className={styles.code} data-testid="coupon-code">
            {coupon.code}
          </code>
          {usable && (
            <button
              type="button"
              className={styles.copyLink}
              onClick={() => void copyText(coupon.code)}
              aria-label={`复制 ${coupon.code}`}
            >
              复制
            </button>
          )}
        </div>
        <p className={styles.couponValid}>有效期至 {formatDateTime(coupon.expire_time)}</p>
      </div>
    </li>
  );
}
