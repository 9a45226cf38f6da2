import { and, desc, eq, exists } from 'drizzle-orm';
import { RECOMMEND_TAG, WEB_BANNER_EQUIPMENT } from '@xinke/shared';
import { itemTags, items, tags } from '../../db/schema';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoContext, SeoPage, SeoPageDef } from '../types';
import { NV } from '../match';
import { getBannerGroups } from '../../modules/index-page/index-page.service';
import { postEntries, postList, publishedPosts, SITE_DESCRIPTION, collectionPage } from './common';

/** WebSite with the site search (home and featured: the sitelinks search box). */
function webSite(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: '芯客',
    url: absoluteUrl(siteUrl, `${NV}/featured?tag=${RECOMMEND_TAG}`),
    inLanguage: 'zh-CN',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: absoluteUrl(siteUrl, `${NV}/search?keyword={search_term_string}`),
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

function listPage(
  ctx: SeoContext,
  page: { title: string; heading: string; description: string; path: string },
  posts: Awaited<ReturnType<typeof publishedPosts>>,
): SeoPage {
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [
      webSite(ctx.siteUrl),
      collectionPage(ctx.siteUrl, { name: page.title, path: page.path }, postEntries(posts)),
    ],
    text: html`<h1>${page.heading}</h1>
      <p>${page.description}</p>
      ${postList(posts)}
      <p>
        <a href="${NV}/home">首页</a> · <a href="${NV}/topic">话题</a> ·
        <a href="${NV}/notice">公告</a>
      </p>`,
  };
}

/**
 * The featured page's list: editors' picks for tag=recommend (or no tag), a tag's posts for
 * another known tag; an unknown tag reads as the picks, canonical to them.
 */
async function featuredList(ctx: SeoContext, query: URLSearchParams): Promise<SeoPage> {
  const slug = query.get('tag') ?? RECOMMEND_TAG;
  const [tag] =
    slug === RECOMMEND_TAG
      ? []
      : await ctx.db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  if (tag) {
    const posts = await publishedPosts(
      ctx.db,
      exists(
        ctx.db
          .select({ one: itemTags.itemId })
          .from(itemTags)
          .where(and(eq(itemTags.itemId, items.id), eq(itemTags.tagId, tag.id))),
      ),
      [desc(items.isTop)],
    );
    return listPage(
      ctx,
      {
        title: `${tag.name} - 精选`,
        heading: tag.name,
        description: `芯客「${tag.name}」的精选帖子`,
        path: `${NV}/featured?tag=${encodeURIComponent(tag.slug)}`,
      },
      posts,
    );
  }
  const posts = await publishedPosts(ctx.db, eq(items.isRecommend, 1), [desc(items.isTop)]);
  return listPage(
    ctx,
    {
      title: '精选 - 硬件爱好者社区',
      heading: '芯客精选',
      description: SITE_DESCRIPTION,
      path: `${NV}/featured?tag=${RECOMMEND_TAG}`,
    },
    posts,
  );
}

/**
 * The featured page (精选, where / lands): its list (above), and, whatever the tag, the
 * first banner of the carousel it opens on (of the set the app asks for,
 * WEB_BANNER_EQUIPMENT), drawn in the first screen where the carousel stands so the page's
 * largest picture loads with the HTML (docs/seo.md).
 */
export const featuredPage: SeoPageDef = {
  pattern: 'featured',
  async load(ctx, _params, query) {
    const [page, banners] = await Promise.all([
      featuredList(ctx, query),
      getBannerGroups(ctx.db, ctx.clock, WEB_BANNER_EQUIPMENT),
    ]);
    const [first] = banners.banner1;
    return first ? { ...page, banner: { image: first.image, title: first.title } } : page;
  },
};

/** The home page (首页): the newest published posts, pinned first. */
export const homePage: SeoPageDef = {
  pattern: 'home',
  async load(ctx) {
    const posts = await publishedPosts(ctx.db, undefined, [desc(items.isTop)]);
    return listPage(
      ctx,
      {
        title: '首页',
        heading: '芯客首页',
        description: SITE_DESCRIPTION,
        path: `${NV}/home`,
      },
      posts,
    );
  },
};
