import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, opuVote, type ContestWork } from '@xinke/shared';
import { useLoginDialog } from '../auth/login-dialog-context';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { contestKeys } from './queries';

type Page = { data: ContestWork[] };
type Answer = { opu_id: number; vote_count: number; vote_status: number };

/**
 * Voting for a work: a visitor gets the login dialog; a member's vote writes the answer's
 * count and today's flag into every cached wall page and the work's detail, then toasts
 * 投票成功. A refusal (not open, voted today, own work…) is toasted by api() with the
 * server's msg. The photo contest passes its own call (photo_vote), the same rules.
 */
export function useVote(activeId: number, contract: typeof opuVote = opuVote) {
  const client = useQueryClient();
  const { openLoginDialog } = useLoginDialog();
  const mutation = useMutation({
    mutationFn: (opuId: number) => api(contract, { active_id: activeId, opu_id: opuId }),
    onSuccess: (answer: Answer) => {
      const patch = <W extends ContestWork>(w: W): W =>
        w.id === answer.opu_id
          ? { ...w, vote_count: answer.vote_count, vote_status: answer.vote_status }
          : w;
      client.setQueriesData<Page>({ queryKey: contestKeys.works(activeId) }, (old) =>
        old ? { ...old, data: old.data.map(patch) } : old,
      );
      client.setQueryData<ContestWork>(contestKeys.work(activeId, answer.opu_id), (old) =>
        old ? patch(old) : old,
      );
      toast.success(MSG.contestVoted);
    },
  });
  const vote = (opuId: number) => {
    if (!hasToken()) {
      openLoginDialog();
      return;
    }
    mutation.mutate(opuId);
  };
  return { vote, pendingId: mutation.isPending ? mutation.variables : undefined };
}
