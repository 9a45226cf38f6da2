import { Link } from 'react-router-dom';
import { formatDateTime, type SearchContent } from '@xinke/shared';
import styles from './Search.module.css';

const NV = '/app/new-version';

/** Where a hit opens: the news page, the official article under its type, the resource, the project. */
export function contentLink(row: Pick<SearchContent, 'type' | 'id' | 'category_id'>): string {
  if (row.type === 'news') return `${NV}/n/details/${row.id}`;
  if (row.type === 'official') return `${NV}/official/${row.category_id}/${row.id}`;
  if (row.type === 'project') return `${NV}/projectDetail/${row.id}`;
  return `${NV}/resourceDownload/${row.id}`;
}

/**
 * A news item, official article, resource or project found by a search. The highlights are
 * server-built (text escaped first, hits wrapped in <em>); the rest renders as text.
 */
export function ContentHit({ row }: { row: SearchContent }) {
  return (
    <Link to={contentLink(row)} className={styles.post}>
      <span className={styles.rowTitle} dangerouslySetInnerHTML={{ __html: row.highlight.title }} />
      <span
        className={styles.summary}
        dangerouslySetInnerHTML={{ __html: row.highlight.summary }}
      />
      <span className={styles.meta}>
        {row.category_name} · {formatDateTime(row.publish_time)}
      </span>
    </Link>
  );
}
