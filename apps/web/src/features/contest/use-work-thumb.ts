import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_TYPE, MSG, thumb, type ContestWorkDetail } from '@xinke/shared';
import { useLoginDialog } from '../auth/login-dialog-context';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { contestKeys } from './queries';

/**
 * Liking a work (comment type 9, docs/contest.md "Comments and likes"): the heart flips at
 * once, then takes the server's flag and exact count; a failure puts the old state back. A
 * visitor gets the login dialog. A like is not a vote: it moves no ranking.
 */
export function useWorkThumb(activeId: number, workId: number) {
  const client = useQueryClient();
  const { openLoginDialog } = useLoginDialog();
  const key = contestKeys.work(activeId, workId);
  const patch = (p: Pick<ContestWorkDetail, 'is_thumb' | 'thumb_count'>) =>
    client.setQueryData<ContestWorkDetail>(key, (old) => old && { ...old, ...p });
  const mutation = useMutation({
    mutationFn: () => api(thumb, { type: COMMENT_TYPE.contestWork, type_id: workId }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ContestWorkDetail>(key);
      if (before) {
        const on = before.is_thumb === 1;
        patch({
          is_thumb: on ? 0 : 1,
          thumb_count: Math.max(0, before.thumb_count + (on ? -1 : 1)),
        });
      }
      return { before };
    },
    onSuccess: (answer) => {
      patch(answer);
      toast.success(answer.is_thumb === 1 ? MSG.thumbOn : MSG.thumbOff);
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
  });
  const toggle = () => {
    if (!hasToken()) {
      openLoginDialog();
      return;
    }
    if (!mutation.isPending) mutation.mutate();
  };
  return { toggle, pending: mutation.isPending };
}
