import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminResource,
  adminResourceCategories,
  adminResourceCategoryCreate,
  adminResourceCategoryDelete,
  adminResourceCategoryUpdate,
  adminResourceCreate,
  adminResourceDelete,
  adminResourceFileDelete,
  adminResources,
  adminResourceStatus,
  adminResourceUpdate,
  type Contract,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export function useAdminResources(
  filters: { status: string; category: string; keyword: string },
  page: number,
) {
  return useQuery({
    queryKey: ['admin', 'resources', filters, page],
    queryFn: () =>
      api(adminResources, {
        ...(filters.status ? { status: Number(filters.status) } : {}),
        ...(filters.category ? { category: Number(filters.category) } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminResource(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'resource', id],
    queryFn: () => api(adminResource, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useAdminResourceCategories() {
  return useQuery({
    queryKey: ['admin', 'resource-categories'],
    queryFn: () => api(adminResourceCategories, {}),
  });
}

function useResourceWrite<C extends Contract>(contract: C, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['resource'] });
    },
  });
}

export const useResourceCreate = () => useResourceWrite(adminResourceCreate, MSG.siteContentSaved);
export const useResourceUpdate = () => useResourceWrite(adminResourceUpdate, MSG.siteContentSaved);
export const useResourceStatus = () => useResourceWrite(adminResourceStatus, MSG.siteContentSaved);
export const useResourceDelete = () =>
  useResourceWrite(adminResourceDelete, MSG.siteContentDeleted);
export const useResourceFileDelete = () =>
  useResourceWrite(adminResourceFileDelete, MSG.siteContentDeleted);
export const useCategoryCreate = () =>
  useResourceWrite(adminResourceCategoryCreate, MSG.siteContentSaved);
export const useCategoryUpdate = () =>
  useResourceWrite(adminResourceCategoryUpdate, MSG.siteContentSaved);
export const useCategoryDelete = () =>
  useResourceWrite(adminResourceCategoryDelete, MSG.siteContentDeleted);
