import { Link } from 'react-router-dom';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import {
  COMMENT_TARGET_TYPE,
  festivalPagePath,
  formatRelativeTime,
  type MessageRow,
} from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { homepagePath } from '../social/UserRow';
import styles from './Message.module.css';

/** Where a message's target lives; only posts have a page yet (SPEC §9 target type 1). */
function targetPath(row: MessageRow): string | undefined {
  if (row.target_type === COMMENT_TARGET_TYPE.post && row.target_id > 0)
    return `/app/new-version/postDetail/${row.target_id}`;
  if (row.target_type === COMMENT_TARGET_TYPE.festival && row.target_id > 0)
    return festivalPagePath(row.target_id);
  return undefined;
}

/**
 * One notification: who (avatar and nickname to their homepage; the site for system
 * notices), what happened, the comment or notice text, a link to the post it is about and
 * when. Unread rows (before this visit marked them read) are highlighted.
 */
export function MessageRowView({ row, now }: { row: MessageRow; now?: number }) {
  const unread = row.is_read === 0;
  const target = targetPath(row);
  const actor = row.from_user;
  return (
    <li
      className={unread ? `${styles.row} ${styles.unread}` : styles.row}
      data-testid="message-row"
      data-unread={unread ? 'true' : undefined}
    >
      {actor ? (
        <Link to={homepagePath(actor.id)} className={styles.rowAvatar} tabIndex={-1}>
          <UserAvatar src={actor.image_url || undefined} name={actor.nickname} size={40} />
        </Link>
      ) : (
        <span className={`${styles.rowAvatar} ${styles.systemAvatar}`} aria-hidden="true">
          <NotificationOutlined />
        </span>
      )}
      <div className={styles.rowMain}>
        <p className={styles.rowHead}>
          {actor ? (
            <Link to={homepagePath(actor.id)} className={styles.actor} data-name>
              {actor.nickname}
            </Link>
          ) : (
            <span className={styles.actor}>芯客</span>
          )}
          <span className={styles.rowTitle}>{row.title}</span>
          {unread && <span className={styles.dot} aria-label="未读" />}
        </p>
        {row.content && <p className={styles.rowContent}>{row.content}</p>}
        <p className={styles.rowFoot}>
          <time dateTime={new Date(row.create_time * 1000).toISOString()}>
            {formatRelativeTime(row.create_time, now)}
          </time>
          {target && (
            <Link to={target} className={styles.rowTarget} data-testid="message-target">
              查看帖子
            </Link>
          )}
        </p>
      </div>
    </li>
  );
}
