import { NavLink } from 'react-router-dom';
import { CountBadge } from '../../components/CountBadge';
import { useChatDialog } from '../chat/chat-dialog-context';
import { messagePagePath, SIDE_ENTRIES, type MessagePageKey } from './message-nav';
import { useMessageCounts } from './queries';
import styles from './Message.module.css';

/**
 * The message centre's side list (SPEC §2) with unread badges (99+). 私信 is not a page:
 * it opens the chat dialog (chat-dialog-context.tsx).
 */
export function MessageSideList() {
  const { data: counts } = useMessageCounts();
  const { openChatDialog } = useChatDialog();
  return (
    <nav className={styles.side} aria-label="消息中心">
      <h2 className={styles.sideTitle}>消息中心</h2>
      <ul className={styles.sideList}>
        {SIDE_ENTRIES.map((entry) =>
          entry.kind === 'chat' ? (
            <li key="chat">
              <button
                type="button"
                className={styles.sideLink}
                onClick={() => openChatDialog()}
                data-testid="side-chat"
              >
                <span>{entry.label}</span>
                <CountBadge count={counts?.letter} label={entry.label} />
              </button>
            </li>
          ) : (
            <li key={entry.page.key}>
              <NavLink
                to={messagePagePath(entry.page.key as MessagePageKey)}
                className={({ isActive }) =>
                  isActive ? `${styles.sideLink} ${styles.sideActive}` : styles.sideLink
                }
                data-testid={`side-${entry.page.key}`}
              >
                <span>{entry.page.label}</span>
                {entry.page.count && (
                  <CountBadge count={counts?.[entry.page.count]} label={entry.page.label} />
                )}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
