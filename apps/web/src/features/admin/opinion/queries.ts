import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminOpinionAnswer,
  adminOpinions,
  adminSitePages,
  adminSitePageUpdate,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export interface OpinionFilters {
  status: string;
  type: string;
  keyword: string;
}

/** 意见反馈 in the console (docs/feedback.md): the filtered page. */
export function useAdminOpinions(filters: OpinionFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'opinions', filters, page],
    queryFn: () =>
      api(adminOpinions, {
        ...(filters.status === '' ? {} : { status: Number(filters.status) }),
        ...(filters.type === '' ? {} : { type: Number(filters.type) }),
        ...(filters.keyword === '' ? {} : { keyword: filters.keyword }),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOpinionAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof adminOpinionAnswer>) => api(adminOpinionAnswer, input),
    onSuccess: () => {
      toast.success(MSG.opinionAnswered);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export function useAdminSitePages() {
  return useQuery({ queryKey: ['admin', 'site-pages'], queryFn: () => api(adminSitePages) });
}

export function useSitePageUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof adminSitePageUpdate>) =>
      api(adminSitePageUpdate, input),
    onSuccess: () => {
      toast.success(MSG.siteContentSaved);
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['site', 'page'] });
    },
  });
}
