import type { Storage } from '../../uploads/storage';
import { ARTICLE_SECTION, ARTICLE_STATUS, COMMENT_TYPE } from '@xinke/shared';
import type { Db } from '../client';
import { siteAdminId } from './site-admin';
import { articleCategories, articles, comments } from '../schema';
import {
  DEMO_ARTICLE_COMMENTS,
  DEMO_NEWS,
  DEMO_OFFICIAL,
  NEWS_CATEGORIES,
  OFFICIAL_CATEGORIES,
  type DemoArticle,
} from './article-data';
import { PALETTE, wideSvg, writeImage } from './svg';

const DAY_MS = 24 * 3600 * 1000;

/**
 * News and official articles by the site's own account (芯客小助手), published over the last
 * two weeks, with a few readers' comments. Counters are derived afterwards (recountCounters).
 */
export async function seedArticles(
  db: Db,
  uploads: Storage,
  now: number,
  userIds: number[],
): Promise<void> {
  const authorId = (await siteAdminId(db)) ?? userIds[0];
  if (authorId === undefined) return;
  const news = await db
    .insert(articleCategories)
    .values(NEWS_CATEGORIES.map((name, i) => ({ section: ARTICLE_SECTION.news, name, sort: i })))
    .returning();
  const official = await db
    .insert(articleCategories)
    .values(
      await Promise.all(
        OFFICIAL_CATEGORIES.map(async (c, i) => ({
          section: ARTICLE_SECTION.official,
          name: c.name,
          isActivity: c.activity ? 1 : 0,
          sort: i,
          image: await writeImage(
            uploads,
            `articles/category-${i + 1}.jpg`,
            wideSvg({
              width: 480,
              height: 200,
              from: PALETTE[(i * 2) % PALETTE.length] ?? '#1677ff',
              to: PALETTE[(i * 2 + 4) % PALETTE.length] ?? '#722ed1',
              title: c.name,
              subtitle: '芯客官方',
            }),
          ),
        })),
      ),
    )
    .returning();
  // Midnight of today in China, so "days ago" lands on Beijing calendar days.
  const chinaMidnight = Math.floor((now + 8 * 3600_000) / DAY_MS) * DAY_MS - 8 * 3600_000;
  const rowsOf = async (
    section: string,
    list: DemoArticle[],
    cats: { id: number; name: string }[],
  ) =>
    Promise.all(
      list.map(async (a, i) => {
        let at = chinaMidnight - a.daysAgo * DAY_MS + a.hour * 3600_000;
        if (at > now) at = now - (i + 1) * 60_000;
        const cover = a.cover
          ? await writeImage(
              uploads,
              `articles/${section}-${i + 1}.jpg`,
              wideSvg({
                width: 800,
                height: 450,
                from: PALETTE[(i * 3 + 1) % PALETTE.length] ?? '#1677ff',
                to: PALETTE[(i * 3 + 6) % PALETTE.length] ?? '#722ed1',
                title: a.title,
                subtitle: a.category,
              }),
            )
          : '';
        return {
          section,
          categoryId: cats.find((c) => c.name === a.category)?.id ?? cats[0]?.id ?? 0,
          title: a.title,
          cover,
          summary: a.summary,
          content: a.body.map((p) => `<p>${p}</p>`).join(''),
          authorId,
          status: ARTICLE_STATUS.published,
          isTop: a.top ? 1 : 0,
          publishAt: new Date(at),
          visitCount: 40 + ((i * 37) % 300),
          createTime: new Date(at),
          updateTime: new Date(at),
        };
      }),
    );
  const inserted = await db
    .insert(articles)
    .values([
      ...(await rowsOf(ARTICLE_SECTION.news, DEMO_NEWS, news)),
      ...(await rowsOf(ARTICLE_SECTION.official, DEMO_OFFICIAL, official)),
    ])
    .returning({
      id: articles.id,
      title: articles.title,
      section: articles.section,
      publishAt: articles.publishAt,
    });
  const commentRows = DEMO_ARTICLE_COMMENTS.flatMap((c, i) => {
    const article = inserted.find((a) => a.title === c.title);
    const userId = userIds[(i * 7 + 3) % userIds.length];
    if (!article || userId === undefined || !article.publishAt) return [];
    return [
      {
        type: article.section === ARTICLE_SECTION.news ? COMMENT_TYPE.news : COMMENT_TYPE.article,
        typeId: article.id,
        userId,
        content: c.content,
        status: 1,
        createTime: new Date(Math.min(now, article.publishAt.getTime() + (i + 1) * 3600_000)),
      },
    ];
  });
  if (commentRows.length > 0) await db.insert(comments).values(commentRows);
}
