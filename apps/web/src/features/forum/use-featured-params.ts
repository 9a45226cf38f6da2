import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ForumListQuery } from '@xinke/shared';
import {
  featuredQuery,
  parseFeaturedParams,
  patchFeaturedParams,
  type FeaturedPatch,
} from './featured-params';

export { featuredQuery, parseFeaturedParams, patchFeaturedParams, type FeaturedPatch };

export function useFeaturedParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseFeaturedParams(params), [params]);
  const query: ForumListQuery = useMemo(() => featuredQuery(params), [params]);
  const update = useCallback(
    (patch: FeaturedPatch) => setParams((prev) => patchFeaturedParams(prev, patch)),
    [setParams],
  );
  /** The link to another page of the same list (the pager's pages are real links). */
  const pageHref = useCallback(
    (page: number) => {
      const search = patchFeaturedParams(params, { page }).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params, pathname],
  );
  return { ...state, query, update, pageHref };
}
