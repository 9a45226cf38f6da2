import { desc, eq } from 'drizzle-orm';
import { circles, items } from '../../db/schema';
import { idParam } from '../match';

import { html } from '../safe-html';
import type { SeoPageDef } from '../types';
import { circlePath, postEntries, postList, publishedPosts, collectionPage } from './common';

/** A circle (圈子 / 话题详情): its description and newest published posts, pinned first. */
export const circlePage: SeoPageDef = {
  pattern: 'topicDetail/:id',
  async load({ db, siteUrl }, params) {
    const id = idParam(params.id);
    if (id === null) return null;
    const [circle] = await db.select().from(circles).where(eq(circles.id, id)).limit(1);
    if (!circle) return null;
    const posts = await publishedPosts(db, eq(items.circleId, id), [desc(items.isTop)]);
    const path = circlePath(id);
    return {
      title: circle.name,
      description: circle.description || `芯客「${circle.name}」圈子的讨论与分享`,
      path,
      image: circle.imageUrl || undefined,
      jsonLd: [
        collectionPage(
          siteUrl,
          { name: circle.name, description: circle.description, path },
          postEntries(posts),
        ),
      ],
      text: html`<h1>${circle.name}</h1>
        <p>${circle.description}</p>
        <p>${circle.memberCount} 位成员 · ${circle.itemCount} 篇帖子</p>
        <h2>最新帖子</h2>
        ${postList(posts)}`,
    };
  },
};
