import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminProductCreate,
  adminProductDelete,
  adminProducts,
  adminProductUpdate,
  adminSupplierApplications,
  adminSupplierApprove,
  adminSupplierCategories,
  adminSupplierCategoryCreate,
  adminSupplierCategoryDelete,
  adminSupplierCategoryUpdate,
  adminSupplierDelete,
  adminSupplierReject,
  adminSuppliers,
  adminSupplierUpdate,
  adminWorkCreate,
  adminWorkDelete,
  adminWorks,
  adminWorkUpdate,
  type Contract,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

const key = (...parts: (string | number)[]) => ['admin', 'products', ...parts];

export const useAdminProducts = (page: number) =>
  useQuery({
    queryKey: key('products', page),
    queryFn: () => api(adminProducts, { page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
/** Every product, for the work form's product select (a console has few). */
export const useProductOptions = () =>
  useQuery({
    queryKey: key('product-options'),
    queryFn: () => api(adminProducts, { page: 1, page_size: 50 }),
  });
export const useAdminWorks = (page: number) =>
  useQuery({
    queryKey: key('works', page),
    queryFn: () => api(adminWorks, { page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const useAdminSupplierCategories = () =>
  useQuery({ queryKey: key('categories'), queryFn: () => api(adminSupplierCategories) });
export const useAdminSuppliers = (page: number) =>
  useQuery({
    queryKey: key('suppliers', page),
    queryFn: () => api(adminSuppliers, { page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const useAdminSupplierApplications = (status: string, page: number) =>
  useQuery({
    queryKey: key('applications', status, page),
    queryFn: () =>
      api(adminSupplierApplications, {
        ...(status === '' ? {} : { status: Number(status) }),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** A console write; afterwards the console tables and the public pages' reads are stale. */
function useWrite<C extends Contract>(contract: C, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['supplier'] });
      void queryClient.invalidateQueries({ queryKey: ['product'] });
    },
  });
}

export const useProductCreate = () => useWrite(adminProductCreate, MSG.siteContentSaved);
export const useProductUpdate = () => useWrite(adminProductUpdate, MSG.siteContentSaved);
export const useProductDelete = () => useWrite(adminProductDelete, MSG.siteContentDeleted);
export const useWorkCreate = () => useWrite(adminWorkCreate, MSG.siteContentSaved);
export const useWorkUpdate = () => useWrite(adminWorkUpdate, MSG.siteContentSaved);
export const useWorkDelete = () => useWrite(adminWorkDelete, MSG.siteContentDeleted);
export const useCategoryCreate = () => useWrite(adminSupplierCategoryCreate, MSG.siteContentSaved);
export const useCategoryUpdate = () => useWrite(adminSupplierCategoryUpdate, MSG.siteContentSaved);
export const useCategoryDelete = () =>
  useWrite(adminSupplierCategoryDelete, MSG.siteContentDeleted);
export const useSupplierUpdate = () => useWrite(adminSupplierUpdate, MSG.siteContentSaved);
export const useSupplierDelete = () => useWrite(adminSupplierDelete, MSG.siteContentDeleted);
export const useApplicationApprove = () => useWrite(adminSupplierApprove, '已通过，供应商页已上线');
export const useApplicationReject = () => useWrite(adminSupplierReject, '已驳回，已通知申请人');
