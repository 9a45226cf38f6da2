import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { formatCount, MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { UserAvatar } from '../../components/UserAvatar';
import { ContentHit } from './ContentHit';
import { useSearchResults, type SearchTab } from './queries';
import styles from './Search.module.css';

/**
 * Highlights are server-built (text escaped first, hits wrapped in <em>), the only HTML
 * of a search result; everything else renders as text.
 */
const Highlight = ({ html, className }: { html: string; className?: string }) => (
  <span className={className} dangerouslySetInnerHTML={{ __html: html }} />
);

/** The rows of one tab with the load-more button and the empty and error states. */
export function SearchResults({ tab, keyword }: { tab: SearchTab; keyword: string }) {
  const results = useSearchResults(tab, keyword, true);
  if (results.isError) return <ErrorView onRetry={() => void results.refetch()} />;
  if (results.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (results.rows.length === 0) return <EmptyState description={MSG.searchNoResult} />;
  return (
    <>
      <ul className={styles.list} data-testid={`search-${tab}`}>
        {results.rows.map((row) => (
          <li key={row.id} className={styles.row} data-testid="search-row">
            {'item_type' in row && (
              <Link to={`/app/new-version/postDetail/${row.id}`} className={styles.post}>
                <Highlight html={row.highlight.title} className={styles.rowTitle} />
                <Highlight html={row.highlight.summary} className={styles.summary} />
                <span className={styles.meta}>
                  {row.author.nickname} · {row.circle?.name ?? ''} · 点赞{' '}
                  {formatCount(row.thumb_count)} · 评论 {formatCount(row.comment_count)}
                </span>
              </Link>
            )}
            {'member_count' in row && (
              <Link to={`/app/new-version/topicDetail/${row.id}`} className={styles.entity}>
                <UserAvatar src={row.image_url} name={row.name} shape="square" alt="" size={48} />
                <span>
                  {row.highlight ? (
                    <Highlight html={row.highlight.name} className={styles.rowTitle} />
                  ) : (
                    <span className={styles.rowTitle}>{row.name}</span>
                  )}
                  <span className={styles.summary}>{row.description}</span>
                  <span className={styles.meta}>
                    {formatCount(row.member_count)} 成员 · {formatCount(row.item_count)} 帖子
                  </span>
                </span>
              </Link>
            )}
            {'category_name' in row && <ContentHit row={row} />}
            {'user_sign' in row && (
              <Link to={`/app/new-version/homepage/${row.id}`} className={styles.entity}>
                <UserAvatar src={row.image_url || undefined} name={row.nickname} size={40} />
                <span>
                  <Highlight html={row.highlight.nickname} className={styles.rowTitle} />
                  <Highlight html={row.highlight.user_sign} className={styles.summary} />
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {results.hasNextPage ? (
          <Button
            loading={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
            data-testid="search-more"
          >
            {MSG.loadMore}
          </Button>
        ) : (
          <span className={styles.end} data-testid="search-end">
            {MSG.listEnd}
          </span>
        )}
      </div>
    </>
  );
}
