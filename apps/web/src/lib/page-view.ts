import { COOKIE_CHANNEL, PageViewSource, type PageViewBody } from '@xinke/shared';

/**
 * Hosts whose referrer marks a visit as relayed by a search engine (SPEC §9 source 2).
 * Matched on the host name or any of its parent domains, so www.baidu.com and
 * m.baidu.com both count, while notbaidu.com does not.
 */
export const SEARCH_ENGINE_HOSTS = [
  'baidu.com',
  'google.com',
  'google.com.hk',
  'bing.com',
  'sogou.com',
  'so.com',
  'sm.cn',
  'so.toutiao.com',
  'yandex.com',
  'duckduckgo.com',
  'yahoo.com',
];

export function isSearchEngineReferrer(referrer: string): boolean {
  if (!referrer) return false;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  return SEARCH_ENGINE_HOSTS.some((engine) => host === engine || host.endsWith(`.${engine}`));
}

/**
 * Rule: document.referrer only describes how the visit *arrived*, so only the landing
 * page view of a visit from a search engine is a relay (2); every later in-app
 * navigation is an ordinary PC view (1).
 */
export function pageViewSource(referrer: string, isLanding: boolean): number {
  return isLanding && isSearchEngineReferrer(referrer)
    ? PageViewSource.values.searchEngine
    : PageViewSource.values.pc;
}

/**
 * Channel of a visit: `?channelCode=` wins and replaces the stored cookie; otherwise
 * the stored cookie; otherwise empty. `store` tells the caller to update the cookie.
 */
export function resolveChannel(
  search: string,
  storedChannel: string | undefined,
): { channel: string; store: boolean } {
  const fromQuery = new URLSearchParams(search).get(COOKIE_CHANNEL)?.trim();
  if (fromQuery) return { channel: fromQuery, store: fromQuery !== storedChannel };
  return { channel: storedChannel ?? '', store: false };
}

export function buildPageView(input: {
  pathname: string;
  search: string;
  referrer: string;
  isLanding: boolean;
  storedChannel: string | undefined;
}): { body: PageViewBody; storeChannel?: string } {
  const { channel, store } = resolveChannel(input.search, input.storedChannel);
  return {
    body: {
      page_path: input.pathname,
      page_source: pageViewSource(input.referrer, input.isLanding),
      channel_code: channel,
    },
    storeChannel: store ? channel : undefined,
  };
}
