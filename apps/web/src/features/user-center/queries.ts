import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  fanList,
  followList,
  ITEM_TYPE,
  MESSAGE_PAGE_SIZE,
  PAGE_SIZE,
  userInvolvedItems,
  userItem,
  xgoMessageList,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { mergePages, nextPageParam } from '../../lib/paging';
import { creationKeys } from '../creation/queries';
import { forumListQuery } from '../forum/queries';
import { messageKeys } from '../message/queries';

/*
 * The user center's own reads. Each key sits under the area whose writes must refresh it:
 * my people lists under ['social', kind, 0] (a follow answer patches and re-reads them,
 * social/apply-follow.ts), my items under ['creation'] (deleting one re-reads them),
 * messages under ['message'].
 */
export const userCenterKeys = {
  people: (kind: 'follow' | 'fans') => ['social', kind, 0, 'more'] as const,
  myProjects: (page: number) =>
    [...creationKeys.all, 'user-item', ITEM_TYPE.project, page] as const,
  involved: (page: number) => ['user-center', 'involved', ITEM_TYPE.project, page] as const,
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

/** 发起的项目: my project items in every status, drafts too (GET /web/user/item). */
export const useMyProjects = (page: number) =>
  useQuery({
    queryKey: userCenterKeys.myProjects(page),
    queryFn: () => api(userItem, { page, item_type: ITEM_TYPE.project }),
    ...pageOptions(),
  });

/** 参与的项目: others' projects I commented on, liked or collected. */
export const useInvolvedProjects = (page: number) =>
  useQuery({
    queryKey: userCenterKeys.involved(page),
    queryFn: () => api(userInvolvedItems, { page, item_type: ITEM_TYPE.project }),
    ...pageOptions(),
  });

/** 最新项目: the newest published projects of the whole site (the forum list of type 1). */
export const useLatestProjects = (page: number) =>
  useQuery({
    ...forumListQuery({ page, page_size: PAGE_SIZE.itemList, item_type: ITEM_TYPE.project }),
    placeholderData: keepPreviousData,
  });

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
