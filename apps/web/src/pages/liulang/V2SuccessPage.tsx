import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { LIULANG_DEPOSIT_STATUS } from '@xinke/shared';
import { HolderPanel } from '../../features/liulang/HolderPanel';
import { MemberGate } from '../../features/liulang/MemberGate';
import { v2Path } from '../../features/liulang/paths';
import styles from '../../features/liulang/liulang.module.css';

/** /app/V2-success (SPEC §2): selected — pay the deposit, then the device's legs. */
export default function V2SuccessPage() {
  return (
    <MemberGate pages={['success']} testId="v2-success">
      {({ round, mine }) => {
        if (!mine) return null;
        const paid =
          mine.deposit !== null && mine.deposit.status !== LIULANG_DEPOSIT_STATUS.pending;
        return (
          <>
            <section className={`${styles.card} ${styles.result}`}>
              <p>🎉 恭喜入选</p>
              <strong>{round.title}</strong>
              <p className={styles.muted}>
                你是第 {mine.order} 位体验者，设备会按入选顺序依次寄出。
              </p>
              {paid ? null : (
                <Link to={v2Path('pay')}>
                  <Button type="primary" size="large" block>
                    支付押金，确认名额
                  </Button>
                </Link>
              )}
            </section>
            {paid ? <HolderPanel round={round} mine={mine} /> : null}
          </>
        );
      }}
    </MemberGate>
  );
}
