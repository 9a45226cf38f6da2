import { Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import type { LiulangMine, LiulangRound } from '@xinke/shared';
import styles from './liulang.module.css';

/** My application as submitted, with its state. */
export function MyApplication({ round, mine }: { round: LiulangRound; mine: LiulangMine }) {
  return (
    <section className={styles.card} data-testid="liulang-mine">
      <h2>我的报名 · {round.title}</h2>
      <Tag color="processing">{mine.status_text}</Tag>
      <p className={styles.muted}>
        报名截止后由工作人员审核，结果会通过站内消息通知你（
        {dayjs.unix(round.signup_end).format('M月D日')} 截止）。
      </p>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="申请理由">{mine.reason}</Descriptions.Item>
        <Descriptions.Item label="收件人">{mine.receiver}</Descriptions.Item>
        <Descriptions.Item label="手机号">{mine.phone}</Descriptions.Item>
        <Descriptions.Item label="收货地址">{mine.address}</Descriptions.Item>
        <Descriptions.Item label="报名时间">
          {dayjs.unix(mine.create_time).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
