import { Steps } from 'antd';
import dayjs from 'dayjs';
import type { LiulangChainLink } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import styles from './liulang.module.css';

const STATUS = { shipped: 'finish', experiencing: 'process', holding: 'process' } as const;

/** The device's route: who had it, who has it, who is next, with carriers and tracking numbers. */
export function ChainList({ chain }: { chain: LiulangChainLink[] }) {
  return (
    <section className={styles.card} data-testid="liulang-chain">
      <h2>设备漂流路线</h2>
      {chain.length === 0 ? (
        <EmptyState description="入选名单公布后，这里会显示设备的漂流路线" />
      ) : (
        <Steps
          direction="vertical"
          size="small"
          items={chain.map((l) => ({
            status: STATUS[l.leg as keyof typeof STATUS] ?? 'wait',
            title: `第 ${l.order} 站 · ${l.nickname}`,
            // A shipped leg says so with its date, so the leg's own word would repeat it.
            description: [
              l.ship_time ? '' : l.leg_text,
              l.start_time ? `${dayjs.unix(l.start_time).format('M月D日')} 开始体验` : '',
              l.ship_time
                ? `${dayjs.unix(l.ship_time).format('M月D日')} 寄出（${l.carrier} ${l.tracking_no}）`
                : '',
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
    </section>
  );
}
