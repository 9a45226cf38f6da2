import { Link, useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { formatBadge, type MessageCounts } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useChatDialog } from '../chat/chat-dialog-context';
import { MessageRows } from '../message/MessageRows';
import {
  MESSAGE_CENTER_PATH,
  messagePagePath,
  SIDE_ENTRIES,
  type MessagePageKey,
} from '../message/message-nav';
import { useMarkAllRead, useMessageCounts } from '../message/queries';
import { useLatestMessages } from './queries';
import styles from './UserCenter.module.css';

/** Unread messages of the categories (letters are read in the chat dialog, not here). */
const unreadMessages = (c: MessageCounts | undefined) => (c ? c.allMessage - c.letter : 0);

function Tile({ label, count, testId }: { label: string; count: number; testId: string }) {
  return (
    <>
      <strong className={count > 0 ? styles.tileCountOn : styles.tileCount} data-testid={testId}>
        {formatBadge(count) || 0}
      </strong>
      <span className={styles.tileLabel}>{label}</span>
    </>
  );
}

/**
 * Unread counts of each message-centre page (SPEC §2 side list, same order; 私信 opens the
 * chat dialog), each a way in, and 全部已读. The counters are the header's (live).
 */
export function MessageTiles() {
  const { data: counts } = useMessageCounts();
  const { openChatDialog } = useChatDialog();
  const markAll = useMarkAllRead();
  return (
    <section className={styles.card}>
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>未读消息</h2>
        <Button
          size="small"
          disabled={unreadMessages(counts) === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          全部标为已读
        </Button>
      </header>
      <ul className={styles.tiles} data-testid="message-tiles">
        {SIDE_ENTRIES.map((entry) =>
          entry.kind === 'chat' ? (
            <li key="chat">
              <button type="button" className={styles.tile} onClick={() => openChatDialog()}>
                <Tile label={entry.label} count={counts?.letter ?? 0} testId="tile-letter" />
              </button>
            </li>
          ) : entry.page.count ? (
            <li key={entry.page.key}>
              <Link className={styles.tile} to={messagePagePath(entry.page.key as MessagePageKey)}>
                <Tile
                  label={entry.page.label}
                  count={counts?.[entry.page.count] ?? 0}
                  testId={`tile-${entry.page.key}`}
                />
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

/**
 * The newest messages of every category, 10 a page (SPEC §9), without marking them read:
 * a glance from the user center; reading happens in the message centre.
 */
export function LatestMessages() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useLatestMessages(page);
  let content;
  if (list.isError) content = <ErrorView onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (list.data.data.length === 0)
    content = <EmptyState description="暂时没有消息，去社区逛逛、发帖互动吧" />;
  else
    content = (
      <MessageRows
        page={list.data}
        testId="latest-messages"
        className={list.isPlaceholderData ? styles.stale : undefined}
      />
    );
  return (
    <section className={styles.card}>
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>最新消息</h2>
        <Link className={styles.cardLink} to={MESSAGE_CENTER_PATH}>
          进入消息中心 ›
        </Link>
      </header>
      {content}
    </section>
  );
}
