import type { InviteLeader } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/UserAvatar';
import styles from './InvitePage.module.css';

/** Top inviters by activated friends (ties: who got there first); names masked. */
export function InviteBoard({ rows }: { rows: InviteLeader[] }) {
  if (rows.length === 0) return <EmptyState description="暂无排名，成为第一个上榜的人吧" />;
  return (
    <ol className={styles.list} data-testid="invite-board">
      {rows.map((r) => (
        <li key={r.rank} className={`${styles.row} ${r.is_me ? styles.me : ''}`}>
          <span className={`${styles.rank} ${r.rank <= 3 ? styles.top : ''}`}>{r.rank}</span>
          <UserAvatar src={r.image_url} name={r.nickname} size={32} alt="" />
          <span className={styles.name}>
            {r.nickname}
            {r.is_me ? '（我）' : ''}
          </span>
          <span className={styles.reward2}>已激活 {r.activated} 人</span>
        </li>
      ))}
    </ol>
  );
}
