import { useQuery } from '@tanstack/react-query';
import { newsList } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { api } from '../../lib/api';
import { NewsCard } from './NewsCard';

/**
 * The news of one category (0 = every category), newest first, 10 a page
 * (GET /web/news/list/{id}); the pages are links that keep the category in the URL.
 */
export function NewsCategoryList({ category, page }: { category: number; page: number }) {
  const list = useQuery({
    queryKey: ['news', 'list', category, page],
    queryFn: () => api(newsList, { id: category, page }),
  });
  if (list.isError) return <ErrorView onRetry={() => void list.refetch()} />;
  if (list.isPending) return <div aria-busy="true" />;
  if (list.data.data.length === 0) return <EmptyState description="这个分类还没有资讯" />;
  return (
    <div data-testid="news-category-list">
      {list.data.data.map((a) => (
        <NewsCard key={a.id} news={a} />
      ))}
      {list.data.paginate.last_page > 1 && (
        <Pager
          current={page}
          lastPage={list.data.paginate.last_page}
          hrefFor={(p) => `?category=${category}&page=${p}`}
        />
      )}
    </div>
  );
}
