import { memo } from 'react';
import Dropdown from 'antd/es/dropdown';
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import { formatRelativeTime, LETTER_KIND, MSG } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { isMine, type PaneMessage } from './chat-pane-state';
import {
  MESSAGE_ACTION_LABELS,
  messageActions,
  recallTombstone,
  type MessageAction,
} from './message-menu';
import styles from './ChatDialog.module.css';

/**
 * One letter: the other person's on the left, mine on the right (SPEC §3 pfrom), with its
 * menu. A recalled letter is a one-line tombstone; a letter not yet stored has no menu.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  onAction,
}: {
  message: PaneMessage;
  onAction(action: MessageAction, message: PaneMessage): void;
}) {
  const mine = isMine(message);
  if (message.recalled === 1)
    return (
      <li className={styles.tombstone} data-testid="chat-tombstone">
        {recallTombstone(message)}
      </li>
    );
  const stored = message.id > 0 && !message.pending;
  return (
    <li
      className={mine ? `${styles.row} ${styles.rowMine}` : styles.row}
      data-testid="chat-message"
      data-side={message.pfrom}
      data-pending={message.pending ? 'true' : undefined}
    >
      <UserAvatar src={message.image_url || undefined} name={message.nickname} size={32} />
      <div className={styles.bubbleBox}>
        <div
          className={[
            styles.bubble,
            mine ? styles.bubbleMine : '',
            message.kind === LETTER_KIND.image ? styles.bubbleImage : '',
          ].join(' ')}
          data-testid="chat-bubble"
          // Server-built HTML (escaped text, or its own <img>); local copies are built the same way.
          dangerouslySetInnerHTML={{ __html: message.content }}
        />
        <div className={styles.meta}>
          <span>{formatRelativeTime(message.create_time)}</span>
          {message.failed && <span className={styles.failed}>{MSG.chatSendFailed}</span>}
          {stored && (
            <Dropdown
              trigger={['click']}
              placement={mine ? 'bottomRight' : 'bottomLeft'}
              menu={{
                items: messageActions(message).map((action) => ({
                  key: action,
                  label: MESSAGE_ACTION_LABELS[action],
                  danger: action === 'delete',
                })),
                onClick: ({ key }) => onAction(key as MessageAction, message),
              }}
            >
              <button type="button" className={styles.moreButton} aria-label="消息操作">
                <EllipsisOutlined />
              </button>
            </Dropdown>
          )}
        </div>
      </div>
    </li>
  );
});
