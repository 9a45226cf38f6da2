import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  liulangExpress,
  liulangIndex,
  liulangJoin,
  liulangJoinInfo,
  liulangPayment,
  liulangPaymentPoll,
  liulangReward,
  liulangStart,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';

/* 流浪计划's data (docs/liulang.md): the round, my application, and the member's writes. */

const KEY = ['liulang'] as const;

export function useLiulangIndex(roundId?: number) {
  const signedIn = hasToken();
  return useQuery({
    queryKey: [...KEY, 'index', roundId ?? 0, signedIn],
    queryFn: () => api(liulangIndex, roundId ? { round_id: roundId } : {}),
  });
}

/** My application to the current round; only asked for when signed in. */
export function useJoinInfo() {
  const signedIn = hasToken();
  return useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: () => api(liulangJoinInfo, {}),
    enabled: signedIn,
  });
}

/** A member write that refreshes everything liulang afterwards. */
function useLiulangWrite<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useJoin = () =>
  useLiulangWrite((input: ContractInput<typeof liulangJoin>) => api(liulangJoin, input));
export const usePayDeposit = () =>
  useLiulangWrite((round_id: number) => api(liulangPayment, { round_id }));
export const useStart = () =>
  useLiulangWrite((round_id: number) => api(liulangStart, { round_id }));
export const useExpress = () =>
  useLiulangWrite((input: ContractInput<typeof liulangExpress>) => api(liulangExpress, input));
export const useReward = () =>
  useLiulangWrite((input: ContractInput<typeof liulangReward>) => api(liulangReward, input));

/** The deposit's state, polled every 3 s until it is paid (the payment/poll call). */
export function useDepositPoll(depositId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'deposit', depositId],
    queryFn: () => api(liulangPaymentPoll, { deposit_id: depositId ?? 0 }),
    enabled: depositId !== null,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 0 ? false : 3000),
  });
}
