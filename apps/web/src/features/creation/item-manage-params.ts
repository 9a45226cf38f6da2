import { ITEM_TYPE, ItemStatus, type ItemListQuery } from '@xinke/shared';

/*
 * The state of post-manage / vote-manage lives in the URL (?status=&page=&from=&to=), so a
 * filtered page can be reloaded, shared and navigated back to.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key);
  return value !== null && DATE.test(value) ? value : undefined;
};

/** The chosen status: one of SPEC §4's, or undefined for 全部 (anything else in the URL). */
export function statusParam(params: URLSearchParams): number | undefined {
  const raw = params.get('status');
  const status = raw === null || raw === '' ? NaN : Number(raw);
  return ItemStatus.has(status) ? status : undefined;
}

/** The chosen date range (YYYY-MM-DD, China days): both ends or none. */
export function rangeParam(params: URLSearchParams): [string, string] | undefined {
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  return from && to ? [from, to] : undefined;
}

/**
 * GET /web/item/list's query (SPEC §3 item list query): page, status, the vote type on
 * vote-manage, and from_date/to_date only when both are given.
 */
export function myItemQuery(
  params: URLSearchParams,
  votes: boolean,
): Omit<ItemListQuery, 'page_size'> {
  const range = rangeParam(params);
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    item_status: statusParam(params),
    item_type: votes ? ITEM_TYPE.vote : undefined,
    ...(range ? { from_date: range[0], to_date: range[1] } : {}),
  };
}

/**
 * The URL after changing one filter: the other filter stays, the page goes back to 1 (the
 * old page number means nothing in the new list).
 */
export function withFilter(
  params: URLSearchParams,
  change: { status: number | undefined } | { range: [string, string] | undefined },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if ('status' in change) {
    if (change.status === undefined) next.delete('status');
    else next.set('status', String(change.status));
  } else if (change.range) {
    next.set('from', change.range[0]);
    next.set('to', change.range[1]);
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}
