import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_SWITCH, itemAllowComment, MSG, type PostDetail } from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { creationKeys } from '../creation/queries';
import { detailKeys } from './queries';

/**
 * The author's comment switch (SPEC §4: 禁止评论 0 / 开启评论 1) through
 * GET /web/item/allow_comment/:id. It always sends the wanted value, never "flip": a
 * double click or a second tab then ends where the author meant, not back where it began.
 */
export function useCommentSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) =>
      api(itemAllowComment, {
        id,
        allow_comment: open ? COMMENT_SWITCH.on : COMMENT_SWITCH.off,
      }),
    onSuccess: async (answer, { id }) => {
      queryClient.setQueryData<PostDetail>(
        detailKeys.detail(id),
        (old) => old && { ...old, allow_comment: answer.allow_comment },
      );
      toast.success(
        answer.allow_comment === COMMENT_SWITCH.on ? MSG.commentSwitchedOn : MSG.commentSwitchedOff,
      );
      await queryClient.invalidateQueries({ queryKey: creationKeys.all });
    },
  });
}
