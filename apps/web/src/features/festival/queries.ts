import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FESTIVAL_COMMENT_PAGE_SIZE,
  festivalComment,
  festivalCommentDel,
  festivalCommentList,
  festivalFine,
  festivalFineBtn,
  festivalFollow,
  festivalFollowBtn,
  festivalFooterData,
  festivalGiftThumb,
  festivalGiftVote,
  festivalModuleList,
  festivalReply,
  festivalReplyDel,
  festivalReplyList,
} from '@xinke/shared';
import type { Ballot } from '../post-detail/vote-choice';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';
import { hasToken } from '../../lib/credentials';

/*
 * A festival page's data (docs/festival.md): the modules, the footer, the viewer's buttons
 * and the comment wall. Every key sits under ['festival', id], so a write refreshes the page.
 */

export const festivalKeys = {
  all: (id: number) => ['festival', id] as const,
  page: (id: number) => ['festival', id, 'page', hasToken()] as const,
  wall: (id: number, fine: number) => ['festival', id, 'wall', fine] as const,
  replies: (id: number, commentId: number) => ['festival', id, 'replies', commentId] as const,
};

export function useFestivalPage(id: number) {
  return useQuery({
    queryKey: festivalKeys.page(id),
    queryFn: () => api(festivalModuleList, { active_id: id }),
    retry: retryUnlessClientError,
  });
}

export function useFestivalFooter(id: number) {
  return useQuery({
    queryKey: ['festival', id, 'footer'],
    queryFn: () => api(festivalFooterData, { active_id: id }, { silent: true }),
    retry: retryUnlessClientError,
  });
}

export function useFollowButtons(id: number) {
  return useQuery({
    queryKey: ['festival', id, 'follow', hasToken()],
    queryFn: () => api(festivalFollowBtn, { active_id: id }, { silent: true }),
  });
}

export function useFineButton(id: number) {
  return useQuery({
    queryKey: ['festival', id, 'fine-btn', hasToken()],
    queryFn: () => api(festivalFineBtn, { active_id: id }, { silent: true }),
    enabled: hasToken(),
  });
}

/** The wall, page by page (加载更多); fine 1 is the 精选 tab. */
export function useWall(id: number, fine: number) {
  return useInfiniteQuery({
    queryKey: festivalKeys.wall(id, fine),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api(festivalCommentList, {
        active_id: id,
        page: pageParam,
        page_size: FESTIVAL_COMMENT_PAGE_SIZE,
        fine,
      }),
    getNextPageParam: (last) =>
      last.paginate.current_page < last.paginate.last_page
        ? last.paginate.current_page + 1
        : undefined,
    retry: retryUnlessClientError,
  });
}

export function useReplies(id: number, commentId: number, enabled: boolean) {
  return useQuery({
    queryKey: festivalKeys.replies(id, commentId),
    queryFn: () => api(festivalReplyList, { comment_id: commentId, page: 1, page_size: 50 }),
    enabled,
  });
}

/** Every festival write refreshes everything of the page once it settles. */
function useFestivalMutation<V, R>(id: number, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: festivalKeys.all(id) }),
  });
}

export const usePostComment = (id: number) =>
  useFestivalMutation(id, (content: string) => api(festivalComment, { active_id: id, content }));

export const usePostReply = (id: number) =>
  useFestivalMutation(id, (v: { comment_id: number; reply_id?: number; content: string }) =>
    api(festivalReply, v),
  );

export const useThumb = (id: number) =>
  useFestivalMutation(id, (commentId: number) => api(festivalGiftThumb, { comment_id: commentId }));

export const useFine = (id: number) =>
  useFestivalMutation(id, (v: { comment_id: number; fine: number }) => api(festivalFine, v));

export const useDeleteComment = (id: number) =>
  useFestivalMutation(id, (commentId: number) => api(festivalCommentDel, { id: commentId }));

export const useDeleteReply = (id: number) =>
  useFestivalMutation(id, (replyId: number) => api(festivalReplyDel, { id: replyId }));

export const useFollow = (id: number) =>
  useFestivalMutation(id, (v: { follow_id: number; follow_status: number }) =>
    api(festivalFollow, v),
  );

export const useFestivalVote = (id: number) =>
  useFestivalMutation(id, (v: { item_id: number; vote: Ballot }) =>
    api(festivalGiftVote, { active_id: id, ...v }),
  );
