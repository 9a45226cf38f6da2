import { FORUM_LIST_PAGE_SIZE, HomeSort, type ForumListQuery } from '@xinke/shared';

/**
 * The featured page's state lives in the URL (?tag=, ?top=, ?page=) so links, reloads
 * and the back button all show the same list. Invalid values fall back to defaults.
 */
export function parseFeaturedParams(params: URLSearchParams): {
  tag?: string;
  top: number;
  page: number;
} {
  const tag = params.get('tag')?.trim() || undefined;
  const topRaw = Number(params.get('top'));
  const top = params.get('top') !== null && HomeSort.has(topRaw) ? topRaw : HomeSort.values.default;
  const pageRaw = Number(params.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  return { tag, top, page };
}

/** The list query for a URL: also requested by the boot script before the page's code arrives (no React here). */
export function featuredQuery(params: URLSearchParams): ForumListQuery {
  const { page, tag, top } = parseFeaturedParams(params);
  return { page, page_size: FORUM_LIST_PAGE_SIZE, tag, top };
}

export interface FeaturedPatch {
  tag?: string | null;
  top?: number;
  page?: number;
}

/** Changing the tag or the sort starts again at page 1; defaults stay out of the URL. */
export function patchFeaturedParams(prev: URLSearchParams, patch: FeaturedPatch): URLSearchParams {
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
}
