import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { forumCause, forumComments, forumDetail, forumReplies } from '@xinke/shared';
import { api } from '../../lib/api';
import { mergePages, nextPageParam } from '../../lib/paging';

export const detailKeys = {
  all: (id: number) => ['post', id] as const,
  detail: (id: number) => ['post', id, 'detail'] as const,
  comments: (id: number) => ['post', id, 'comments'] as const,
  replies: (id: number, commentId: number) => ['post', id, 'replies', commentId] as const,
  cause: (id: number) => ['post', id, 'cause'] as const,
};

/** GET /web/forum/detail/:id (with the member's is_thumb / is_collect when logged in). */
export function usePostDetail(id: number) {
  return useQuery({
    queryKey: detailKeys.detail(id),
    queryFn: () => api(forumDetail, { id }),
    enabled: id > 0,
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

/** Every reply of one comment (the comment page carries only the latest three). */
export function useAllReplies(postId: number, commentId: number, enabled: boolean) {
  return useQuery({
    queryKey: detailKeys.replies(postId, commentId),
    queryFn: () => api(forumReplies, { id: commentId, page: 1, page_size: 50 }),
    enabled,
  });
}

/** Related posts of the side column. */
export function useCause(id: number) {
  return useQuery({
    queryKey: detailKeys.cause(id),
    queryFn: () => api(forumCause, { id }, { silent: true }),
    enabled: id > 0,
  });
}
