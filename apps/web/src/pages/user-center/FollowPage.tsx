import { PeopleList } from '../../features/user-center/PeopleList';
import box from '../../features/user-center/UserCenter.module.css';
import styles from './UserCenterPage.module.css';

/** /app/new-version/user-center/follow: the people I follow, with follow buttons. */
export default function FollowPage() {
  return (
    <div className={styles.page} data-testid="follow-page">
      <h1 className={styles.title}>我的关注</h1>
      <section className={box.card}>
        <PeopleList kind="follow" />
      </section>
    </div>
  );
}
