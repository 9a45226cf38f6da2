import { Link } from 'react-router-dom';
import FireOutlined from '@ant-design/icons/es/icons/FireOutlined';
import { formatCount, HOT_OBJECT_LIMIT, type ItemCard } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useHotObjects } from './queries';
import styles from './HotObjects.module.css';

function HotRow({ item, rank }: { item: ItemCard; rank: number }) {
  const href = `/app/new-version/postDetail/${item.id}`;
  return (
    <li className={styles.row} data-testid="hot-object">
      <span className={rank <= 3 ? `${styles.rank} ${styles.rankTop}` : styles.rank}>{rank}</span>
      <div className={styles.text}>
        <Link to={href} className={styles.title} data-testid="hot-title">
          {item.title}
        </Link>
        <span className={styles.meta}>
          {item.circle && (
            <Link to={`/app/new-version/topicDetail/${item.circle.id}`} className={styles.circle}>
              {item.circle.name}
            </Link>
          )}
          <span>{formatCount(item.thumb_count)} 赞</span>
          <span>{formatCount(item.comment_count)} 评论</span>
        </span>
      </div>
      {item.cover && (
        <Link to={href} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
          <img className={styles.cover} src={item.cover} alt="" loading="lazy" />
        </Link>
      )}
    </li>
  );
}

/**
 * SPEC §2 home "hot objects": the posts ranked highest right now (GET /web/index/object),
 * numbered, in two columns on wide screens and one on phones.
 */
export function HotObjects() {
  const hot = useHotObjects();
  let body;
  if (hot.isPending)
    body = (
      <ol className={styles.list} aria-busy="true" aria-label="加载中">
        {Array.from({ length: HOT_OBJECT_LIMIT }, (_, i) => (
          <li key={i} className={`${styles.row} ${styles.skeleton}`}>
            <span />
          </li>
        ))}
      </ol>
    );
  else if (hot.isError) body = <ErrorView onRetry={() => void hot.refetch()} />;
  else if (hot.data.length === 0) body = <EmptyState description="暂无热门内容" />;
  else
    body = (
      <ol className={styles.list}>
        {hot.data.map((item, i) => (
          <HotRow key={item.id} item={item} rank={i + 1} />
        ))}
      </ol>
    );
  return (
    <section className={styles.section} data-testid="hot-objects" aria-labelledby="hot-heading">
      <h2 className={styles.heading} id="hot-heading">
        <FireOutlined className={styles.fire} /> 热门
      </h2>
      {body}
    </section>
  );
}
