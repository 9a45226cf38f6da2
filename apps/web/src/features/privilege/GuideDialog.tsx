import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';
import { NEW_USER_COUPON_VALID_DAYS } from '@xinke/shared';
import { InterestPicker } from '../account/InterestPicker';
import styles from './Privilege.module.css';

const FEATURES = [
  { icon: <EditOutlined />, title: '发帖交流', text: '分享你的硬件作品与心得' },
  { icon: <TeamOutlined />, title: '加入圈子', text: '和同好一起折腾' },
  { icon: <ThunderboltOutlined />, title: '攒电量升级', text: '签到、发帖、获赞都有电量' },
];

/**
 * SPEC §2 guide for new users: step 1 (跳过 or 下一步), step 2 (开始). Skipping and
 * starting both end the guide with `onFinish`, which claims the new-user coupon; there is
 * no close button, so the member goes through one of the two. Step 1 is also where a new
 * member picks the SPEC §9 sign-up interests: 下一步 hands them to `onInterests`, 跳过
 * leaves them unchosen.
 */
export default function GuideDialog({
  onFinish,
  pending,
  onInterests,
}: {
  onFinish(): void;
  pending: boolean;
  onInterests?(chosen: number[]): void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [interests, setInterests] = useState<number[]>([]);
  return (
    <Modal
      open
      centered
      width={480}
      footer={null}
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={null}
    >
      <div className={styles.guide} data-testid="guide-dialog" data-step={step}>
        <ol className={styles.guideSteps} aria-label="引导步骤">
          {[1, 2].map((n) => (
            <li key={n} aria-current={n === step ? 'step' : undefined} />
          ))}
        </ol>
        {/* keyed: the two steps' buttons are different buttons, not one restyled */}
        {step === 1 ? (
          <div key="step1">
            <h2 className={styles.guideTitle}>欢迎来到芯客</h2>
            <p className={styles.guideText}>硬件爱好者的社区，一起动手创造。</p>
            <ul className={styles.facts}>
              {FEATURES.map((f) => (
                <li key={f.title} className={styles.fact}>
                  <span className={styles.factIcon} aria-hidden="true">
                    {f.icon}
                  </span>
                  <span>
                    <strong>{f.title}</strong>
                    <small>{f.text}</small>
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.guideText}>选择你感兴趣的方向：</p>
            <InterestPicker value={interests} onChange={setInterests} />
            <div className={styles.guideActions}>
              <Button size="large" onClick={onFinish} loading={pending}>
                跳过
              </Button>
              <Button
                size="large"
                type="primary"
                onClick={() => {
                  if (interests.length > 0) onInterests?.(interests);
                  setStep(2);
                }}
                disabled={pending}
              >
                下一步
              </Button>
            </div>
          </div>
        ) : (
          <div key="step2">
            <div className={styles.guideGift} aria-hidden="true">
              <GiftOutlined />
            </div>
            <h2 className={styles.guideTitle}>新人专享礼包</h2>
            <p className={styles.guideText}>
              点击开始，领取新人优惠券，{NEW_USER_COUPON_VALID_DAYS} 天内下单可用。
            </p>
            <div className={styles.guideActions}>
              <Button size="large" type="primary" block onClick={onFinish} loading={pending}>
                开始
              </Button>
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
