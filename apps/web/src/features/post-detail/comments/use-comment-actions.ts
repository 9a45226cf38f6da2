import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMENT_STATUS,
  deleteComment,
  deleteReply,
  MSG,
  postComment,
  postReply,
  type Comment,
  type Reply,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { CommentTarget } from './comment-target';

/** A held comment/reply (sensitive word) is only visible to its author: say so. */
const doneMessage = (status: number, ok: string) =>
  status === COMMENT_STATUS.pending ? MSG.commentPending : ok;

/**
 * Writes on the comments of a target (post, official article, news) through the common
 * endpoints with its SPEC §9 type. Afterwards the comment pages and the target (its
 * comment_count) are fetched again rather than patched: the server's order and counts
 * are the truth, and a held comment must appear exactly as the server shows it.
 */
export function useCommentActions(target: CommentTarget) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: target.key });

  const comment = useMutation({
    mutationFn: (content: string) =>
      api(postComment, { type: target.type, type_id: target.id, content }),
    onSuccess: async (answer: Comment) => {
      toast.success(doneMessage(answer.status, MSG.commentSuccess));
      await refresh();
    },
  });

  const reply = useMutation({
    mutationFn: (input: { content: string; commentId: number; replyTo?: Reply }) =>
      api(postReply, {
        type: target.type,
        type_id: target.id,
        comment_id: input.commentId,
        reply_id: input.replyTo?.id,
        to_user_id: input.replyTo?.user.id,
        content: input.content,
      }),
    onSuccess: async (answer: Reply) => {
      toast.success(doneMessage(answer.status, MSG.replySuccess));
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (target: { kind: 'comment' | 'reply'; id: number }) =>
      target.kind === 'comment'
        ? api(deleteComment, { id: target.id })
        : api(deleteReply, { id: target.id }),
    onSuccess: async () => {
      toast.success(MSG.deleteSuccess);
      await refresh();
    },
  });

  return { comment, reply, remove };
}
