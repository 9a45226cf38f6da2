import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { COLLECT_SOURCE_TYPE, formatRelativeTime, type ArticleCard } from '@xinke/shared';
import { useUncollect } from './queries';
import styles from './Creation.module.css';

/**
 * One collected official article: cover, title (to official/:type/:oId), its type, when I
 * collected it, and 取消收藏 (after confirming).
 */
export function ArticleCollectionRow({ row }: { row: ArticleCard & { collect_time: number } }) {
  const uncollect = useUncollect(COLLECT_SOURCE_TYPE.officialArticle);
  const to = `/app/new-version/official/${row.category_id}/${row.id}`;
  return (
    <li className={styles.collectRow} data-testid="collection-row">
      <Link to={to} className={styles.articleCard} data-testid="collected-article">
        {row.cover && <img className={styles.articleCover} src={row.cover} alt="" />}
        <span className={styles.articleText}>
          <strong>{row.title}</strong>
          <span>
            官方 · {row.category_name} · 阅读 {row.visit_count}
          </span>
        </span>
      </Link>
      <div className={styles.collectBar}>
        <span>收藏于 {formatRelativeTime(row.collect_time)}</span>
        <Popconfirm
          title="从收藏中移除这篇文章？"
          okText="移除"
          cancelText="保留"
          onConfirm={() => uncollect.mutateAsync(row.id)}
        >
          <Button size="small" loading={uncollect.isPending} data-testid="uncollect">
            取消收藏
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
