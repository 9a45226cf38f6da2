import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import type { UserInfo } from '@xinke/shared';
import { useSignIn } from './queries';
import { SignInSchedule } from './SignInSchedule';
import { streakDay, todayReward } from './streak';
import styles from './Growth.module.css';

/** The banner's lightning mark, drawn inline so the popup needs no image request. */
function Bolt() {
  return (
    <svg className={styles.bolt} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M13 2 4 14h6l-1 8 9-12h-6l1-8z" fill="#fff" />
    </svg>
  );
}

/** The popup item the server answered with (SPEC §3: id, url, image, name). */
export interface PopupItem {
  id: number;
  url: string;
  image: string;
  name: string;
}

/**
 * SPEC §2 sign-in popup (popup item url `signin`, managed in the console): the item's image
 * as the sign-in banner (the built-in one when it has none), which day of the streak today
 * is and what it pays, and the 签到 button. It closes after signing (the toast says how
 * much) and when the member closes it; `onClose` remembers the latter.
 */
export default function SignInPopup({
  info,
  popup,
  onClose,
}: {
  info: Pick<UserInfo, 'sign_flag' | 'sign_days'>;
  popup?: PopupItem | null;
  onClose(): void;
}) {
  const signIn = useSignIn();
  const day = streakDay(info);
  return (
    <Modal
      open
      centered
      width={440}
      footer={null}
      onCancel={onClose}
      title={null}
      data-popup="signin"
    >
      {popup?.image ? (
        <img
          className={styles.bannerImage}
          src={popup.image}
          alt={popup.name}
          data-testid="signin-popup"
          data-popup-url="signin"
        />
      ) : (
        <div className={styles.banner} data-testid="signin-popup" data-popup-url="signin">
          <Bolt />
          <h2 className={styles.bannerTitle}>{popup?.name || '每日签到'}</h2>
          <p className={styles.bannerText}>连续签到，电量越攒越多</p>
        </div>
      )}
      <p className={styles.today}>
        今天是连续签到第 <strong>{day}</strong> 天，签到可得 <strong>{todayReward(info)}</strong>{' '}
        电量
      </p>
      <SignInSchedule current={day} />
      <Button
        type="primary"
        size="large"
        block
        loading={signIn.isPending}
        onClick={() => signIn.mutate(undefined, { onSettled: onClose })}
      >
        签到
      </Button>
    </Modal>
  );
}
