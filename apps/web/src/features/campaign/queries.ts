import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activeItem, activeRules, p618Info, productActivities } from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';
import { hasToken } from '../../lib/credentials';

/*
 * Reads of the rules page, item activities, landing-page 相关活动 and the 618 page
 * (docs/activities.md, docs/products.md, docs/p618.md). Silent: each page shows its own
 * error or not-found state.
 */

/** The rules page; staff see a draft too, so the key follows the login. */
export function useActivityRules(id: number) {
  const signedIn = hasToken();
  return useQuery({
    queryKey: ['activity', 'rules', id, signedIn],
    queryFn: () => api(activeRules, { active_id: id }, { silent: true }),
    enabled: id > 0,
    retry: retryUnlessClientError,
  });
}

export function useActiveItems(id: number, page: number) {
  return useQuery({
    queryKey: ['activity', 'items', id, page],
    queryFn: () => api(activeItem, { active_id: id, page }, { silent: true }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useProductActivities(slug: string) {
  return useQuery({
    queryKey: ['product', 'activities', slug],
    queryFn: () => api(productActivities, { slug }, { silent: true }),
    enabled: slug !== '',
    retry: retryUnlessClientError,
  });
}

export function useP618() {
  return useQuery({
    queryKey: ['p618'],
    queryFn: () => api(p618Info, {}, { silent: true }),
    retry: retryUnlessClientError,
  });
}
