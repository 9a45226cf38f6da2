import { Link } from 'react-router-dom';
import { MSG, type UserMedals } from '@xinke/shared';
import { QueryGate } from '../../features/account/QueryGate';
import { MedalGrid } from '../../features/medal/MedalCard';
import { MEDAL_HALL_PATH } from '../../features/medal/medal-paths';
import { useMyMedals } from '../../features/medal/queries';
import { useMarkSeenOnView } from '../../features/medal/use-mark-seen';
import medal from '../../features/medal/Medal.module.css';
import styles from './UserCenterPage.module.css';

function MedalBoard({ data }: { data: UserMedals }) {
  const earned = data.list.filter((m) => m.earned === 1);
  const locked = data.list.filter((m) => m.earned === 0);
  return (
    <>
      <div className={medal.summary} data-testid="medal-summary">
        <span className={medal.summaryCount}>
          {data.earned_count}/{data.total}
        </span>
        <p className={medal.summaryText}>
          已点亮 {data.earned_count} 枚勋章。勋章一经获得永久保留，完成条件后自动点亮。
        </p>
        <Link className={medal.summaryLink} to={MEDAL_HALL_PATH}>
          勋章馆 ›
        </Link>
      </div>
      <h2 className={medal.sectionTitle}>已获得</h2>
      {earned.length === 0 ? (
        <p className={medal.hint} data-testid="medal-none">
          {MSG.medalNoneEarned}
        </p>
      ) : (
        <MedalGrid medals={earned} label="已获得的勋章" />
      )}
      {locked.length > 0 && (
        <>
          <h2 className={medal.sectionTitle}>待解锁</h2>
          <MedalGrid medals={locked} label="待解锁的勋章" />
        </>
      )}
    </>
  );
}

/**
 * /app/new-version/user-center/medal: my medals, earned ones with their dates, locked ones
 * greyed with how to get them. Opening it marks my new medals seen (the header's 成就).
 */
export default function MedalPage() {
  const medals = useMyMedals();
  useMarkSeenOnView(medals.data);
  return (
    <div className={styles.page} data-testid="medal-page">
      <h1 className={styles.title}>我的勋章</h1>
      <QueryGate query={medals}>{(data) => <MedalBoard data={data} />}</QueryGate>
    </div>
  );
}
