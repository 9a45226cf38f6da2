import { useState } from 'react';
import { Link } from 'react-router-dom';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { formatRelativeTime, type MessageRow } from '@xinke/shared';
import { CountBadge } from '../../components/CountBadge';
import { HoverCard } from '../../components/HoverCard';
import {
  MESSAGE_CENTER_PATH,
  MESSAGE_PAGES,
  messagePagePath,
  type MessagePage,
  type MessagePageKey,
} from '../../features/message/message-nav';
import { useMarkAllRead, useMessageCounts, useMessagePop } from '../../features/message/queries';
import { MenuList } from './HeaderMenus';
import { MESSAGE_ITEMS } from './nav-items';
import styles from './SiteHeader.module.css';

/** The message-centre page of a message's category. */
function pathOf(row: MessageRow): string {
  const page = Object.values(MESSAGE_PAGES).find((p: MessagePage) => p.category === row.category);
  return page ? messagePagePath(page.key as MessagePageKey) : MESSAGE_CENTER_PATH;
}

function LatestUnread({ rows }: { rows: MessageRow[] | undefined }) {
  if (!rows) return <p className={styles.popEmpty}>加载中…</p>;
  if (rows.length === 0) return <p className={styles.popEmpty}>暂无未读消息</p>;
  return (
    <ul className={styles.popList} data-testid="pop-list">
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={pathOf(row)} className={styles.popItem}>
            <span className={styles.popText}>
              <strong>{row.from_user?.nickname ?? '系统通知'}</strong> {row.title}
            </span>
            <span className={styles.popTime}>{formatRelativeTime(row.create_time)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Message dropdown (members): comments and replies, achievements, system messages with
 * their badges; the newest unread messages (read when the dropdown is first opened, not
 * on every page view); 全部标为已读. The bell carries the total, capped at 99+.
 */
export function MessageMenu() {
  const { data: counts } = useMessageCounts();
  const [opened, setOpened] = useState(false);
  const pop = useMessagePop(opened);
  const markAll = useMarkAllRead();
  const total = counts?.allMessage ?? 0;
  const content = (
    <div className={styles.messagePanel} data-testid="message-panel">
      <MenuList>
        {MESSAGE_ITEMS.map((item) => (
          <li key={item.to}>
            <Link className={`${styles.menuItem} ${styles.menuCount}`} to={item.to}>
              {item.label}
              <CountBadge count={counts?.[item.count]} label={item.label} />
            </Link>
          </li>
        ))}
      </MenuList>
      <div className={styles.popSection}>
        <p className={styles.popHeading}>最新未读</p>
        <LatestUnread rows={pop.data?.list} />
      </div>
      <div className={styles.popFooter}>
        <button
          type="button"
          className={styles.popAction}
          disabled={total === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          全部标为已读
        </button>
        <Link to={MESSAGE_CENTER_PATH} className={styles.popAction}>
          消息中心
        </Link>
      </div>
    </div>
  );
  return (
    <span onMouseEnter={() => setOpened(true)} onFocus={() => setOpened(true)}>
      <HoverCard
        align="end"
        trigger={
          <Link to={MESSAGE_CENTER_PATH} className={styles.iconButton} aria-label="消息">
            <BellOutlined />
            <CountBadge count={total} label="消息" className={styles.bellBadge} />
          </Link>
        }
      >
        {content}
      </HoverCard>
    </span>
  );
}
