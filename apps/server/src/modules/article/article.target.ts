import {
  ARTICLE_SECTION,
  ARTICLE_STATUS,
  COLLECT_SOURCE_TYPE,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  MSG,
  type ArticleSectionValue,
} from '@xinke/shared';
import { registerContentTarget, type ContentTarget } from '../comment/targets/content-target';
import { articleCounts, bumpArticleCounters, findArticleForTarget } from './article.repository';

/*
 * Official articles (comment type 4, target type 2, collect source 2) and news (comment type
 * 5, target type 3; SPEC §9 has no collect source for news, so news is liked, not collected).
 * Staff write them: commenting pays no electricity (the site does not pay itself).
 */
function articleTarget(
  section: ArticleSectionValue,
  fields: Pick<
    ContentTarget,
    'commentType' | 'messageTarget' | 'collectSource' | 'noun' | 'notFound'
  >,
): ContentTarget {
  return {
    ...fields,
    async find(db, id, now) {
      const row = await findArticleForTarget(db, id);
      // An article of the other section is not this type's content.
      if (!row || row.section !== section) return undefined;
      return {
        id: row.id,
        ownerId: row.authorId,
        title: row.title,
        published:
          row.status === ARTICLE_STATUS.published &&
          row.publishAt !== null &&
          row.publishAt.getTime() <= now,
        commentsOpen: true,
      };
    },
    counts: (db, id) => articleCounts(db, id),
    bump: (tx, id, delta) => bumpArticleCounters(tx, id, delta),
  };
}

registerContentTarget(
  articleTarget(ARTICLE_SECTION.official, {
    commentType: COMMENT_TYPE.article,
    messageTarget: COMMENT_TARGET_TYPE.article,
    collectSource: COLLECT_SOURCE_TYPE.officialArticle,
    noun: '文章',
    notFound: MSG.articleNotFound,
  }),
);

registerContentTarget(
  articleTarget(ARTICLE_SECTION.news, {
    commentType: COMMENT_TYPE.news,
    messageTarget: COMMENT_TARGET_TYPE.news,
    noun: '资讯',
    notFound: MSG.newsNotFound,
  }),
);
