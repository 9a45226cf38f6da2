import { COMMENT_TYPE } from '@xinke/shared';

/** The SPEC §9 comment types that have a comment section on the site. */
export type CommentableType =
  | typeof COMMENT_TYPE.post
  | typeof COMMENT_TYPE.article
  | typeof COMMENT_TYPE.news
  | typeof COMMENT_TYPE.projectPool
  | typeof COMMENT_TYPE.projectPoolWeekly
  | typeof COMMENT_TYPE.contestWork
  | typeof COMMENT_TYPE.spec;

/**
 * What a comment section hangs off: a SPEC §9 comment type code (post 1, official article
 * 4, news 5, project 6, weekly report 7, contest work 9 — the server's registry in modules/comment/targets answers for each) and its
 * id, with `key`, the query key of the page showing it. The section keeps its lists under
 * that key, so one invalidation after a write refreshes the comments and the page's
 * comment_count together.
 */
export interface CommentTarget {
  type: CommentableType;
  id: number;
  key: readonly unknown[];
}

export const commentKeys = {
  comments: (target: CommentTarget) => [...target.key, 'comments'] as const,
  replies: (target: CommentTarget, commentId: number) =>
    [...target.key, 'replies', commentId] as const,
};
