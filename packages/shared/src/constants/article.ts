import { defineEnum } from './define-enum';

/*
 * News (资讯) and official articles (官方): one content concept, an article in a section
 * (docs/content.md). Staff write them in the console; members read, comment, like, collect.
 */

export const ArticleSection = defineEnum({
  news: { value: 'news', label: '资讯' },
  official: { value: 'official', label: '官方' },
});
export const ARTICLE_SECTION = ArticleSection.values;
export type ArticleSectionValue = (typeof ARTICLE_SECTION)[keyof typeof ARTICLE_SECTION];

/**
 * Stored status. "Scheduled" is not stored: it is a published article whose publish_at is
 * still ahead (ARTICLE_STATE adds it for the console).
 */
export const ArticleStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '已发布' },
  unpublished: { value: 2, label: '已撤回' },
});
export const ARTICLE_STATUS = ArticleStatus.values;

/** What the console shows and filters by: the stored status plus 定时 (scheduled). */
export const ArticleState = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '已发布' },
  unpublished: { value: 2, label: '已撤回' },
  scheduled: { value: 3, label: '定时发布' },
});
export const ARTICLE_STATE = ArticleState.values;

export const ARTICLE_LIMITS = {
  title: 80,
  summary: 200,
  content: 100_000,
  categoryName: 20,
  query: 40,
} as const;

/** Page sizes of the public lists. */
export const NEWS_PAGE_SIZE = 10;
export const OFFICIAL_PAGE_SIZE = 12;
/** How many items the small strips carry (forum roll, pbook, active index, project). */
export const ARTICLE_STRIP_SIZE = 8;
