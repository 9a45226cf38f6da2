import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  circleIndex,
  CONTENT_SEARCH_PAGE_SIZE,
  contentSearch,
  forumSearch,
  hotKeys,
  PAGE_SIZE,
  userSearch,
  type CircleIndexRow,
  type ContentSearchType,
  type Paginate,
  type SearchContent,
  type SearchItem,
  type SearchUser,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { mergePages, nextPageParam } from '../../lib/paging';

export type SearchTab =
  'posts' | 'circles' | 'users' | 'news' | 'official' | 'resources' | 'projects';

interface Page<T> {
  data: T[];
  paginate: Pick<Paginate, 'current_page' | 'last_page'>;
}

/** /web/user/search answers total and per_page only; the page asked for is the current one. */
export function userPage(
  page: number,
  answer: { total: number; per_page: number; data: SearchUser[] },
): Page<SearchUser> {
  const last = answer.per_page > 0 ? Math.ceil(answer.total / answer.per_page) : 0;
  return { data: answer.data, paginate: { current_page: page, last_page: last } };
}

/** One content tab: news, official articles or resources, 10 a page. */
const contentPage =
  (type: ContentSearchType) =>
  (keyword: string, page: number): Promise<Page<SearchContent>> =>
    api(contentSearch, { type, keyword, page, page_size: CONTENT_SEARCH_PAGE_SIZE });

/**
 * Each tab asks only its own list (SPEC §7): posts 10 a page, circles through the circle
 * index's keyword search 4 a page (SPEC §3), users 10 a page, and news, official articles,
 * resources and projects 10 a page. Only the posts' first page counts the keyword for the hot keys
 * (server side), so tab switches and paging never do.
 */
const fetchers = {
  posts: async (keyword: string, page: number): Promise<Page<SearchItem>> =>
    api(forumSearch, { keyword, page, page_size: PAGE_SIZE.postSearch }),
  circles: async (keyword: string, page: number): Promise<Page<CircleIndexRow>> =>
    api(circleIndex, { keyword, page, page_size: PAGE_SIZE.circleSearch }),
  users: async (keyword: string, page: number): Promise<Page<SearchUser>> =>
    userPage(page, await api(userSearch, { value: keyword, page })),
  news: contentPage('news'),
  official: contentPage('official'),
  resources: contentPage('resource'),
  projects: contentPage('project'),
};

type Row<K extends SearchTab> = Awaited<ReturnType<(typeof fetchers)[K]>>['data'][number];

export const searchKeys = {
  all: ['search'] as const,
  tab: (tab: SearchTab, keyword: string) => ['search', tab, keyword] as const,
  hotKeys: ['hot-keys'] as const,
};

/**
 * One tab's results, SPEC §4 paging: a new keyword starts a new list (page 1 replaces),
 * "加载更多" appends, and the list ends when the current page equals the last page.
 * An empty trimmed keyword asks nothing. The loaded pages stay fresh while the page is
 * open (staleTime Infinity): coming back to a tab shows them again without asking the
 * server, so a tab switch is not a second search.
 */
export function useSearchResults<K extends SearchTab>(tab: K, keyword: string, active: boolean) {
  const query = useInfiniteQuery({
    queryKey: searchKeys.tab(tab, keyword),
    queryFn: ({ pageParam }) => fetchers[tab](keyword, pageParam) as Promise<Page<Row<K>>>,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: active && keyword !== '',
    staleTime: Infinity,
  });
  return { ...query, rows: mergePages(query.data?.pages ?? []) };
}

/**
 * A search asked for again (the same word submitted once more) starts over: its cached
 * lists are dropped and the shown tab reloads from page 1. Other words' lists are left.
 */
export function useRestartSearch() {
  const queryClient = useQueryClient();
  return (keyword: string) =>
    queryClient.resetQueries({
      queryKey: searchKeys.all,
      predicate: (q) => q.queryKey.length === 3 && q.queryKey[2] === keyword,
    });
}

/** GET /web/index/hot_keys: the most searched words, for the empty search box. */
export function useHotKeys(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.hotKeys,
    queryFn: () => api(hotKeys),
    enabled,
    staleTime: 60_000,
  });
}
