import { forumListQuery, forumTagsQuery } from '../features/forum/queries';
import { featuredQuery } from '../features/forum/featured-params';
import { bannersQuery, footerQuery, hotObjectsQuery } from '../features/site/queries';
import type { PageKey } from './pages';
import { queryClient } from './Providers';

/**
 * Server data a page will ask for, requested by the router when the navigation starts —
 * in parallel with the page's code instead of after it has loaded and rendered (the
 * landing page's biggest delay). The pages' hooks use the same query options, so they
 * pick up these requests instead of sending their own. Prefetching never throws.
 */
const listPage = (url: URL) => {
  void queryClient.prefetchQuery(forumListQuery(featuredQuery(url.searchParams)));
  void queryClient.prefetchQuery(bannersQuery());
};

export const pagePrefetch: Partial<Record<PageKey, (url: URL) => void>> = {
  newVersionLayout: () => void queryClient.prefetchQuery(footerQuery()),
  featured: (url) => {
    listPage(url);
    void queryClient.prefetchQuery(forumTagsQuery());
  },
  home: (url) => {
    listPage(url);
    void queryClient.prefetchQuery(hotObjectsQuery());
  },
};
