import { Link } from 'react-router-dom';
import { formatRelativeTime, type ActiveRow } from '@xinke/shared';
import { homepagePath } from '../social/UserRow';
import styles from './Homepage.module.css';

/** One row of 动态: what they did (发布了帖子, 评论了帖子…), the text, the post and when. */
export function ActiveRowView({ row, now }: { row: ActiveRow; now?: number }) {
  return (
    <li className={styles.activeRow} data-testid="active-row">
      <p className={styles.activeHead}>
        <span className={styles.activeLabel}>{row.label}</span>
        <time className={styles.activeTime}>{formatRelativeTime(row.create_time, now)}</time>
      </p>
      {row.content && <p className={styles.activeContent}>{row.content}</p>}
      <div className={styles.activeItem}>
        {row.item.cover && <img src={row.item.cover} alt="" className={styles.activeCover} />}
        <div className={styles.activeItemText}>
          <Link to={`/app/new-version/postDetail/${row.item.id}`} className={styles.activeTitle}>
            {row.item.title}
          </Link>
          <Link to={homepagePath(row.item.author.id)} className={styles.activeAuthor} data-name>
            @{row.item.author.nickname}
          </Link>
        </div>
      </div>
    </li>
  );
}
