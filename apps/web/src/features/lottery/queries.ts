import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lotteryAddress, lotteryEnter, lotteryEntries, lotteryInfo } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';

/* The lottery page's data (docs/lottery.md): the page, my entries, entering, the address. */

export const lotteryKey = (id: number) => ['lottery', id] as const;

export function useLotteryInfo(id: number) {
  const signedIn = hasToken();
  return useQuery({
    queryKey: [...lotteryKey(id), 'info', signedIn],
    queryFn: () => api(lotteryInfo, { id }),
  });
}

export function useLotteryEntries(id: number, page: number, mine: boolean) {
  return useQuery({
    queryKey: [...lotteryKey(id), 'entries', page, mine],
    queryFn: () => api(lotteryEntries, { id, page, page_size: 20, mine: mine ? 1 : 0 }),
  });
}

export function useEnterLottery(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => api(lotteryEnter, { active_id: id, count }),
    onSettled: () => client.invalidateQueries({ queryKey: lotteryKey(id) }),
  });
}

export function useSaveAddress(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { receiver: string; phone: string; address: string }) =>
      api(lotteryAddress, { active_id: id, ...v }),
    onSuccess: () => client.invalidateQueries({ queryKey: lotteryKey(id) }),
  });
}
