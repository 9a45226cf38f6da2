import { MessageListView } from '../../features/message/MessageListView';
import { MessageSwitches } from '../../features/message/MessageSwitches';
import { MESSAGE_PAGES } from '../../features/message/message-nav';
import styles from '../../features/message/Message.module.css';

/** The message centre's pages (SPEC §2); one chunk, each its own route. */
export const CommentAndReplyPage = () => <MessageListView page={MESSAGE_PAGES.commentAndReply} />;
export const SystemMessagePage = () => <MessageListView page={MESSAGE_PAGES.system} />;
export const ThumbMessagePage = () => <MessageListView page={MESSAGE_PAGES.thumb} />;
export const FollowMessagePage = () => <MessageListView page={MESSAGE_PAGES.follow} />;
export const ActiveMessagePage = () => <MessageListView page={MESSAGE_PAGES.active} />;

export function MessageSettingPage() {
  return (
    <section className={styles.main} data-testid="message-page-setting">
      <h1 className={styles.mainTitle}>{MESSAGE_PAGES.setting.label}</h1>
      <p className={styles.mainHint}>关闭后不再收到该类新消息，已收到的消息会保留。</p>
      <MessageSwitches />
    </section>
  );
}
