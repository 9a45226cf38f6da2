import { Outlet } from 'react-router-dom';
import { UserCenterMenu } from '../../features/user-center/UserCenterMenu';
import styles from './UserCenterPage.module.css';

/** /app/new-version/user-center: the side menu beside the chosen page (all members only). */
export default function UserCenterLayout() {
  return (
    <div className={styles.frame} data-testid="user-center">
      <UserCenterMenu />
      <Outlet />
    </div>
  );
}
