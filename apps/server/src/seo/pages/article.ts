import { and, desc, eq } from 'drizzle-orm';
import { ARTICLE_SECTION, type ArticleSectionValue } from '@xinke/shared';
import { articleCategories, articles, users } from '../../db/schema';
import { visibleArticle } from '../../modules/article/article.repository';
import { bodyParagraphs, clip } from '../html';
import { idParam, NV } from '../match';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoContext, SeoPage, SeoPageDef } from '../types';
import { LIST_SIZE, readableDate, collectionPage } from './common';

export const newsPath = (id: number) => `${NV}/n/details/${id}`;
export const officialPath = (type: number, id: number) => `${NV}/official/${type}/${id}`;

/**
 * A news item (n/details/:id, NewsArticle) or an official article (official/:type/:oId,
 * Article): only what readers see — published, its time come, of that section
 * (docs/content.md); anything else is a 404.
 */
async function articlePage(
  { db, siteUrl, clock }: SeoContext,
  section: ArticleSectionValue,
  id: number,
): Promise<SeoPage | null> {
  const [row] = await db
    .select({
      id: articles.id,
      categoryId: articles.categoryId,
      categoryName: articleCategories.name,
      title: articles.title,
      summary: articles.summary,
      cover: articles.cover,
      content: articles.content,
      publishAt: articles.publishAt,
      updateTime: articles.updateTime,
      thumbCount: articles.thumbCount,
      commentCount: articles.commentCount,
      nickname: users.nickname,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.id, id), eq(articles.section, section), visibleArticle(clock())))
    .limit(1);
  if (!row) return null;
  const isNews = section === ARTICLE_SECTION.news;
  const paragraphs = bodyParagraphs(row.content);
  const path = isNews ? newsPath(row.id) : officialPath(row.categoryId, row.id);
  const url = absoluteUrl(siteUrl, path);
  const published = row.publishAt ?? row.updateTime;
  return {
    title: row.title,
    description: row.summary || paragraphs.join('\n') || row.title,
    path,
    ogType: 'article',
    image: row.cover || undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': isNews ? 'NewsArticle' : 'Article',
        '@id': url,
        mainEntityOfPage: url,
        url,
        headline: clip(row.title, 110),
        articleSection: row.categoryName,
        inLanguage: 'zh-CN',
        datePublished: published.toISOString(),
        dateModified: row.updateTime.toISOString(),
        author: { '@type': 'Organization', name: '芯客' },
        publisher: { '@type': 'Organization', name: '芯客' },
        commentCount: row.commentCount,
        ...(row.cover ? { image: absoluteUrl(siteUrl, row.cover) } : {}),
      },
    ],
    firstScreen: 'article',
    text: html`<article>
      <h1>${row.title}</h1>
      <p class="xk-meta">
        ${isNews ? '资讯' : '官方'} · ${row.categoryName} · ${row.nickname} · 发布于
        ${readableDate(published)} · ${row.thumbCount} 赞 · ${row.commentCount} 评论
      </p>
      ${row.cover ? html`<img class="xk-cover" src="${row.cover}" alt="" />` : ''}
      <div class="xk-body">${paragraphs.map((p) => html`<p>${p}</p> `)}</div>
    </article>`,
  };
}

export const newsDetailPage: SeoPageDef = {
  pattern: 'n/details/:id',
  async load(ctx, params) {
    const id = idParam(params.id);
    return id === null ? null : articlePage(ctx, ARTICLE_SECTION.news, id);
  },
};

/** official/:type/0: the newest official articles of a type (0 = every type). */
async function officialListPage(
  { db, siteUrl, clock }: SeoContext,
  type: number,
): Promise<SeoPage | null> {
  const where = and(
    eq(articles.section, ARTICLE_SECTION.official),
    visibleArticle(clock()),
    type > 0 ? eq(articles.categoryId, type) : undefined,
  );
  const [category] =
    type > 0
      ? await db
          .select({ name: articleCategories.name })
          .from(articleCategories)
          .where(
            and(
              eq(articleCategories.id, type),
              eq(articleCategories.section, ARTICLE_SECTION.official),
            ),
          )
      : [{ name: '全部' }];
  if (!category) return null;
  const rows = await db
    .select({
      id: articles.id,
      categoryId: articles.categoryId,
      title: articles.title,
      summary: articles.summary,
      publishAt: articles.publishAt,
    })
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishAt), desc(articles.id))
    .limit(LIST_SIZE);
  const path = officialPath(type, 0);
  const title = type > 0 ? `官方 · ${category.name}` : '官方';
  return {
    title,
    description: `芯客官方文章：${rows
      .slice(0, 5)
      .map((r) => r.title)
      .join('；')}`,
    path,
    jsonLd: [
      collectionPage(
        siteUrl,
        { name: title, path },
        rows.map((r) => ({ name: r.title, path: officialPath(r.categoryId, r.id) })),
      ),
    ],
    text: html`<h1>${title}</h1>
      <ul>
        ${rows.map(
          (r) =>
            html`<li>
              <a href="${officialPath(r.categoryId, r.id)}">${r.title}</a>
              ${r.publishAt ? readableDate(r.publishAt) : ''}
              <p>${r.summary}</p>
            </li> `,
        )}
      </ul>`,
  };
}

export const officialArticlePage: SeoPageDef = {
  pattern: 'official/:type/:oId',
  async load(ctx, params) {
    if (params.oId === '0') {
      const type = params.type === '0' ? 0 : idParam(params.type);
      return type === null ? null : officialListPage(ctx, type);
    }
    const id = idParam(params.oId);
    return id === null ? null : articlePage(ctx, ARTICLE_SECTION.official, id);
  },
};
