import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import {
  LIULANG_CARRIERS,
  LIULANG_LEG,
  LIULANG_MSG,
  LIULANG_TRACKING_RE,
  type LiulangMine,
  type LiulangRound,
} from '@xinke/shared';
import { toast } from '../../lib/toast';
import { useExpress, useReward, useStart } from './queries';
import styles from './liulang.module.css';

/**
 * The device in the member's hands: confirm receipt (start/details), see when the experience
 * ends and where to ship next, ship it on (express), and link the report for the reward.
 */
export function HolderPanel({ round, mine }: { round: LiulangRound; mine: LiulangMine }) {
  const start = useStart();
  const express = useExpress();
  const reward = useReward();
  const details = start.data;
  const started = mine.leg === LIULANG_LEG.experiencing || mine.leg === LIULANG_LEG.shipped;
  return (
    <section className={styles.card} data-testid="liulang-holder">
      <h2>我的体验</h2>
      {mine.is_holder && !started ? (
        <Button
          type="primary"
          block
          loading={start.isPending}
          onClick={() => start.mutate(round.id)}
        >
          我已收到设备，开始体验
        </Button>
      ) : null}
      {mine.is_holder && started && !details ? (
        <Button block loading={start.isPending} onClick={() => start.mutate(round.id)}>
          查看体验期与下一位收货信息
        </Button>
      ) : null}
      {details ? (
        <Alert
          type="info"
          showIcon
          message={`体验期至 ${dayjs.unix(details.end_time).format('M月D日')}`}
          description={
            details.next
              ? `下一位：${details.next.nickname}（${details.next.receiver} ${details.next.phone}，${details.next.address}）`
              : '你是本期最后一位，请寄回官方地址（见站内通知）。'
          }
        />
      ) : null}
      {mine.is_holder && started ? (
        <Form
          layout="vertical"
          style={{ marginTop: 12 }}
          onFinish={(v: { carrier: string; tracking_no: string }) =>
            express.mutate(
              { round_id: round.id, ...v },
              { onSuccess: () => toast.success('已登记寄出') },
            )
          }
        >
          <Form.Item
            name="carrier"
            label="快递公司"
            rules={[{ required: true, message: LIULANG_MSG.carrierRequired }]}
          >
            <Select options={LIULANG_CARRIERS.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item
            name="tracking_no"
            label="快递单号"
            rules={[
              { required: true, message: LIULANG_MSG.trackingRequired },
              { pattern: LIULANG_TRACKING_RE, message: LIULANG_MSG.trackingInvalid },
            ]}
          >
            <Input />
          </Form.Item>
          <Button htmlType="submit" block loading={express.isPending}>
            寄给下一位
          </Button>
        </Form>
      ) : null}
      {!mine.is_holder && !started ? (
        <p className={styles.muted}>设备还在路上，轮到你时会显示“开始体验”。</p>
      ) : null}
      {started && !mine.rewarded ? (
        <Form
          layout="vertical"
          style={{ marginTop: 12 }}
          onFinish={(v: { item_id: number }) =>
            reward.mutate(
              { round_id: round.id, item_id: v.item_id },
              { onSuccess: (r) => toast.success(`已领取 ${r.ele} 电量`) },
            )
          }
        >
          <Form.Item
            name="item_id"
            label="体验报告帖子 id（在社区发布后填写）"
            rules={[{ required: true, message: LIULANG_MSG.reportInvalid }]}
          >
            <InputNumber min={1} style={{ width: '100%' }} />
          </Form.Item>
          <Button htmlType="submit" block loading={reward.isPending}>
            领取 {round.reward_ele} 电量
          </Button>
        </Form>
      ) : null}
      {mine.rewarded ? <p className={styles.muted}>体验报告奖励已领取，谢谢你的分享！</p> : null}
    </section>
  );
}
