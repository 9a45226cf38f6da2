import { PeopleList } from '../../features/user-center/PeopleList';
import box from '../../features/user-center/UserCenter.module.css';
import styles from './UserCenterPage.module.css';

/** /app/new-version/user-center/fans: the people who follow me, with follow buttons. */
export default function FansPage() {
  return (
    <div className={styles.page} data-testid="fans-page">
      <h1 className={styles.title}>我的粉丝</h1>
      <section className={box.card}>
        <PeopleList kind="fans" />
      </section>
    </div>
  );
}
