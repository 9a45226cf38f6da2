import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminLottery,
  adminLotteryDraw,
  adminLotteryOpen,
  adminLotterySave,
  adminLotteryShip,
  adminLotteryWinners,
  type Contract,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/* 活动运营 › 抽奖 (docs/lottery.md): one lottery's settings, its draw and its winners. */

export function useAdminLottery(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'lottery', id],
    queryFn: () => api(adminLottery, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useAdminLotteryWinners(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'lottery', id, 'winners'],
    queryFn: () => api(adminLotteryWinners, { id: id ?? 0 }),
    enabled: id !== null && enabled,
  });
}

/** A console write: toast, then the console's and the site's lottery reads refetch. */
function useLotteryWrite<C extends Contract>(contract: C, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      toast.success(done);
      for (const key of ['admin', 'lottery', 'activity'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useLotterySave = () => useLotteryWrite(adminLotterySave, '抽奖设置已保存');
export const useLotteryOpen = () => useLotteryWrite(adminLotteryOpen, '已开放报名，种子哈希已公布');
export const useLotteryDraw = () => useLotteryWrite(adminLotteryDraw, '开奖完成，已通知中奖者');
export const useLotteryShip = () => useLotteryWrite(adminLotteryShip, '已标记发货');
