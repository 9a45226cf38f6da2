import { asc, desc } from 'drizzle-orm';
import { circles } from '../../db/schema';

import { html } from '../safe-html';
import type { SeoPageDef } from '../types';
import { NV } from '../match';
import { circlePath, collectionPage } from './common';

/** Circles written into the directory page (the directory lists them all, a few dozen). */
const CIRCLES_SHOWN = 200;

/** The circle directory (话题), in the directory's own order. */
export const topicPage: SeoPageDef = {
  pattern: 'topic',
  async load({ db, siteUrl }) {
    const rows = await db
      .select({
        id: circles.id,
        name: circles.name,
        description: circles.description,
        memberCount: circles.memberCount,
        itemCount: circles.itemCount,
      })
      .from(circles)
      .orderBy(desc(circles.sort), desc(circles.memberCount), asc(circles.id))
      .limit(CIRCLES_SHOWN);
    const path = `${NV}/topic`;
    return {
      title: '话题圈子',
      description: `芯客的话题圈子：${rows
        .slice(0, 8)
        .map((c) => c.name)
        .join('、')}等硬件爱好者的讨论区`,
      path,
      jsonLd: [
        collectionPage(
          siteUrl,
          { name: '话题圈子', path },
          rows.map((c) => ({ name: c.name, path: circlePath(c.id) })),
        ),
      ],
      text: html`<h1>话题圈子</h1>
        ${
          rows.length === 0
            ? html`<p>暂无圈子</p>`
            : html`<ul>
                ${rows.map(
                  (c) =>
                    html`<li>
                      <a href="${circlePath(c.id)}">${c.name}</a> —
                      ${c.description}（${c.memberCount} 位成员 · ${c.itemCount} 篇帖子）
                    </li> `,
                )}
              </ul>`
        }`,
    };
  },
};
