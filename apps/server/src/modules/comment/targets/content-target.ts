import type { ThumbState } from '@xinke/shared';
import type { Db } from '../../../db/client';

/*
 * What members can comment on, like and collect (SPEC §9 comment types and target types):
 * one registry, so the comment, reply, thumb and collect services and the review queue are
 * written once (docs/content.md "One implementation"). A new kind of content (project pool,
 * weekly, desktop-build contest) is one file that calls registerContentTarget, imported in
 * ./all-targets.ts.
 */

/** The thing commented on, as the shared services need it. */
export interface TargetRow {
  id: number;
  /** Who hears of comments and likes, and whose blacklist refuses commenters. */
  ownerId: number;
  title: string;
  /** Public now (a post's author also sees their own unpublished one). */
  published: boolean;
  /** Comments switched on for it. */
  commentsOpen: boolean;
}

export interface TargetCounts {
  thumbCount: number;
  commentCount: number;
  collectCount: number;
}

export interface CounterDelta {
  thumb?: number;
  comment?: number;
  collect?: number;
}

/** A new comment as the comment service answers it (comment.mapper toComment). */
export interface WrittenComment {
  row: {
    id: number;
    type: number;
    typeId: number;
    content: string;
    status: number;
    replyCount: number;
    thumbCount: number;
    createTime: Date;
  };
  /** Its writer, as comments show them. */
  writer: { userId: number; nickname: string; imageUrl: string; levelName: string; xUp: number };
  /** Held for review (a sensitive word): only its writer sees it. */
  pending: boolean;
}

export interface ContentTarget {
  /** SPEC §9 comment type code: comments.type, replies.type and thumbs.type. */
  commentType: number;
  /** SPEC §9 comment target type: what messages about it point at. */
  messageTarget: number;
  /** SPEC §9 collect source type, when it can be collected. */
  collectSource?: number;
  /** 帖子 / 文章 / 资讯: how messages name it (评论了你的帖子《…》). */
  noun: string;
  /** The 404 message when it is not there for the caller. */
  notFound: string;
  find(db: Db, id: number, now: number): Promise<TargetRow | undefined>;
  /** Its counters as stored (no lock taken). */
  counts(db: Db, id: number): Promise<TargetCounts>;
  /** Moves its counters in the caller's transaction; returns the new values. */
  bump(tx: Db, id: number, delta: CounterDelta): Promise<TargetCounts>;
  /** A visible comment by someone else landed (earnings for posts). */
  afterComment?(
    tx: Db,
    comment: { id: number; target: TargetRow; commenterId: number },
    now: number,
  ): Promise<void>;
  /**
   * The whole like ⇄ unlike of one, when the kind does it itself in fewer statements than
   * the generic path, with its own rules (posts: praise, electricity, medals;
   * reaction/post-thumb.ts): finds it published (else 404 `notFound`) under its own locks,
   * in its own transaction.
   */
  toggleThumb?(db: Db, id: number, likerId: number, now: number): Promise<ThumbState>;
  /**
   * The whole new comment on one, when the kind does it itself in fewer statements than
   * the generic path (posts: comment/post-comment.ts), with the same checks (the writer's
   * mute, the target published with comments open, its owner's blacklist, the sensitive
   * words) and effects, in its own transaction.
   */
  writeComment?(
    db: Db,
    comment: { targetId: number; userId: number; content: string },
    now: number,
  ): Promise<WrittenComment>;
}

const byCommentType = new Map<number, ContentTarget>();
const byCollectSource = new Map<number, ContentTarget>();

export function registerContentTarget(target: ContentTarget): void {
  byCommentType.set(target.commentType, target);
  if (target.collectSource !== undefined) byCollectSource.set(target.collectSource, target);
}

/** The target of SPEC §9 comment type `type`; undefined for a type with no content. */
export function targetOfType(type: number): ContentTarget | undefined {
  return byCommentType.get(type);
}

export function targetOfCollectSource(sourceType: number): ContentTarget | undefined {
  return byCollectSource.get(sourceType);
}

/** Message link of a comment type's content: its target type and id (0/0 when unknown). */
export function messageTargetOf(type: number, typeId: number) {
  const target = byCommentType.get(type);
  return target
    ? { targetType: target.messageTarget, targetId: typeId }
    : { targetType: 0, targetId: 0 };
}
