import {
  forumDetail,
  forumList,
  forumTags,
  indexBanner,
  indexFooter,
  indexObject,
  newsDetail,
  type ArticleDetail,
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
 * same pages (the landing pages), and the post or news item of a detail page, built by the
 * same code as the client's own calls so the client takes them over. Plain data and pure functions: no React in the boot script.
 */
const NEW_VERSION = /^\/app\/new-version(\/|$)/;
const FEATURED = /^\/app\/new-version\/featured\/?$/;
const HOME = /^\/app\/new-version\/home\/?$/;
// The detail pages people land on from a shared link (issue 18: Lighthouse ≥ 95 there too).
const POST_DETAIL = /^\/app\/new-version\/postDetail\/(\d{1,15})\/?$/;
const NEWS_DETAIL = /^\/app\/new-version\/n\/details\/(\d{1,15})\/?$/;

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
/** A news item opens on its cover, when it has one. */
const articleCover = (body: unknown) => (body as Envelope<ArticleDetail>).data?.cover || undefined;

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
  const post = POST_DETAIL.exec(path)?.[1];
  if (post) add(contractGetUrl(API_BASE, forumDetail, { id: Number(post) }));
  const news = NEWS_DETAIL.exec(path)?.[1];
  if (news) add(contractGetUrl(API_BASE, newsDetail, { id: Number(news) }), articleCover);
  return requests;
}
