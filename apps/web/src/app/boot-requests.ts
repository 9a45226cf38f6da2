import {
  forumList,
  forumTags,
  indexBanner,
  indexFooter,
  indexObject,
  type BannerGroups,
  type Envelope,
} from '@xinke/shared';
import { FEATURED_TAGS_INPUT } from '../features/forum/forum-requests';
import { featuredQuery } from '../features/forum/featured-params';
import { BANNER_INPUT } from '../features/site/site-requests';
import { API_BASE } from '../lib/api-base';
import { contractGetUrl } from '../lib/http';

/**
 * The GETs the boot script starts for an address: those app/prefetch.ts asks for on the
 * same pages (the landing pages), built by the same code as the client's own calls so the
 * client takes them over. Plain data and pure functions: no React in the boot script.
 */
const NEW_VERSION = /^\/app\/new-version(\/|$)/;
const FEATURED = /^\/app\/new-version\/featured\/?$/;
const HOME = /^\/app\/new-version\/home\/?$/;

export interface BootRequest {
  url: string;
  /**
   * The image that will be the page's largest paint, read from the answer: the boot script
   * preloads it, so it is on its way before React has drawn the element.
   */
  largestImage?: (body: unknown) => string | undefined;
}

/** The landing pages open on the main carousel, whose first slide is the largest paint. */
const firstBanner = (body: unknown) => (body as Envelope<BannerGroups>).data?.banner1?.[0]?.image;

export function bootRequests(url: URL): BootRequest[] {
  const path = url.pathname;
  const requests: BootRequest[] = [];
  const add = (address: string, largestImage?: BootRequest['largestImage']) =>
    requests.push({ url: address, largestImage });
  if (NEW_VERSION.test(path)) add(contractGetUrl(API_BASE, indexFooter));
  if (FEATURED.test(path) || HOME.test(path)) {
    add(contractGetUrl(API_BASE, forumList, featuredQuery(url.searchParams)));
    add(contractGetUrl(API_BASE, indexBanner, BANNER_INPUT), firstBanner);
  }
  if (FEATURED.test(path)) add(contractGetUrl(API_BASE, forumTags, FEATURED_TAGS_INPUT));
  if (HOME.test(path)) add(contractGetUrl(API_BASE, indexObject));
  return requests;
}
