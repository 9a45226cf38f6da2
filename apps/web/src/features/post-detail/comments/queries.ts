import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMENT_TYPE, commonComments, forumComments, forumReplies } from '@xinke/shared';
import { api } from '../../../lib/api';
import { mergePages, nextPageParam } from '../../../lib/paging';
import { commentKeys, type CommentTarget } from './comment-target';

/** A post's comments come from its SPEC path; anything else's from the common one. */
const commentPage = (target: CommentTarget, page: number) =>
  target.type === COMMENT_TYPE.post
    ? api(forumComments, { id: target.id, page })
    : api(commonComments, { id: target.id, type: target.type, page });

/** Comments, "load more" style: ends when page equals last_page or last_page is 0. */
export function useComments(target: CommentTarget) {
  const query = useInfiniteQuery({
    queryKey: commentKeys.comments(target),
    queryFn: ({ pageParam }) => commentPage(target, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: target.id > 0,
  });
  return { ...query, comments: mergePages(query.data?.pages ?? []) };
}

/**
 * The replies of one comment, opened from "查看全部 N 条回复" (the comment page carries only
 * the latest three): oldest first, REPLY_PAGE_SIZE a page, "查看更多回复" appending the next
 * until page equals last_page or last_page is 0 (SPEC §4). Replies are found by comment id,
 * whatever the comment is under.
 */
export function useReplies(target: CommentTarget, commentId: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: commentKeys.replies(target, commentId),
    queryFn: ({ pageParam }) => api(forumReplies, { id: commentId, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
  return { ...query, replies: mergePages(query.data?.pages ?? []) };
}
