import { and, asc, eq } from 'drizzle-orm';
import { COMMENT_TYPE, ITEM_STATUS } from '@xinke/shared';
import { circles, comments, items, users } from '../../db/schema';
import { bodyParagraphs, clip } from '../html';
import { idParam } from '../match';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoPageDef } from '../types';
import { circlePath, memberPath, person, postPath, readableDate } from './common';

/** Comments written into the page (oldest first, as a thread reads). */
const COMMENTS_SHOWN = 50;

/** Post detail (帖子详情): only published posts are public; anything else is a 404. */
export const postDetailPage: SeoPageDef = {
  pattern: 'postDetail/:id',
  async load({ db, siteUrl }, params) {
    const id = idParam(params.id);
    if (id === null) return null;
    const [row] = await db
      .select({
        id: items.id,
        title: items.title,
        body: items.body,
        summary: items.summary,
        itemImage: items.itemImage,
        itemStatus: items.itemStatus,
        thumbCount: items.thumbCount,
        commentCount: items.commentCount,
        collectCount: items.collectCount,
        visitCount: items.visitCount,
        publishTime: items.publishTime,
        createTime: items.createTime,
        updateTime: items.updateTime,
        authorId: users.id,
        nickname: users.nickname,
        circleId: circles.id,
        circleName: circles.name,
      })
      .from(items)
      .innerJoin(users, eq(users.id, items.userId))
      .leftJoin(circles, eq(circles.id, items.circleId))
      .where(eq(items.id, id))
      .limit(1);
    if (!row || row.itemStatus !== ITEM_STATUS.published) return null;
    const shown = await db
      .select({
        content: comments.content,
        createTime: comments.createTime,
        nickname: users.nickname,
        userId: users.id,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(
        and(eq(comments.type, COMMENT_TYPE.post), eq(comments.typeId, id), eq(comments.status, 1)),
      )
      .orderBy(asc(comments.createTime), asc(comments.id))
      .limit(COMMENTS_SHOWN);

    const paragraphs = bodyParagraphs(row.body);
    const bodyText = paragraphs.join('\n');
    const published = row.publishTime ?? row.createTime;
    const url = absoluteUrl(siteUrl, postPath(row.id));
    const counter = (type: string, n: number) => ({
      '@type': 'InteractionCounter',
      interactionType: `https://schema.org/${type}`,
      userInteractionCount: n,
    });
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      '@id': url,
      mainEntityOfPage: url,
      url,
      headline: clip(row.title, 110),
      text: clip(bodyText, 5000),
      inLanguage: 'zh-CN',
      author: person(siteUrl, row.authorId, row.nickname),
      datePublished: published.toISOString(),
      dateModified: row.updateTime.toISOString(),
      commentCount: row.commentCount,
      interactionStatistic: [
        counter('LikeAction', row.thumbCount),
        counter('CommentAction', row.commentCount),
        counter('BookmarkAction', row.collectCount),
        counter('ViewAction', row.visitCount),
      ],
      ...(row.itemImage ? { image: absoluteUrl(siteUrl, row.itemImage) } : {}),
      ...(row.circleId !== null && row.circleName !== null
        ? {
            isPartOf: {
              '@type': 'WebPage',
              name: row.circleName,
              url: absoluteUrl(siteUrl, circlePath(row.circleId)),
            },
          }
        : {}),
      comment: shown.map((c) => ({
        '@type': 'Comment',
        text: c.content,
        datePublished: c.createTime.toISOString(),
        author: person(siteUrl, c.userId, c.nickname),
      })),
    };

    return {
      title: row.title,
      description: row.summary || bodyText || row.title,
      path: postPath(row.id),
      firstScreen: 'post',
      ogType: 'article',
      image: row.itemImage || undefined,
      jsonLd: [posting],
      text: html`<article>
          <h1>${row.title}</h1>
          <p class="xk-meta">
            作者：<a href="${memberPath(row.authorId)}">${row.nickname}</a> · 发布于
            ${readableDate(published)}${
              row.circleId !== null && row.circleName !== null
                ? html` · 圈子：<a href="${circlePath(row.circleId)}">${row.circleName}</a>`
                : ''
            }
            · ${row.thumbCount} 赞 · ${row.commentCount} 评论
          </p>
          <div class="xk-body">${paragraphs.map((p) => html`<p>${p}</p> `)}</div>
        </article>
        <section>
          <h2>评论（${row.commentCount}）</h2>
          ${
            shown.length === 0
              ? html`<p>暂无评论</p>`
              : html`<ul>
                  ${shown.map(
                    (c) =>
                      html`<li>
                        <a href="${memberPath(c.userId)}">${c.nickname}</a>：${c.content}
                      </li> `,
                  )}
                </ul>`
          }
        </section>`,
    };
  },
};
