import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fanList, followList, MESSAGE_PAGE_SIZE, xgoMessageList } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { mergePages, nextPageParam } from '../../lib/paging';
import { messageKeys } from '../message/queries';

/*
 * The user center's own reads. Each key sits under the area whose writes must refresh it:
 * my people lists under ['social', kind, 0] (a follow answer patches and re-reads them,
 * social/apply-follow.ts), messages under ['message']. 项目管理's lists are the project
 * pool's (project/queries.ts, under ['project']).
 */
export const userCenterKeys = {
  people: (kind: 'follow' | 'fans') => ['social', kind, 0, 'more'] as const,
  latestMessages: (page: number) => [...messageKeys.all, 'latest', page] as const,
};

/** 我的关注 / 我的粉丝: my list, newest first, "加载更多" appending the next page. */
export function useMyPeople(kind: 'follow' | 'fans') {
  const query = useInfiniteQuery({
    queryKey: userCenterKeys.people(kind),
    queryFn: ({ pageParam }) => api(kind === 'follow' ? followList : fanList, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: hasToken(),
  });
  const pages = query.data?.pages ?? [];
  return { ...query, people: mergePages(pages), total: pages[0]?.paginate.total };
}

/** Read at each render: a module-level hasToken() would keep the answer of import time. */
const pageOptions = () => ({ placeholderData: keepPreviousData, enabled: hasToken() });

/**
 * 我的消息: the newest messages of every category, read-only (xgo message/list marks
 * nothing read: reading happens in the message centre, category by category).
 */
export const useLatestMessages = (page: number) =>
  useQuery({
    queryKey: userCenterKeys.latestMessages(page),
    queryFn: () => api(xgoMessageList, { page, pageSize: MESSAGE_PAGE_SIZE }),
    ...pageOptions(),
  });
