import { formatDateTime, INVITE_STATE, type MyInvitee } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/UserAvatar';
import styles from './InvitePage.module.css';

const tone: Record<number, string | undefined> = {
  [INVITE_STATE.registered]: styles.upcoming,
  [INVITE_STATE.activated]: styles.ongoing,
  [INVITE_STATE.voided]: styles.ended,
};

/** My invitees, newest first: masked names, 已注册 / 已激活, what each brought me. */
export function InviteesList({ invitees }: { invitees: MyInvitee[] }) {
  if (invitees.length === 0) return <EmptyState description="还没有好友接受你的邀请，快去分享吧" />;
  return (
    <ul className={styles.list} data-testid="invitees">
      {invitees.map((f) => (
        <li key={f.id} className={styles.row}>
          <UserAvatar src={f.image_url} name={f.nickname} size={32} alt="" />
          <span className={styles.name}>{f.nickname}</span>
          <span className={`${styles.badge} ${tone[f.state] ?? ''}`}>{f.state_text}</span>
          <span className={styles.reward2}>{f.rewarded ? `+${f.reward} 电量` : '不计奖励'}</span>
          <span className={styles.when}>{formatDateTime(f.receive_time)}</span>
        </li>
      ))}
    </ul>
  );
}
