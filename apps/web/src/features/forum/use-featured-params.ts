import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FORUM_LIST_PAGE_SIZE, HomeSort, type ForumListQuery } from '@xinke/shared';

/**
 * The featured page's state lives in the URL (?tag=, ?top=, ?page=) so links, reloads
 * and the back button all show the same list. Invalid values fall back to defaults.
 */
export function parseFeaturedParams(params: URLSearchParams): { tag?: string; top: number; page: number } {
  const tag = params.get('tag')?.trim() || undefined;
  const topRaw = Number(params.get('top'));
  const top = params.get('top') !== null && HomeSort.has(topRaw) ? topRaw : HomeSort.values.default;
  const pageRaw = Number(params.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  return { tag, top, page };
}

export function useFeaturedParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseFeaturedParams(params), [params]);
  const query: ForumListQuery = useMemo(
    () => ({ page: state.page, page_size: FORUM_LIST_PAGE_SIZE, tag: state.tag, top: state.top }),
    [state],
  );
  /** Changing the tag or the sort starts again at page 1. */
  const update = useCallback(
    (patch: { tag?: string | null; top?: number; page?: number }) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (patch.tag !== undefined) {
          if (patch.tag === null) next.delete('tag');
          else next.set('tag', patch.tag);
          next.delete('page');
        }
        if (patch.top !== undefined) {
          if (patch.top === HomeSort.values.default) next.delete('top');
          else next.set('top', String(patch.top));
          next.delete('page');
        }
        if (patch.page !== undefined) {
          if (patch.page <= 1) next.delete('page');
          else next.set('page', String(patch.page));
        }
        return next;
      });
    },
    [setParams],
  );
  return { ...state, query, update };
}
