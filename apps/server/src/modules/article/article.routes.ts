import type { FastifyInstance } from 'fastify';
import {
  ARTICLE_SECTION,
  COMMENT_TYPE,
  forumRoll,
  newsComments,
  newsDetail,
  newsIndex,
  newsList,
  officialActiveIndex,
  officialActiveList,
  officialArticleSearch,
  officialCategoryImage,
  officialComments,
  officialContent,
  officialIndex,
  officialList,
  officialProject,
  pbookList,
  todayEvent,
  userCollectArticles,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { listComments } from '../comment/comment.service';
import { ArticleService } from './article.service';
import { listCollectedArticles } from './article-collections';

/** News and official articles on the public site (docs/content.md). */
export function registerArticleRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const articles = new ArticleService(db, clock);
  const viewer = async (request: Parameters<FastifyInstance['optionalUser']>[0]) =>
    (await app.optionalUser(request))?.userId ?? 0;
  const cached = app.publicCache.route();

  registerContract(app, newsIndex, () => articles.newsIndex(), cached);
  registerContract(
    app,
    newsList,
    ({ params, query }) => articles.list(ARTICLE_SECTION.news, params.id, query.page),
    cached,
  );
  // Details count a view and carry the viewer's like: never cached.
  registerContract(app, newsDetail, async ({ params, request }) =>
    articles.detail(ARTICLE_SECTION.news, params.id, await viewer(request)),
  );
  registerContract(app, newsComments, async ({ params, query, request }) =>
    listComments(
      db,
      await viewer(request),
      { type: COMMENT_TYPE.news, typeId: params.id },
      { page: query.page, pageSize: query.page_size },
      clock(),
    ),
  );
  registerContract(
    app,
    todayEvent,
    ({ query }) => articles.todayEvent(query.date, query.category_id),
    cached,
  );
  registerContract(app, forumRoll, () => articles.forumRoll(), cached);
  registerContract(app, pbookList, () => articles.pbook(), cached);

  registerContract(app, officialIndex, () => articles.officialIndex(), cached);
  registerContract(
    app,
    officialList,
    ({ params, query }) => articles.list(ARTICLE_SECTION.official, params.id, query.page),
    cached,
  );
  registerContract(app, officialContent, async ({ params, request }) =>
    articles.detail(ARTICLE_SECTION.official, params.id, await viewer(request)),
  );
  registerContract(app, officialComments, async ({ params, query, request }) =>
    listComments(
      db,
      await viewer(request),
      { type: COMMENT_TYPE.article, typeId: params.id },
      { page: query.page, pageSize: query.page_size },
      clock(),
    ),
  );
  registerContract(
    app,
    officialCategoryImage,
    () => articles.categories(ARTICLE_SECTION.official),
    cached,
  );
  registerContract(app, officialProject, () => articles.project(), cached);
  registerContract(app, officialActiveList, ({ query }) => articles.activeList(query.page), cached);
  registerContract(app, officialActiveIndex, () => articles.activeIndex(), cached);
  registerContract(
    app,
    officialArticleSearch,
    ({ query }) => articles.search(query.query, query.page),
    cached,
  );
  registerContract(app, userCollectArticles, ({ user, query }) =>
    listCollectedArticles(db, mustAuth(user).userId, query.page, query.page_size, clock()),
  );
}
