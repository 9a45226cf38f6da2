import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  LIULANG_DEPOSIT_STATUS,
  fenToYuan,
  type LiulangMine,
  type LiulangRound,
} from '@xinke/shared';
import { RESEARCH_BASE } from '../../research/research-routes';
import { v2Path } from './paths';
import { useDepositPoll, usePayDeposit } from './queries';
import styles from './liulang.module.css';

/**
 * The deposit (V2-pay): the amount and deadline, the pay button and the deposit's state,
 * polled (payment/poll) until paid. liulang_payment makes the deposit and its order; the
 * button opens the research room's cashier for that order (docs/liulang.md "Payments").
 */
export function DepositPanel({ round, mine }: { round: LiulangRound; mine: LiulangMine }) {
  const pay = usePayDeposit();
  const [depositId, setDepositId] = useState<number | null>(mine.deposit?.id ?? null);
  const poll = useDepositPoll(depositId);
  const deposit = poll.data ?? mine.deposit;
  const paid = deposit !== null && deposit.status !== LIULANG_DEPOSIT_STATUS.pending;
  const navigate = useNavigate();
  const start = async () => {
    const d = await pay.mutateAsync(round.id);
    setDepositId(d.id);
    if (d.order_id !== null) navigate(`${RESEARCH_BASE}/laboratory/payment/${d.order_id}`);
  };
  return (
    <section className={`${styles.card} ${styles.result}`} data-testid="liulang-deposit">
      <h2>支付押金，确认名额</h2>
      <div className={styles.money}>¥{fenToYuan(round.deposit_fen)}</div>
      <p className={styles.muted}>
        押金在你把设备寄给下一位后退还。
        {mine.pay_deadline
          ? `请在 ${dayjs.unix(mine.pay_deadline).format('M月D日 HH:mm')} 前支付，逾期名额失效。`
          : ''}
      </p>
      {paid ? (
        <Alert
          type="success"
          showIcon
          message="押金已支付，名额已确认"
          action={<Link to={v2Path('success')}>查看</Link>}
        />
      ) : deposit ? (
        <Alert type="info" showIcon message={`押金单 #${deposit.id} 已生成，等待支付结果…`} />
      ) : null}
      {!paid ? (
        <Button
          type="primary"
          size="large"
          block
          loading={pay.isPending}
          onClick={() => void start().catch(() => undefined)}
        >
          {deposit ? '继续支付' : '立即支付押金'}
        </Button>
      ) : null}
    </section>
  );
}
