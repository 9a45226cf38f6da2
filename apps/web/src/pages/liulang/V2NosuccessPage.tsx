import { Link } from 'react-router-dom';
import { LIULANG_APPLY_STATUS } from '@xinke/shared';
import { MemberGate } from '../../features/liulang/MemberGate';
import styles from '../../features/liulang/liulang.module.css';

/** /app/V2-nosuccess (SPEC §2): not selected (with staff's reason), or the place was lost. */
export default function V2NosuccessPage() {
  return (
    <MemberGate pages={['nosuccess']} testId="v2-nosuccess">
      {({ round, mine }) => (
        <section className={`${styles.card} ${styles.result}`}>
          <p>很遗憾</p>
          <strong>本期未能入选</strong>
          <p className={styles.muted}>
            {mine?.status === LIULANG_APPLY_STATUS.forfeited
              ? '入选后未在规定时间内支付押金，名额已失效。'
              : mine?.reject_reason
                ? `原因：${mine.reject_reason}`
                : `${round.title} 的名额已满。`}
          </p>
          <Link to="/app/new-version/llwNew">看看其他玩家的体验报告，下一期再来 →</Link>
        </section>
      )}
    </MemberGate>
  );
}
