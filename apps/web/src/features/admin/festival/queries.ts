import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminFestival,
  adminFestivalFooter,
  adminFestivalModuleCreate,
  adminFestivalModuleDelete,
  adminFestivalModuleSort,
  adminFestivalModuleUpdate,
  type Contract,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/* 活动运营 › 活动 › 页面模块 (docs/festival.md): one festival page's modules and footer. */

export function useAdminFestival(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'festival', id],
    queryFn: () => api(adminFestival, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** A console write: toast, then the console's and the page's festival reads refetch. */
function useFestivalWrite<C extends Contract>(contract: C, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      toast.success(done);
      for (const key of ['admin', 'festival'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useModuleCreate = () => useFestivalWrite(adminFestivalModuleCreate, '模块已添加');
export const useModuleUpdate = () => useFestivalWrite(adminFestivalModuleUpdate, '模块已保存');
export const useModuleDelete = () => useFestivalWrite(adminFestivalModuleDelete, '模块已删除');
export const useModuleSort = () => useFestivalWrite(adminFestivalModuleSort, '顺序已保存');
export const useFooterSave = () => useFestivalWrite(adminFestivalFooter, '页脚已保存');
