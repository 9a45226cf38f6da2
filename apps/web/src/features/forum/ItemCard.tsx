import { Link } from 'react-router-dom';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import LikeOutlined from '@ant-design/icons/es/icons/LikeOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import {
  entityText,
  formatCount,
  formatRelativeTime,
  ItemType,
  type ItemCard as ItemCardData,
} from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import styles from './ItemCard.module.css';

/** One post in a list: links to its detail page. `now` makes the relative time testable. */
export function ItemCard({ item, now }: { item: ItemCardData; now?: number }) {
  const href = `/app/new-version/postDetail/${item.id}`;
  const typeLabel =
    item.item_type === ItemType.values.general ? '' : ItemType.label(item.item_type);
  return (
    <article className={styles.card} data-testid="item-card">
      <div className={styles.layout}>
        <div className={styles.main}>
          <header className={styles.author}>
            <UserAvatar src={item.author.image_url} name={item.author.nickname} size={24} />
            <Link
              to={`/app/new-version/homepage/${item.author.id}`}
              className={styles.nickname}
              data-name
            >
              {item.author.nickname}
            </Link>
            {item.author.level_name && (
              <span className={styles.level}>{item.author.level_name}</span>
            )}
            <time
              className={styles.time}
              dateTime={new Date(item.create_time * 1000).toISOString()}
            >
              {formatRelativeTime(item.create_time, now)}
            </time>
          </header>
          <Link to={href} className={styles.body}>
            <h3 className={styles.title} data-testid="item-title">
              {item.is_top === 1 && <span className={styles.badgeTop}>置顶</span>}
              {typeLabel && <span className={styles.badgeType}>{typeLabel}</span>}
              {item.title}
            </h3>
            {item.summary && <p className={styles.summary}>{entityText(item.summary)}</p>}
          </Link>
          <footer className={styles.meta}>
            {item.circle && (
              <Link to={`/app/new-version/topicDetail/${item.circle.id}`} className={styles.circle}>
                {item.circle.name}
              </Link>
            )}
            {item.tags.slice(0, 3).map((tag) => (
              <Link
                key={tag.id}
                to={`/app/new-version/featured?tag=${encodeURIComponent(tag.slug)}`}
                className={styles.tag}
              >
                #{tag.name}
              </Link>
            ))}
            <span className={styles.counts}>
              <span title="浏览" data-testid="visit-count">
                <EyeOutlined /> {formatCount(item.visit_count)}
              </span>
              <span title="评论">
                <MessageOutlined /> {formatCount(item.comment_count)}
              </span>
              <span title="点赞" data-testid="thumb-count">
                <LikeOutlined /> {formatCount(item.thumb_count)}
              </span>
            </span>
          </footer>
        </div>
        {item.cover && (
          <Link to={href} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
            <img className={styles.cover} src={item.cover} alt="" loading="lazy" />
          </Link>
        )}
      </div>
    </article>
  );
}
