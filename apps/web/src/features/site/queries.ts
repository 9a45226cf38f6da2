import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexBanner, indexFooter, indexObject } from '@xinke/shared';
import { api } from '../../lib/api';
import { BANNER_INPUT } from './site-requests';

/** GET /web/index/banner (PC banners). One definition for the hook and the prefetch. */
export const bannersQuery = () =>
  queryOptions({
    queryKey: ['index', 'banner', 'pc'],
    queryFn: () => api(indexBanner, BANNER_INPUT),
    staleTime: 5 * 60_000,
  });

/** GET /web/index/footer; the header reuses it for the mini-program QR image. */
export const footerQuery = () =>
  queryOptions({
    queryKey: ['index', 'footer'],
    queryFn: () => api(indexFooter),
    staleTime: 30 * 60_000,
  });

/** GET /web/index/object: the home page's hot posts. */
export const hotObjectsQuery = () =>
  queryOptions({
    queryKey: ['index', 'object'],
    queryFn: () => api(indexObject),
    staleTime: 60_000,
  });

export function useHotObjects() {
  return useQuery(hotObjectsQuery());
}

export function useBanners() {
  return useQuery(bannersQuery());
}

export function useFooterData() {
  return useQuery(footerQuery());
}
