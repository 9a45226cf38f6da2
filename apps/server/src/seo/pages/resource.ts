import { and, asc, desc, eq } from 'drizzle-orm';
import { resourceCategories, resources } from '../../db/schema';
import {
  filesOf,
  joinCategory,
  resourceWithCategory,
  visibleResource,
} from '../../modules/resource/resource.repository';
import { bodyParagraphs, clip } from '../html';
import { idParam, NV } from '../match';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoContext, SeoPage, SeoPageDef } from '../types';
import { LIST_SIZE, readableDate, collectionPage } from './common';

/**
 * The library lives at two addresses (resource and more/resource, resourceDownload/:id and
 * more/download/:id: SPEC §2 keeps both). Both answer the same page; the canonical address
 * is the first, so engines index each resource once.
 */
export const resourcePath = (id: number) => `${NV}/resourceDownload/${id}`;
const LIST_PATH = `${NV}/resource`;

/** 1.5 MB, as the file list of the page shows sizes. */
function readableSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? n : n.toFixed(1)} ${units[unit]}`;
}

/**
 * A resource's page (资源下载): only while readers see it — published, its time come
 * (docs/resources.md); a draft or a scheduled one is a 404. The files are named, never
 * linked: a download needs a member's ticket.
 */
async function resourceDetail({ db, siteUrl, clock }: SeoContext, id: number) {
  const [row] = await db
    .select(resourceWithCategory)
    .from(resources)
    .leftJoin(resourceCategories, joinCategory)
    .where(and(eq(resources.id, id), visibleResource(clock())))
    .limit(1);
  if (!row) return null;
  const r = row.resource;
  const files = (await filesOf(db, [r.id])).get(r.id) ?? [];
  const paragraphs = bodyParagraphs(r.content);
  const path = resourcePath(r.id);
  const url = absoluteUrl(siteUrl, path);
  const published = r.publishTime ?? r.createTime;
  const page: SeoPage = {
    title: r.title,
    description: r.summary || paragraphs.join('\n') || r.title,
    path,
    ogType: 'article',
    image: r.cover || undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'DigitalDocument',
        '@id': url,
        mainEntityOfPage: url,
        url,
        name: r.title,
        description: clip(r.summary || paragraphs.join('\n'), 5000),
        inLanguage: 'zh-CN',
        genre: row.categoryName,
        ...(r.version ? { version: r.version } : {}),
        datePublished: published.toISOString(),
        dateModified: r.updateTime.toISOString(),
        publisher: { '@type': 'Organization', name: '芯客' },
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/DownloadAction',
          userInteractionCount: r.downloads,
        },
        associatedMedia: files.map((f) => ({
          '@type': 'MediaObject',
          name: f.name,
          encodingFormat: f.type,
          contentSize: readableSize(f.size),
        })),
        ...(r.cover ? { image: absoluteUrl(siteUrl, r.cover) } : {}),
      },
    ],
    text: html`<article>
      <h1>${r.title}</h1>
      <p>
        资源库 · <a href="${LIST_PATH}?category=${r.categoryId}">${row.categoryName}</a>${
          r.version ? ` · 版本 ${r.version}` : ''
        }
        · 更新于 ${readableDate(r.updateTime)} · ${r.downloads} 次下载
      </p>
      ${r.summary ? html`<p>${r.summary}</p>` : ''} ${paragraphs.map((p) => html`<p>${p}</p> `)}
      <h2>文件</h2>
      <ul>
        ${files.map((f) => html`<li>${f.name}（${f.type}，${readableSize(f.size)}）</li> `)}
      </ul>
      <p>登录芯客后即可下载。</p>
    </article>`,
  };
  return page;
}

async function resourceList(
  { db, siteUrl, clock }: SeoContext,
  query: URLSearchParams,
): Promise<SeoPage> {
  const categories = await db
    .select({ id: resourceCategories.id, name: resourceCategories.name })
    .from(resourceCategories)
    .orderBy(asc(resourceCategories.sort), asc(resourceCategories.id));
  // A known category is a list of its own (canonical with it); anything else reads as all.
  const category = categories.find((c) => String(c.id) === query.get('category'));
  const rows = await db
    .select({
      id: resources.id,
      title: resources.title,
      summary: resources.summary,
      publishTime: resources.publishTime,
    })
    .from(resources)
    .where(
      and(visibleResource(clock()), category ? eq(resources.categoryId, category.id) : undefined),
    )
    .orderBy(desc(resources.publishTime), desc(resources.id))
    .limit(LIST_SIZE);
  const path = category ? `${LIST_PATH}?category=${category.id}` : LIST_PATH;
  const title = category ? `资源库 · ${category.name}` : '资源库';
  return {
    title,
    description:
      rows.length > 0
        ? `芯客资源库：${rows
            .slice(0, 5)
            .map((r) => r.title)
            .join('；')}`
        : '芯客资源库：数据手册、例程与固件下载',
    path,
    jsonLd: [
      collectionPage(
        siteUrl,
        { name: title, path },
        rows.map((r) => ({ name: r.title, path: resourcePath(r.id) })),
      ),
    ],
    text: html`<h1>${title}</h1>
      <p>
        分类：${categories.map((c) => html`<a href="${LIST_PATH}?category=${c.id}">${c.name}</a> `)}
      </p>
      ${
        rows.length === 0
          ? html`<p>暂无资源</p>`
          : html`<ul>
              ${rows.map(
                (r) =>
                  html`<li>
                    <a href="${resourcePath(r.id)}">${r.title}</a>
                    ${r.publishTime ? readableDate(r.publishTime) : ''}
                    <p>${r.summary}</p>
                  </li> `,
              )}
            </ul>`
      }`,
  };
}

/** The library (资源库): the newest published resources, of a category when one is asked. */
export const resourceListPage: SeoPageDef = {
  pattern: 'resource',
  load: (ctx, _params, query) => resourceList(ctx, query),
};
export const moreResourceListPage: SeoPageDef = { ...resourceListPage, pattern: 'more/resource' };

export const resourceDetailPage: SeoPageDef = {
  pattern: 'resourceDownload/:id',
  async load(ctx, params) {
    const id = idParam(params.id);
    return id === null ? null : resourceDetail(ctx, id);
  },
};
export const moreResourceDetailPage: SeoPageDef = {
  ...resourceDetailPage,
  pattern: 'more/download/:id',
};
