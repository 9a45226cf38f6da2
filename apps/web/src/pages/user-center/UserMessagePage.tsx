import { LatestMessages, MessageTiles } from '../../features/user-center/MessageOverview';
import styles from './UserCenterPage.module.css';

/**
 * /app/new-version/user-center/message: my messages at a glance — unread counts of each
 * category (into the message centre) and the newest messages, nothing marked read.
 */
export default function UserMessagePage() {
  return (
    <div className={styles.page} data-testid="user-message-page">
      <h1 className={styles.title}>我的消息</h1>
      <MessageTiles />
      <LatestMessages />
    </div>
  );
}
