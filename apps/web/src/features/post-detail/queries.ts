import { useQuery } from '@tanstack/react-query';
import { COMMENT_TYPE, forumCause, forumDetail } from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';
import type { CommentTarget } from './comments/comment-target';

export const detailKeys = {
  all: (id: number) => ['post', id] as const,
  detail: (id: number) => ['post', id, 'detail'] as const,
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

/** A post's comment section: its lists sit under the post's key (comment_count refreshes too). */
export const postCommentTarget = (id: number): CommentTarget => ({
  type: COMMENT_TYPE.post,
  id,
  key: detailKeys.all(id),
});

/** Related posts of the side column. */
export function useCause(id: number) {
  return useQuery({
    queryKey: detailKeys.cause(id),
    queryFn: () => api(forumCause, { id }, { silent: true }),
    enabled: id > 0,
  });
}
