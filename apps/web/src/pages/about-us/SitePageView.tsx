import { useQuery } from '@tanstack/react-query';
import { sitePage } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import styles from './AboutUs.module.css';

/**
 * A page whose text admins write in the console (站点运营 › 站点页面): about or contact.
 * Until an admin saves it, `fallback` (a short built-in text) is shown.
 */
export function SitePageView({ pageKey, fallback }: { pageKey: string; fallback: string }) {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['site', 'page', pageKey],
    queryFn: () => api(sitePage, { key: pageKey }),
  });
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  return (
    <article className={styles.page} data-testid={`site-page-${pageKey}`} aria-busy={isPending}>
      {data && (
        <>
          <h1 className={styles.title}>{data.title}</h1>
          {data.content ? (
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: data.content }} />
          ) : (
            <p>{fallback}</p>
          )}
        </>
      )}
    </article>
  );
}
