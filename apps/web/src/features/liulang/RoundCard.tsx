import { Tag } from 'antd';
import dayjs from 'dayjs';
import { fenToYuan, type LiulangRound } from '@xinke/shared';
import styles from './liulang.module.css';

const day = (s: number) => dayjs.unix(s).format('M月D日 HH:mm');

/** A round as members read it: device, deposit, window, places, reward. */
export function RoundCard({ round, full = true }: { round: LiulangRound; full?: boolean }) {
  return (
    <section className={styles.card} data-testid="liulang-round">
      {round.cover ? <img className={styles.cover} src={round.cover} alt="" /> : null}
      <h2>{round.title}</h2>
      <Tag color={round.phase === 'open' ? 'green' : round.phase === 'ended' ? 'default' : 'blue'}>
        {round.phase_text}
      </Tag>
      <dl className={styles.facts}>
        <div>
          <dt>漂流设备</dt>
          <dd>{round.device}</dd>
        </div>
        <div>
          <dt>押金（可退）</dt>
          <dd>{round.deposit_fen ? `¥${fenToYuan(round.deposit_fen)}` : '免押金'}</dd>
        </div>
        <div>
          <dt>报名时间</dt>
          <dd>
            {day(round.signup_start)} – {day(round.signup_end)}
          </dd>
        </div>
        <div>
          <dt>名额 / 已报名</dt>
          <dd>
            {round.places} 人 / {round.apply_count} 人
          </dd>
        </div>
        <div>
          <dt>每人体验</dt>
          <dd>{round.experience_days} 天</dd>
        </div>
        <div>
          <dt>体验报告奖励</dt>
          <dd>{round.reward_ele} 电量</dd>
        </div>
      </dl>
      {full && round.intro ? <p className={styles.intro}>{round.intro}</p> : null}
    </section>
  );
}
