import { useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { LOTTERY_PHASE, LOTTERY_TYPE, type LotteryInfo } from '@xinke/shared';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { useEnterLottery } from '../../features/lottery/queries';
import { toast } from '../../lib/toast';
import styles from './Lottery.module.css';

/**
 * The entry button by type: 集电量 buys with electricity (cost × count against my balance),
 * 0元抽奖 takes the free entry, the others claim what my posts or works earned.
 */
export function EntryPanel({ lottery }: { lottery: LotteryInfo }) {
  const { openLoginDialog } = useLoginDialog();
  const enter = useEnterLottery(lottery.id);
  const [count, setCount] = useState(1);
  const me = lottery.me;
  const open = lottery.phase === LOTTERY_PHASE.open;
  const buying = lottery.lottery_type === LOTTERY_TYPE.collectElectricity;
  const room = me ? lottery.max_entries_per_member - me.entries : lottery.max_entries_per_member;

  const submit = (n: number) =>
    enter.mutate(n, {
      onSuccess: (r) => toast.success(`参与成功，获得 ${r.added} 次抽奖机会`),
    });

  if (!open) return null;
  if (!me)
    return (
      <Button type="primary" size="large" block onClick={openLoginDialog}>
        登录后参与抽奖
      </Button>
    );
  if (room <= 0)
    return (
      <Button size="large" block disabled>
        抽奖机会已达上限（{me.entries} 次）
      </Button>
    );
  if (buying) {
    const cost = lottery.entry_cost_ele * count;
    return (
      <div className={styles.enter}>
        <p className={styles.muted}>
          每次消耗 <strong>{lottery.entry_cost_ele}</strong> 电量，我的电量{' '}
          <strong data-testid="lottery-balance">{me.ele}</strong>
        </p>
        <Space wrap>
          <InputNumber
            min={1}
            max={Math.min(room, 100)}
            value={count}
            onChange={(v) => setCount(v ?? 1)}
            aria-label="兑换次数"
          />
          <Button
            type="primary"
            size="large"
            loading={enter.isPending}
            disabled={cost > me.ele}
            onClick={() => submit(count)}
          >
            {cost > me.ele ? '电量不足' : `消耗 ${cost} 电量兑换`}
          </Button>
        </Space>
      </div>
    );
  }
  if (lottery.lottery_type === LOTTERY_TYPE.zeroYuanDraw)
    return (
      <Button type="primary" size="large" block loading={enter.isPending} onClick={() => submit(1)}>
        免费参与
      </Button>
    );
  return (
    <div className={styles.enter}>
      <p className={styles.muted}>{lottery.how}</p>
      <Button
        type="primary"
        size="large"
        block
        loading={enter.isPending}
        disabled={me.earnable <= 0}
        onClick={() => submit(1)}
      >
        {me.earnable > 0 ? `领取 ${me.earnable} 次抽奖机会` : '暂无可领取的机会'}
      </Button>
    </div>
  );
}
