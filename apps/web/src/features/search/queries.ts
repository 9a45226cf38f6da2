import { useInfiniteQuery } from '@tanstack/react-query';
import {
  forumSearch,
  indexSearch,
  PAGE_SIZE,
  userSearch,
  type Paginate,
  type SearchCircle,
  type SearchItem,
  type SearchUser,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { mergePages, nextPageParam } from '../../lib/paging';

export type SearchTab = 'posts' | 'circles' | 'users';

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

const fetchers = {
  posts: async (keyword: string, page: number): Promise<Page<SearchItem>> =>
    api(forumSearch, { keyword, page, page_size: PAGE_SIZE.postSearch }),
  // The combined search carries the circles with highlights, 4 a page (SPEC §3).
  circles: async (keyword: string, page: number): Promise<Page<SearchCircle>> =>
    (await api(indexSearch, { keyword, page })).circles,
  users: async (keyword: string, page: number): Promise<Page<SearchUser>> =>
    userPage(page, await api(userSearch, { value: keyword, page })),
};

type Row<K extends SearchTab> = Awaited<ReturnType<(typeof fetchers)[K]>>['data'][number];

/**
 * One tab's results, SPEC §4 paging: a new keyword starts a new list (page 1 replaces),
 * "加载更多" appends, and the list ends when the current page equals the last page.
 * An empty trimmed keyword asks nothing.
 */
export function useSearchResults<K extends SearchTab>(tab: K, keyword: string, active: boolean) {
  const query = useInfiniteQuery({
    queryKey: ['search', tab, keyword],
    queryFn: ({ pageParam }) => fetchers[tab](keyword, pageParam) as Promise<Page<Row<K>>>,
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: active && keyword !== '',
  });
  return { ...query, rows: mergePages(query.data?.pages ?? []) };
}
