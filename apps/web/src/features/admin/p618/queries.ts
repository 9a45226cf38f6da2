import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  adminActivities,
  adminActivityLinks,
  adminActivityLinksSave,
  adminP618,
  adminP618Save,
  adminProducts,
  adminTags,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/* The console's 618 settings and activity links (docs/p618.md), and the pickers they use. */

export function useAdminP618() {
  return useQuery({ queryKey: ['admin', 'p618'], queryFn: () => api(adminP618, {}) });
}

/** Saving refetches the console's and the site's 618 reads. */
export function useSaveP618() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof adminP618Save>) => api(adminP618Save, input),
    onSuccess: (saved) => {
      toast.success(MSG.p618Saved);
      client.setQueryData(['admin', 'p618'], saved);
      void client.invalidateQueries({ queryKey: ['p618'] });
    },
  });
}

export function useActivityLinks(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'activity-links', id],
    queryFn: () => api(adminActivityLinks, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useSaveActivityLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof adminActivityLinksSave>) =>
      api(adminActivityLinksSave, input),
    onSuccess: () => {
      toast.success(MSG.activityLinksSaved);
      void client.invalidateQueries({ queryKey: ['admin', 'activity-links'] });
      void client.invalidateQueries({ queryKey: ['product', 'activities'] });
      void client.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}

/** Picker options: the newest 50 activities (drafts too), products and matching tags. */
export function useActivityOptions() {
  return useQuery({
    queryKey: ['admin', 'picker', 'activities'],
    queryFn: () => api(adminActivities, { page: 1, page_size: 50 }),
    select: (page) => page.data.map((a) => ({ value: a.id, label: a.title })),
  });
}

export function useProductOptions() {
  return useQuery({
    queryKey: ['admin', 'picker', 'products'],
    queryFn: () => api(adminProducts, { page: 1, page_size: 50 }),
    select: (page) => page.data.map((p) => ({ value: p.id, label: p.name })),
  });
}

export function useTagOptions(keyword: string) {
  return useQuery({
    queryKey: ['admin', 'picker', 'tags', keyword],
    queryFn: () => api(adminTags, { page: 1, page_size: 50, ...(keyword ? { keyword } : {}) }),
    select: (page) => page.data.map((t) => ({ value: t.id, label: `#${t.name}` })),
  });
}
