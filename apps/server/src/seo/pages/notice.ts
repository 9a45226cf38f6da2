import { and, desc, eq, lte } from 'drizzle-orm';
import { NOTICE_STATUS } from '@xinke/shared';
import { notices } from '../../db/schema';
import { clip, htmlToParagraphs } from '../html';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoPageDef } from '../types';
import { NV } from '../match';
import { LIST_SIZE, readableDate } from './common';

/**
 * The notice page (公告): the notices visible now (published, publish time come), pinned
 * first, as the page lists them — each with its text. Drafts and scheduled ones are absent.
 */
export const noticePage: SeoPageDef = {
  pattern: 'notice',
  async load({ db, siteUrl, clock }) {
    const rows = await db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.status, NOTICE_STATUS.published),
          lte(notices.publishTime, new Date(clock())),
        ),
      )
      .orderBy(desc(notices.isTop), desc(notices.publishTime), desc(notices.id))
      .limit(LIST_SIZE);
    const path = `${NV}/notice`;
    const url = absoluteUrl(siteUrl, path);
    return {
      title: '公告',
      description:
        rows.length > 0
          ? `芯客公告：${rows
              .slice(0, 5)
              .map((n) => n.title)
              .join('；')}`
          : '芯客的站内公告',
      path,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: '公告',
          url,
          inLanguage: 'zh-CN',
          hasPart: rows.map((n) => ({
            '@type': 'Article',
            headline: clip(n.title, 110),
            text: clip(htmlToParagraphs(n.content).join('\n'), 2000),
            datePublished: (n.publishTime ?? n.createTime).toISOString(),
            dateModified: n.updateTime.toISOString(),
            publisher: { '@type': 'Organization', name: '芯客' },
          })),
        },
      ],
      text: html`<h1>公告</h1>
        ${
          rows.length === 0
            ? html`<p>暂无公告</p>`
            : rows.map(
                (n) =>
                  html`<article>
                    <h2>${n.title}</h2>
                    <p>${readableDate(n.publishTime ?? n.createTime)}</p>
                    ${htmlToParagraphs(n.content).map((p) => html`<p>${p}</p> `)}
                  </article> `,
              )
        }`,
    };
  },
};
