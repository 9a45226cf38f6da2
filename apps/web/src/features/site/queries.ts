import { useQuery } from '@tanstack/react-query';
import { indexBanner, indexFooter } from '@xinke/shared';
import { api } from '../../lib/api';

/** GET /web/index/banner (PC banners). */
export function useBanners() {
  return useQuery({
    queryKey: ['index', 'banner', 'pc'],
    queryFn: () => api(indexBanner, { equipment: 'pc' }),
    staleTime: 5 * 60_000,
  });
}

/** GET /web/index/footer; the header reuses it for the mini-program QR image. */
export function useFooterData() {
  return useQuery({
    queryKey: ['index', 'footer'],
    queryFn: () => api(indexFooter),
    staleTime: 30 * 60_000,
  });
}
