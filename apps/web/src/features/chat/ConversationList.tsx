import { useState } from 'react';
import Input from 'antd/es/input';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import { MSG, type Conversation, type SearchUser } from '@xinke/shared';
import { CountBadge } from '../../components/CountBadge';
import { UserAvatar } from '../../components/UserAvatar';
import type { ChatTarget } from './chat-dialog-context';
import { useChatUserSearch } from './chat-queries';
import styles from './ChatDialog.module.css';

export interface ConversationListProps {
  conversations: Conversation[] | undefined;
  activeUserId: number | undefined;
  onSelect(conversation: Conversation): void;
  /** A user found by the search: opens a (new) chat with them. */
  onSelectUser(user: ChatTarget): void;
  onDelete(conversation: Conversation): void;
  onMarkAllRead(): void;
}

function UserRows({
  users,
  onSelectUser,
}: {
  users: SearchUser[];
  onSelectUser(user: ChatTarget): void;
}) {
  return (
    <>
      {users.map((user) => (
        <li key={user.id}>
          <button
            type="button"
            className={styles.convItem}
            data-testid="chat-search-user"
            onClick={() =>
              onSelectUser({ id: user.id, nickname: user.nickname, image_url: user.image_url })
            }
          >
            <UserAvatar src={user.image_url || undefined} name={user.nickname} size={36} />
            <span className={styles.convText}>
              <strong className={styles.convName} data-name>
                {user.nickname}
              </strong>
              <span className={styles.convLast}>{user.user_sign || MSG.userSignEmpty}</span>
            </span>
          </button>
        </li>
      ))}
    </>
  );
}

/**
 * The left list (SPEC §2/§4): search box (an empty trimmed search does nothing; results
 * replace the list, none shows 暂无对话; choosing one opens a new chat), 全部已读, and the
 * conversations with their unread badges (99+) and delete icons.
 */
export function ConversationList(props: ConversationListProps) {
  const { conversations, activeUserId, onSelect, onSelectUser, onDelete, onMarkAllRead } = props;
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const search = useChatUserSearch(keyword);
  const searching = keyword !== '';
  const hasUnread = (conversations ?? []).some((c) => c.number > 0);

  const body = () => {
    if (searching) {
      if (!search.data) return <li className={styles.listState}>搜索中…</li>;
      if (search.data.data.length === 0)
        return <li className={styles.listState}>{MSG.chatNoConversation}</li>;
      return (
        <UserRows
          users={search.data.data}
          onSelectUser={(user) => {
            setText('');
            setKeyword('');
            onSelectUser(user);
          }}
        />
      );
    }
    if (!conversations) return <li className={styles.listState}>加载中…</li>;
    if (conversations.length === 0)
      return <li className={styles.listState}>{MSG.chatNoConversation}</li>;
    return conversations.map((c) => (
      <li
        key={c.id}
        className={c.letter_user_id === activeUserId ? styles.convActive : undefined}
        data-testid="conversation"
        data-user-id={c.letter_user_id}
      >
        <button type="button" className={styles.convItem} onClick={() => onSelect(c)}>
          <UserAvatar src={c.image_url || undefined} name={c.nickname} size={36} />
          <span className={styles.convText}>
            <strong className={styles.convName} data-name>
              {c.nickname}
            </strong>
            <span
              className={styles.convLast}
              // Server-built HTML (escaped text or its own <img>, or a recall notice).
              dangerouslySetInnerHTML={{ __html: c.last_message }}
            />
          </span>
          <CountBadge count={c.number} label={c.nickname} />
        </button>
        <button
          type="button"
          className={styles.convDelete}
          aria-label={`删除与${c.nickname}的对话`}
          data-testid="conversation-delete"
          onClick={() => onDelete(c)}
        >
          <DeleteOutlined />
        </button>
      </li>
    ));
  };

  return (
    <aside className={styles.list} data-testid="conversation-list">
      <div className={styles.listTools}>
        <Input.Search
          value={text}
          allowClear
          placeholder="搜索用户开始聊天"
          aria-label="搜索用户"
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') setKeyword(''); // cleared: back to the conversations
          }}
          onSearch={(value) => {
            const trimmed = value.trim();
            if (trimmed) setKeyword(trimmed); // SPEC §5: an empty search does nothing
          }}
        />
        <button
          type="button"
          className={styles.markAll}
          disabled={!hasUnread}
          onClick={onMarkAllRead}
          data-testid="mark-all-read"
        >
          全部已读
        </button>
      </div>
      <ul className={styles.convList}>{body()}</ul>
    </aside>
  );
}
