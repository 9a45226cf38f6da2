import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminBannerCreate,
  adminBannerDelete,
  adminBanners,
  adminBannerUpdate,
  adminFooterItemCreate,
  adminFooterItemDelete,
  adminFooterItems,
  adminFooterItemUpdate,
  adminNoticeCreate,
  adminNoticeDelete,
  adminNotices,
  adminNoticeUpdate,
  adminPopupCreate,
  adminPopupDelete,
  adminPopups,
  adminPopupUpdate,
  adminSiteSettings,
  adminSiteSettingsUpdate,
  type Contract,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export const siteKeys = {
  all: ['admin', 'site'] as const,
  banners: (group: string, page: number) => ['admin', 'site', 'banners', group, page] as const,
  footer: (group: string, page: number) => ['admin', 'site', 'footer', group, page] as const,
  popups: (page: number) => ['admin', 'site', 'popups', page] as const,
  notices: (status: string, page: number) => ['admin', 'site', 'notices', status, page] as const,
  settings: ['admin', 'site', 'settings'] as const,
};

export function useAdminBanners(group: string, page: number) {
  return useQuery({
    queryKey: siteKeys.banners(group, page),
    queryFn: () => api(adminBanners, { group_key: group, page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminFooterItems(group: string, page: number) {
  return useQuery({
    queryKey: siteKeys.footer(group, page),
    queryFn: () =>
      api(adminFooterItems, {
        ...(group ? { group_key: group } : {}),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPopups(page: number) {
  return useQuery({
    queryKey: siteKeys.popups(page),
    queryFn: () => api(adminPopups, { page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminNotices(status: string, page: number) {
  return useQuery({
    queryKey: siteKeys.notices(status, page),
    queryFn: () =>
      api(adminNotices, {
        ...(status === '' ? {} : { status: Number(status) }),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminSiteSettings() {
  return useQuery({ queryKey: siteKeys.settings, queryFn: () => api(adminSiteSettings) });
}

/**
 * A console write. Afterwards the console's site tables, the audit log and the public site's
 * own reads in this tab (banners, footer, notices, the sign-in popup) are read again: the
 * server has already emptied every node's cache.
 */
function useSiteWrite<C extends Contract>(contract: C, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['index'] });
      void queryClient.invalidateQueries({ queryKey: ['notice'] });
    },
  });
}

export const useBannerCreate = () => useSiteWrite(adminBannerCreate, MSG.siteContentSaved);
export const useBannerUpdate = () => useSiteWrite(adminBannerUpdate, MSG.siteContentSaved);
export const useBannerDelete = () => useSiteWrite(adminBannerDelete, MSG.siteContentDeleted);
export const useFooterCreate = () => useSiteWrite(adminFooterItemCreate, MSG.siteContentSaved);
export const useFooterUpdate = () => useSiteWrite(adminFooterItemUpdate, MSG.siteContentSaved);
export const useFooterDelete = () => useSiteWrite(adminFooterItemDelete, MSG.siteContentDeleted);
export const usePopupCreate = () => useSiteWrite(adminPopupCreate, MSG.siteContentSaved);
export const usePopupUpdate = () => useSiteWrite(adminPopupUpdate, MSG.siteContentSaved);
export const usePopupDelete = () => useSiteWrite(adminPopupDelete, MSG.siteContentDeleted);
export const useNoticeCreate = () => useSiteWrite(adminNoticeCreate, MSG.siteContentSaved);
export const useNoticeUpdate = () => useSiteWrite(adminNoticeUpdate, MSG.siteContentSaved);
export const useNoticeDelete = () => useSiteWrite(adminNoticeDelete, MSG.siteContentDeleted);
export const useSiteSettingsUpdate = () =>
  useSiteWrite(adminSiteSettingsUpdate, MSG.siteContentSaved);
