import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { forumList, forumTags, type ForumListQuery } from '@xinke/shared';
import { api } from '../../lib/api';
import { FEATURED_TAGS_INPUT } from './forum-requests';

export const forumKeys = {
  list: (query: ForumListQuery) => ['forum', 'list', query] as const,
  tags: ['forum', 'tags', 1] as const,
};

/** GET /web/forum/list. One definition for the hook and the router's prefetch. */
export const forumListQuery = (query: ForumListQuery) =>
  queryOptions({ queryKey: forumKeys.list(query), queryFn: () => api(forumList, query) });

/** GET /web/forum/tag?flag=1: the tags shown on the featured page. */
export const forumTagsQuery = () =>
  queryOptions({
    queryKey: forumKeys.tags,
    queryFn: () => api(forumTags, FEATURED_TAGS_INPUT),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous page on screen while the next one loads. */
export function useForumList(query: ForumListQuery) {
  return useQuery({ ...forumListQuery(query), placeholderData: keepPreviousData });
}

export function useForumTags() {
  return useQuery(forumTagsQuery());
}
