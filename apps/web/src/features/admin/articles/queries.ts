import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminArticle,
  adminArticleCategories,
  adminArticleCategoryCreate,
  adminArticleCategoryDelete,
  adminArticleCategoryUpdate,
  adminArticleCreate,
  adminArticles,
  adminArticleUpdate,
  type ArticleSectionValue,
  type Contract,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export function useAdminArticles(
  section: ArticleSectionValue,
  filters: { state: string; category: string; keyword: string },
  page: number,
) {
  return useQuery({
    queryKey: ['admin', 'articles', section, filters, page],
    queryFn: () =>
      api(adminArticles, {
        section,
        ...(filters.state ? { state: Number(filters.state) } : {}),
        ...(filters.category ? { category_id: Number(filters.category) } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'article', id],
    queryFn: () => api(adminArticle, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useAdminArticleCategories(section: ArticleSectionValue) {
  return useQuery({
    queryKey: ['admin', 'article-categories', section],
    queryFn: () => api(adminArticleCategories, { section }),
  });
}

/** A console write: toast, then everything the console and the site show of articles. */
function useArticleWrite<C extends Contract>(contract: C, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      if (done) toast.success(done);
      for (const key of ['admin', 'article', 'official', 'news', 'today-event'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

// The editor says what its save did (草稿 / 发布 / 定时 / 撤回); see ArticleEditor.
export const useArticleCreate = () => useArticleWrite(adminArticleCreate);
export const useArticleUpdate = () => useArticleWrite(adminArticleUpdate);
export const useArticleCategoryCreate = () =>
  useArticleWrite(adminArticleCategoryCreate, MSG.siteContentSaved);
export const useArticleCategoryUpdate = () =>
  useArticleWrite(adminArticleCategoryUpdate, MSG.siteContentSaved);
export const useArticleCategoryDelete = () =>
  useArticleWrite(adminArticleCategoryDelete, MSG.siteContentDeleted);
