import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminActivities,
  adminActivity,
  adminActivityCreate,
  adminActivityDelete,
  adminActivityPublish,
  adminActivityResults,
  adminActivityUnpublish,
  adminActivityUpdate,
  type Contract,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export function useAdminActivities(
  filters: { publish: string; kind: string; keyword: string },
  page: number,
) {
  return useQuery({
    queryKey: ['admin', 'activities', filters, page],
    queryFn: () =>
      api(adminActivities, {
        ...(filters.publish ? { publish_status: Number(filters.publish) } : {}),
        ...(filters.kind ? { kind: filters.kind } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminActivity(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'activity', id],
    queryFn: () => api(adminActivity, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** A console write: toast, then the console's and the site's activity reads refetch. */
function useActivityWrite<C extends Contract>(contract: C, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      if (done) toast.success(done);
      for (const key of ['admin', 'activity'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

// The editor says what a save did (草稿 / 保存 / then 发布); see ActivityEditor.
export const useActivityCreate = () => useActivityWrite(adminActivityCreate);
export const useActivityUpdate = () => useActivityWrite(adminActivityUpdate);
export const useActivityPublish = () =>
  useActivityWrite(adminActivityPublish, MSG.activityPublished);
export const useActivityUnpublish = () =>
  useActivityWrite(adminActivityUnpublish, MSG.activityUnpublished);
export const useActivityResults = () =>
  useActivityWrite(adminActivityResults, MSG.activityResultsPublished);
export const useActivityDelete = () => useActivityWrite(adminActivityDelete, MSG.activityDeleted);
