import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { COMMENT_TYPE, thumb, type Comment, type Reply, type ThumbState } from '@xinke/shared';
import { api } from '../../../lib/api';
import { commentKeys, type CommentTarget } from './comment-target';

/** What is liked: a comment, or a reply under the comment `commentId`. */
export type ThumbTarget =
  | { kind: 'comment'; id: number; commentId: number }
  | { kind: 'reply'; id: number; commentId: number };

type Pages<T> = InfiniteData<{ data: T[] }>;

/** The optimistic guess: flip the flag, move the count by one. */
export function flipThumb(row: ThumbState): ThumbState {
  const on = row.is_thumb === 1;
  return { is_thumb: on ? 0 : 1, thumb_count: Math.max(0, row.thumb_count + (on ? -1 : 1)) };
}

const patchRows = <T extends { id: number }>(rows: T[], id: number, patch: (r: T) => T) =>
  rows.map((r) => (r.id === id ? patch(r) : r));

/**
 * Applies `state(row)` to the target wherever the page holds it: the comment list (the
 * comment, or the reply among its latest three) and the opened reply list of its comment.
 */
function applyTo(
  queryClient: ReturnType<typeof useQueryClient>,
  owner: CommentTarget,
  target: ThumbTarget,
  state: (row: ThumbState) => ThumbState,
) {
  const patch = <T extends ThumbState>(row: T): T => ({ ...row, ...state(row) });
  queryClient.setQueryData<Pages<Comment>>(commentKeys.comments(owner), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            data:
              target.kind === 'comment'
                ? patchRows(page.data, target.id, patch)
                : patchRows(page.data, target.commentId, (c) => ({
                    ...c,
                    replies: patchRows(c.replies, target.id, patch),
                  })),
          })),
        }
      : old,
  );
  if (target.kind === 'reply')
    queryClient.setQueryData<Pages<Reply>>(
      commentKeys.replies(owner, target.commentId),
      (old) =>
        old && {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            data: patchRows(page.data, target.id, patch),
          })),
        },
    );
}

/**
 * 点赞 on a comment or reply (SPEC §7 thumb, type comment 2 / reply 3): the button changes
 * at once, then takes the server's flag and exact count (another tab may have toggled
 * too); a failure puts the old state back (the http client shows the server's message).
 */
export function useCommentThumb(owner: CommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ThumbTarget) =>
      api(thumb, {
        type: target.kind === 'comment' ? COMMENT_TYPE.comment : COMMENT_TYPE.reply,
        type_id: target.id,
      }),
    onMutate: async (target) => {
      const keys = [commentKeys.comments(owner), commentKeys.replies(owner, target.commentId)];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = keys.map((key) => [key, queryClient.getQueryData(key)] as const);
      applyTo(queryClient, owner, target, flipThumb);
      return { before };
    },
    onSuccess: (answer, target) => applyTo(queryClient, owner, target, () => answer),
    onError: (_error, _target, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
  });
}
