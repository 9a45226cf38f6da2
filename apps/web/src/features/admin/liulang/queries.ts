import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminLiulangCreate,
  adminLiulangRefund,
  adminLiulangReject,
  adminLiulangRound,
  adminLiulangRounds,
  adminLiulangSave,
  adminLiulangSelect,
  type ContractInput,
  type LiulangRoundInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/* 活动运营 › 流浪计划 (docs/liulang.md): rounds, sign-ups and the chain. */

const KEY = ['admin', 'liulang'] as const;

export const useLiulangRounds = () =>
  useQuery({ queryKey: [...KEY, 'rounds'], queryFn: () => api(adminLiulangRounds, {}) });

export const useLiulangRound = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'round', id],
    queryFn: () => api(adminLiulangRound, { id: id ?? 0 }),
    enabled: id !== null,
  });

/** A console write: toast, then refetch the console's and the site's liulang reads. */
function useWrite<I, O>(fn: (input: I) => Promise<O>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      toast.success(done);
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: ['liulang'] });
    },
  });
}

export const useSaveRound = () =>
  useWrite(
    ({ id, ...body }: LiulangRoundInput & { id?: number }) =>
      id ? api(adminLiulangSave, { id, ...body }) : api(adminLiulangCreate, body),
    '已保存',
  );
export const useSelectApplication = () =>
  useWrite((application_id: number) => api(adminLiulangSelect, { application_id }), '已入选');
export const useRejectApplication = () =>
  useWrite(
    (input: ContractInput<typeof adminLiulangReject>) => api(adminLiulangReject, input),
    '已设为未入选',
  );
export const useRefundDeposit = () =>
  useWrite((application_id: number) => api(adminLiulangRefund, { application_id }), '押金已退还');
