import { Outlet } from 'react-router-dom';
import { MessageSideList } from '../../features/message/MessageSideList';
import styles from '../../features/message/Message.module.css';

/** /app/new-version/message: the side list beside the page of the chosen category. */
export default function MessageCenterLayout() {
  return (
    <div className={styles.page} data-testid="message-center">
      <MessageSideList />
      <Outlet />
    </div>
  );
}
