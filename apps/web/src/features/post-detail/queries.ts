import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { forumCause, forumComments, forumDetail, forumReplies } from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';
import { mergePages, nextPageParam } from '../../lib/paging';

export const detailKeys = {
  all: (id: number) => ['post', id] as const,
  detail: (id: number) => ['post', id, 'detail'] as const,
  comments: (id: number) => ['post', id, 'comments'] as const,
  replies: (id: number, commentId: number) => ['post', id, 'replies', commentId] as const,
  cause: (id: number) => ['post', id, 'cause'] as const,
};

/**
 * GET /web/forum/detail/:id (with the member's is_thumb / is_collect when logged in).
 * Silent: the page shows a missing post or a failure itself (a toast, twice with the retry,
 * said the same over it).
 */
export function usePostDetail(id: number) {
  return useQuery({
    queryKey: detailKeys.detail(id),
    queryFn: () => api(forumDetail, { id }, { silent: true }),
    enabled: id > 0,
    retry: retryUnlessClientError,
  });
}

/** Comments, "load more" style: ends when page equals last_page or last_page is 0. */
export function useComments(id: number) {
  const query = useInfiniteQuery({
    queryKey: detailKeys.comments(id),
    queryFn: ({ pageParam }) => api(forumComments, { id, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: id > 0,
  });
  return { ...query, comments: mergePages(query.data?.pages ?? []) };
}

/**
 * The replies of one comment, opened from "查看全部 N 条回复" (the comment page carries only
 * the latest three): oldest first, REPLY_PAGE_SIZE a page, "查看更多回复" appending the next
 * until page equals last_page or last_page is 0 (SPEC §4).
 */
export function useReplies(postId: number, commentId: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: detailKeys.replies(postId, commentId),
    queryFn: ({ pageParam }) => api(forumReplies, { id: commentId, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
  return { ...query, replies: mergePages(query.data?.pages ?? []) };
}

/** Related posts of the side column. */
export function useCause(id: number) {
  return useQuery({
    queryKey: detailKeys.cause(id),
    queryFn: () => api(forumCause, { id }, { silent: true }),
    enabled: id > 0,
  });
}
