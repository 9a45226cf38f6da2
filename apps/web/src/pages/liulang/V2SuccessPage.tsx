import { Button, Tag } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { LIULANG_DEPOSIT_STATUS, fenToYuan, type LiulangDeposit } from '@xinke/shared';
import { ChainList } from '../../features/liulang/ChainList';
import { HolderPanel } from '../../features/liulang/HolderPanel';
import { MemberGate } from '../../features/liulang/MemberGate';
import { v2Path } from '../../features/liulang/paths';
import { useLiulangIndex } from '../../features/liulang/queries';
import styles from '../../features/liulang/liulang.module.css';

/** A settled deposit in a line: a round without one confirms the place as well. */
function depositText(d: LiulangDeposit | null) {
  if (!d || d.amount === 0) return '免押金，名额已确认';
  const confirmed = d.status === LIULANG_DEPOSIT_STATUS.paid ? '，名额已确认' : '';
  return `押金 ¥${fenToYuan(d.amount)} ${d.status_text}${confirmed}`;
}

/**
 * /app/V2-success (SPEC §2): selected — pay the deposit, then the device's legs, with the
 * route so the member sees where the device is on its way to them.
 */
export default function V2SuccessPage() {
  const index = useLiulangIndex();
  return (
    <MemberGate pages={['success']} testId="v2-success">
      {({ round, mine }) => {
        if (!mine) return null;
        const paid =
          mine.deposit !== null && mine.deposit.status !== LIULANG_DEPOSIT_STATUS.pending;
        return (
          <>
            <section className={`${styles.card} ${styles.result}`}>
              <p>
                <TrophyOutlined /> 恭喜入选
              </p>
              <strong>{round.title}</strong>
              <p className={styles.muted}>
                你是第 {mine.order} 位体验者，设备会按入选顺序依次寄出。
              </p>
              {paid ? (
                <Tag color="success" data-testid="liulang-deposit-paid">
                  {depositText(mine.deposit)}
                </Tag>
              ) : (
                <Link to={v2Path('pay')}>
                  <Button type="primary" size="large" block>
                    支付押金，确认名额
                  </Button>
                </Link>
              )}
            </section>
            {paid ? <HolderPanel round={round} mine={mine} /> : null}
            {index.data?.round?.id === round.id ? <ChainList chain={index.data.chain} /> : null}
          </>
        );
      }}
    </MemberGate>
  );
}
