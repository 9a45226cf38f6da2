import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import { Link } from 'react-router-dom';
import { COUPON_STATUS, MSG, NEW_USER_COUPON_VALID_DAYS, PRIVILEGE_PATH } from '@xinke/shared';
import { CouponCard } from './CouponCard';
import { copyText } from './copy-text';
import { useCoupons } from './queries';
import styles from './Privilege.module.css';

/** The header row's three facts about the new-user gift. */
const FACTS = [
  { icon: <GiftOutlined />, title: '新人礼包', text: '优惠券已放入账户' },
  { icon: <ShoppingOutlined />, title: '下单抵扣', text: '结算时填写券码' },
  {
    icon: <ClockCircleOutlined />,
    title: `${NEW_USER_COUPON_VALID_DAYS}天有效`,
    text: '自领取时起算',
  },
];

/**
 * SPEC §2 coupon dialog: a header row (icons, descriptions and a copy button for the code
 * just claimed, or the first usable one), my coupon list, and 立即查看 to the privilege
 * page. A failed list load toasts the error (SPEC §8, useCoupons) and shows the rest.
 */
export default function CouponDialog({
  claimedCode,
  onClose,
}: {
  claimedCode?: string;
  onClose(): void;
}) {
  const coupons = useCoupons();
  const code = claimedCode ?? coupons.data?.find((c) => c.status === COUPON_STATUS.usable)?.code;
  return (
    <Modal open centered width={600} footer={null} onCancel={onClose} title="我的新人礼包">
      <div className={styles.dialogHeader} data-testid="coupon-dialog">
        <ul className={styles.facts}>
          {FACTS.map((fact) => (
            <li key={fact.title} className={styles.fact}>
              <span className={styles.factIcon} aria-hidden="true">
                {fact.icon}
              </span>
              <span>
                <strong>{fact.title}</strong>
                <small>{fact.text}</small>
              </span>
            </li>
          ))}
        </ul>
        {code && (
          <button
            type="button"
            className={styles.copyButton}
            aria-label="复制券码"
            onClick={() => void copyText(code)}
          >
            <CopyOutlined /> 复制券码
          </button>
        )}
      </div>
      {coupons.data ? (
        coupons.data.length === 0 ? (
          <p className={styles.dialogEmpty}>{MSG.noCoupons}</p>
        ) : (
          <ul className={styles.couponList}>
            {coupons.data.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        )
      ) : coupons.isError ? (
        <p className={styles.dialogEmpty}>{MSG.couponLoadFailed}</p>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <Link className={styles.viewNow} to={PRIVILEGE_PATH} onClick={onClose}>
        立即查看
      </Link>
    </Modal>
  );
}
