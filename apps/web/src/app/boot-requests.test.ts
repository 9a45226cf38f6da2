import { afterEach, describe, expect, it, vi } from 'vitest';
import { forumDetail, newsDetail } from '@xinke/shared';
import { api } from '../lib/api';
import { forumListQuery, forumTagsQuery } from '../features/forum/queries';
import { featuredQuery } from '../features/forum/featured-params';
import { bannersQuery, footerQuery, hotObjectsQuery } from '../features/site/queries';
import { bootRequests } from './boot-requests';

/** The address each query's own request goes to (fetch stubbed, answer discarded). */
async function addressOf(run: () => Promise<unknown>): Promise<string> {
  const fetch = vi.fn((url: string) => {
    void url;
    return Promise.resolve(new Response(JSON.stringify({ code: 0, data: null, msg: '' })));
  });
  vi.stubGlobal('fetch', fetch);
  await run();
  return fetch.mock.calls[0]![0];
}

const queryFnOf = (options: { queryFn?: unknown }) => () =>
  (options.queryFn as (ctx: unknown) => Promise<unknown>)({});

describe('boot requests: the landing pages ask for exactly what their queries will', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('featured: footer, the list of the address (tag, sort, page), banners and tags', async () => {
    const url = new URL('http://x/app/new-version/featured?tag=recommend&top=5&page=2');
    const expected = [
      await addressOf(queryFnOf(footerQuery())),
      await addressOf(queryFnOf(forumListQuery(featuredQuery(url.searchParams)))),
      await addressOf(queryFnOf(bannersQuery())),
      await addressOf(queryFnOf(forumTagsQuery())),
    ];
    expect(bootRequests(url).map((r) => r.url)).toEqual(expected);
    expect(expected[1]).toContain('top=5');
  });

  it('home: footer, list, banners and hot objects', async () => {
    const url = new URL('http://x/app/new-version/home');
    const expected = [
      await addressOf(queryFnOf(footerQuery())),
      await addressOf(queryFnOf(forumListQuery(featuredQuery(url.searchParams)))),
      await addressOf(queryFnOf(bannersQuery())),
      await addressOf(queryFnOf(hotObjectsQuery())),
    ];
    expect(bootRequests(url).map((r) => r.url)).toEqual(expected);
  });

  it('detail pages: footer and the post or news item, as the pages ask for them', async () => {
    const post = bootRequests(new URL('http://x/app/new-version/postDetail/62'));
    expect(post.map((r) => r.url)).toEqual([
      await addressOf(queryFnOf(footerQuery())),
      await addressOf(() => api(forumDetail, { id: 62 }, { silent: true })),
    ]);
    const news = bootRequests(new URL('http://x/app/new-version/n/details/2'));
    expect(news.map((r) => r.url)).toEqual([
      await addressOf(queryFnOf(footerQuery())),
      await addressOf(() => api(newsDetail, { id: 2 })),
    ]);
    const cover = { code: 0, msg: '', data: { cover: '/uploads/articles/news-2.jpg' } };
    expect(news[1]?.largestImage?.(cover)).toBe('/uploads/articles/news-2.jpg');
    expect(news[1]?.largestImage?.({ code: 0, msg: '', data: { cover: '' } })).toBeUndefined();
    expect(bootRequests(new URL('http://x/app/new-version/postDetail/abc')).length).toBe(1);
  });

  it('other new-version pages get the footer only; pages outside it nothing', () => {
    expect(bootRequests(new URL('http://x/app/new-version/search?q=1')).length).toBe(1);
    expect(bootRequests(new URL('http://x/app/login'))).toEqual([]);
  });

  it('preloads the first main-carousel image, the largest paint', () => {
    const banner = bootRequests(new URL('http://x/app/new-version/featured')).find(
      (r) => r.largestImage,
    );
    const body = { code: 0, msg: '', data: { banner1: [{ image: '/uploads/b1.svg' }] } };
    expect(banner?.url).toContain('/web/index/banner');
    expect(banner?.largestImage?.(body)).toBe('/uploads/b1.svg');
    expect(banner?.largestImage?.({ code: 0, msg: '', data: { banner1: [] } })).toBeUndefined();
  });
});
