import { and, desc, eq, type SQL } from 'drizzle-orm';
import { ITEM_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { items, users } from '../../db/schema';
import { clip, htmlToText } from '../html';
import { absoluteUrl } from '../render';
import { html, type SafeHtml } from '../safe-html';
import { NV } from '../match';

/** How many entries a list page writes into its readable text and ItemList. */
export const LIST_SIZE = 20;

export const postPath = (id: number) => `${NV}/postDetail/${id}`;
export const circlePath = (id: number) => `${NV}/topicDetail/${id}`;
export const memberPath = (id: number) => `${NV}/homepage/${id}`;

const DATE = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A date as readers in China see it (2026/05/03). */
export const readableDate = (d: Date) => DATE.format(d);

/** One published post of a list: what its card and its ItemList entry need. */
export interface PostLink {
  id: number;
  title: string;
  summary: string;
  createTime: Date;
  nickname: string;
}

/** Published posts by `where` (on top of published), in `orderBy` order, joined to authors. */
export async function publishedPosts(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  limit = LIST_SIZE,
): Promise<PostLink[]> {
  return db
    .select({
      id: items.id,
      title: items.title,
      summary: items.summary,
      createTime: items.createTime,
      nickname: users.nickname,
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.userId))
    .where(and(eq(items.itemStatus, ITEM_STATUS.published), where))
    .orderBy(...orderBy, desc(items.createTime), desc(items.id))
    .limit(limit);
}

/** The readable list of posts: a link per post, with author, date and excerpt. */
export function postList(posts: PostLink[]): SafeHtml {
  if (posts.length === 0) return html`<p>暂无帖子</p>`;
  return html`<ul>
    ${posts.map(
      (p) =>
        html`<li>
          <a href="${postPath(p.id)}">${p.title}</a> — ${p.nickname} ·
          ${readableDate(p.createTime)}${
            p.summary ? html`<br />${clip(htmlToText(p.summary), 120)}` : ''
          }
        </li> `,
    )}
  </ul>`;
}

/** schema.org ItemList of links (name + absolute url), in page order. */
export function itemList(siteUrl: string, entries: { name: string; path: string }[]) {
  return {
    '@type': 'ItemList',
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: e.name,
      url: absoluteUrl(siteUrl, e.path),
    })),
  };
}

/** A list page as schema.org CollectionPage: its name, its url, the items it links, in order. */
export function collectionPage(
  siteUrl: string,
  page: { name: string; path: string; description?: string },
  entries: { name: string; path: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    ...(page.description === undefined ? {} : { description: page.description }),
    url: absoluteUrl(siteUrl, page.path),
    inLanguage: 'zh-CN',
    mainEntity: itemList(siteUrl, entries),
  };
}

export const postEntries = (posts: PostLink[]) =>
  posts.map((p) => ({ name: p.title, path: postPath(p.id) }));

/** The member as schema.org Person, linked to their homepage. */
export function person(siteUrl: string, id: number, nickname: string) {
  return { '@type': 'Person', name: nickname, url: absoluteUrl(siteUrl, memberPath(id)) };
}

/** Site description used where a page has none of its own. */
export const SITE_DESCRIPTION = '芯客：硬件爱好者的中文社区，发现和分享新科技产品';
