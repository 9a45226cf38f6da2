/**
 * The query key of one article's page (news or official, docs/content.md): its detail,
 * and its comments under it. Whatever changes the article's counts (a comment, a collect
 * from the collection page) invalidates this key.
 */
export const articleKey = (section: 'news' | 'official', id: number) =>
  ['article', section, id] as const;
