import { useUserInfo } from '../../features/account/queries';
import { QueryGate } from '../../features/account/QueryGate';
import { useHomepageUser } from '../../features/homepage/queries';
import { MedalSlot, QuickLinks, RecentActivity } from '../../features/user-center/HomeSections';
import { CountsRow, ProfileSummary } from '../../features/user-center/ProfileSummary';
import { MemberTasks } from '../../features/user-center/MemberTasks';
import home from '../../features/user-center/Home.module.css';
import styles from './UserCenterPage.module.css';

/**
 * /app/new-version/user-center/home: my profile, level, electricity and today's sign-in,
 * my counts, what I did lately, the open new-member tasks, my medals and the ways to the
 * rest of the site.
 */
export default function UserHomePage() {
  const info = useUserInfo();
  const counts = useHomepageUser(0);
  return (
    <div className={styles.page} data-testid="user-home-page">
      <h1 className={styles.title}>个人中心</h1>
      <div className={home.top}>
        <div className={home.banner} />
        <QueryGate query={info}>
          {(data) => (
            <>
              <ProfileSummary info={data} />
              <CountsRow user={counts.data} />
            </>
          )}
        </QueryGate>
      </div>
      <div className={home.columns}>
        <RecentActivity />
        <div className={home.side}>
          {info.data && <MemberTasks info={info.data} />}
          <MedalSlot />
          <QuickLinks />
        </div>
      </div>
    </div>
  );
}
