import { sql } from 'drizzle-orm';
import { COMMENT_STATUS, MEDAL_TRIGGER, MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { GroupCommits, type Outcome } from '../../db/group-commit';
import { selectNamed } from '../../db/prepared-once';
import { items } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { refuseMuted } from '../admin/sanctions';
import { hotScoreSql } from '../detail/item-counters';
import { commentAward } from '../growth/earnings';
import { afterBalance, dueAwardInsert, type NewBalance } from '../growth/ledger';
import {
  reachedAutoMedalsSql,
  unheldReachedAutoMedalsSql,
  type MedalToAward,
} from '../medal/medal-defs';
import { onCommentWritten } from '../medal/medal-triggers';
import { commentsWrittenSql } from '../medal/medal.repository';
import { announce } from '../message/message-events';
import { wantedMessageInsert } from '../message/message.repository';
import type { PostForTarget } from '../reaction/post-thumb';
import { commentMessage } from './comment-message';
import { sensitiveWordSql } from './comment.repository';
import type { ContentTarget, TargetRow, WrittenComment } from './targets/content-target';

/*
 * A comment on a post, the second hottest write (docs/forum.md "Performance of the write
 * path"), in four statements where the generic path (comment.service) takes a dozen: the
 * transaction's first statement takes the locks and reads every check, the second is one
 * statement of data-modifying CTEs for the comment row, the post's counters and hot score,
 * the author's message, the ledger row and balance, and the medals the numbers reach. A
 * level change or a medal award follows only when the numbers say so, through the same
 * functions as everywhere else. Same rules, rows, counters and messages as the generic path
 * with post.target's afterComment (comment, earnings, medal, moderation and blacklist tests).
 * Comments that arrive together share one transaction (writePostComment): the locks and
 * checks of all of them in one statement, then each one's statement, then one COMMIT.
 */

/** What the first statement reads: the writer, the post under its lock and the checks. */
interface CommentChecks extends Nullable<PostForTarget> {
  muteUntil: string | Date | null;
  muteReason: string;
  writerId: number;
  nickname: string;
  imageUrl: string;
  levelName: string;
  xUp: number;
  /** The post's owner has blacklisted the writer. */
  blocked: boolean;
  sensitive: boolean;
  /** The new comment's id, drawn here so the ledger's source can name it (in arrival order). */
  commentId: number;
}

/** The second statement's row: the comment and what its effects returned. */
interface CommentWriteRow extends Partial<NewBalance>, Omit<WrittenComment['row'], 'createTime'> {
  createTime: string | Date;
  paid: number | null;
  message_id: number | null;
  ele_medals: MedalToAward[] | null;
  comment_medals: MedalToAward[] | null;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

type PostKind = Pick<ContentTarget, 'commentType' | 'messageTarget' | 'noun' | 'notFound'> & {
  toRow(post: PostForTarget): TargetRow;
};

/** One comment on a post, as the batch gets it. */
interface PostCommentInput {
  targetId: number;
  userId: number;
  content: string;
  now: number;
}

/**
 * The locks of a batch of comments, in the order every writer of a post takes them
 * (reaction/post-thumb.ts): the posts' rows by id, then their authors' rows by id, the posts
 * read whole before any author is locked. With them, one row per comment, in order, of what
 * it must check, read under the locks: the writer's mute and card, the post (null: no such
 * post), the owner's blacklist, the sensitive words. A statement of its own, so that the
 * next ones' snapshot is younger than whatever held the locks: their reads (the ledger's
 * daily cap) see every committed award.
 */
async function lockAndCheck(tx: Db, inputs: PostCommentInput[]): Promise<CommentChecks[]> {
  const column = <T>(pick: (c: PostCommentInput, k: number) => T) => sql.param(inputs.map(pick));
  return selectNamed<CommentChecks>(
    tx,
    'post_comment_locks',
    sql`with input as (select x.*, nextval(pg_get_serial_sequence('comments', 'id'))::int as comment_id
        from unnest(${column((_, k) => k)}::int[], ${column((c) => c.userId)}::int[],
          ${column((c) => c.targetId)}::int[], ${column((c) => c.content)}::text[])
          as x(ord, writer_id, item_id, content)),
      i as (select id, user_id, title, item_status, allow_comment from items
        where id = any(array(select item_id from input)) order by id for no key update),
      u as (select id from users where id = any(array(select user_id from i))
        order by id for no key update)
      select w.mute_until as "muteUntil", w.mute_reason as "muteReason", w.id as "writerId",
        w.nickname, w.image_url as "imageUrl", w.level_name as "levelName", w.x_up as "xUp",
        i.id, i.user_id as "userId", i.title, i.item_status as "itemStatus",
        i.allow_comment as "allowComment", (select count(*) from u) as locked,
        exists (select 1 from blacks b where b.user_id = i.user_id and b.black_user_id = w.id) as blocked,
        ${sensitiveWordSql(sql`input.content`)} as sensitive,
        input.comment_id as "commentId"
      from input left join users w on w.id = input.writer_id left join i on i.id = input.item_id
      order by input.ord`,
  );
}

/**
 * The statement: the comment row, and when it is visible the post's counters and hot score,
 * the author's message, the ledger row with the balance and the medals both reach.
 */
function commentStatement(
  kind: PostKind,
  target: TargetRow,
  comment: { id: number; userId: number; content: string; status: number },
  now: number,
) {
  const insert = sql`insert into comments (id, type, type_id, user_id, content, status)
      values (${comment.id}, ${kind.commentType}, ${target.id}, ${comment.userId}, ${comment.content}, ${comment.status})
      returning id, type, type_id as "typeId", content, status, reply_count as "replyCount",
        thumb_count as "thumbCount", create_time as "createTime"`;
  if (comment.status !== COMMENT_STATUS.visible)
    return sql`with ins as (${insert}) select ins.* from ins`;
  const commentCount = sql`${items.commentCount} + 1`;
  const counters = sql`update items set comment_count = ${commentCount},
      hot_score = ${hotScoreSql(sql`${items.thumbCount}`, commentCount, sql`${items.collectCount}`, sql`${items.visitCount}`)}
    where items.id = ${target.id}`;
  const authorId = target.ownerId;
  const award = commentAward(
    { id: comment.id, itemId: target.id, authorId, commenterId: comment.userId },
    now,
  );
  // The medals the writer's visible comments and replies reach, this one included (the
  // statement's snapshot does not see its own insert).
  const medals = unheldReachedAutoMedalsSql(
    MEDAL_TRIGGER.commentsWritten,
    comment.userId,
    sql`${commentsWrittenSql(comment.userId)} + 1`,
  );
  if (!award) {
    // One's own post: nothing paid, nobody told. A CTE that changes data runs whether or
    // not the query reads it (item).
    return sql`with ins as (${insert}), item as (${counters})
      select ins.*, null::int as paid, null::int as message_id, ${medals} as comment_medals
      from ins`;
  }
  return sql`with ins as (${insert}), item as (${counters}),
    pay as (${dueAwardInsert(award)}),
    author as (
      update users set ele = users.ele + pay.amount from pay where users.id = ${authorId}
      returning users.ele, users.level_name
    ), msg as (
      ${wantedMessageInsert(commentMessage(kind, target, comment), null)}
    )
    select ins.*, (select amount from pay) as paid, (select id from msg) as message_id,
      (select ele from author) as ele, (select level_name from author) as level_name,
      ${reachedAutoMedalsSql(MEDAL_TRIGGER.ele, sql`(select ele from author)`)} as ele_medals,
      ${medals} as comment_medals
    from ins`;
}

/**
 * Whether the comment may be written, from its checks read under the locks: refused as the
 * generic path refuses (muted 403, no published post 404 `kind.notFound`, comments closed
 * 403, blacklisted by the author 403); held for review on a sensitive word.
 */
function allowed(kind: PostKind, checks: CommentChecks, now: number) {
  if ((checks.writerId ?? null) === null) throw AppError.notFound(MSG.userNotFound);
  const until = checks.muteUntil === null ? null : new Date(checks.muteUntil);
  refuseMuted({ until, reason: checks.muteReason }, now);
  const post = checks.id === null ? undefined : (checks as CommentChecks & PostForTarget);
  const target = post && kind.toRow(post);
  if (!target?.published) throw AppError.notFound(kind.notFound);
  if (!target.commentsOpen) throw AppError.forbidden(MSG.commentClosed);
  if (checks.blocked) throw AppError.forbidden(MSG.commentBlocked);
  return { target, pending: checks.sensitive };
}

/**
 * One allowed comment of the batch, its post and author locked: held for review (the row
 * only), or visible with every effect of a visible comment on a post.
 */
async function writeAllowed(
  tx: Db,
  kind: PostKind,
  input: PostCommentInput,
  checks: CommentChecks,
  { target, pending }: ReturnType<typeof allowed>,
): Promise<WrittenComment> {
  const { userId, content, now } = input;
  const status = pending ? COMMENT_STATUS.pending : COMMENT_STATUS.visible;
  const comment = { id: checks.commentId, userId, content, status };
  const [row] = await selectNamed<CommentWriteRow>(
    tx,
    'post_comment',
    commentStatement(kind, target, comment, now),
  );
  if (!row) throw new Error(`the comment on post ${target.id} returned no row`);
  // A held comment's statement returns the row alone: no message, payment nor medal.
  if ((row.message_id ?? null) !== null) announce(tx, 'onMessageWritten', target.ownerId);
  if ((row.paid ?? null) !== null) {
    const change = { userId: target.ownerId, amount: Number(row.paid), now };
    const balance = { ele: Number(row.ele), level_name: String(row.level_name) };
    await afterBalance(tx, change, balance, row.ele_medals ?? []);
  }
  if (!pending) await onCommentWritten(tx, userId, now, row.comment_medals ?? []);
  return {
    row: {
      id: row.id,
      type: row.type,
      typeId: row.typeId,
      content: row.content,
      status: row.status,
      replyCount: row.replyCount,
      thumbCount: row.thumbCount,
      createTime: new Date(row.createTime),
    },
    writer: {
      userId: checks.writerId,
      nickname: checks.nickname,
      imageUrl: checks.imageUrl,
      levelName: checks.levelName,
      xUp: checks.xUp,
    },
    pending,
  };
}

/**
 * A batch of comments in one transaction: the locks and checks of all of them, then each
 * in the order it came. A refused comment (muted, closed, blacklisted, no such post) is
 * that comment's answer and nobody else's; it writes nothing.
 */
async function writeComments(
  db: Db,
  kind: PostKind,
  inputs: PostCommentInput[],
): Promise<Outcome<WrittenComment>[]> {
  return db.transaction(async (tx) => {
    const checks = await lockAndCheck(tx, inputs);
    const outcomes: Outcome<WrittenComment>[] = [];
    for (const [k, input] of inputs.entries()) {
      let allowance: ReturnType<typeof allowed>;
      try {
        allowance = allowed(kind, checks[k]!, input.now);
      } catch (refusal) {
        // Decided before anything of it is written: this comment's answer alone.
        outcomes.push({ error: refusal });
        continue;
      }
      outcomes.push({ value: await writeAllowed(tx, kind, input, checks[k]!, allowance) });
    }
    return outcomes;
  });
}

/** Comments in batches as the likes of posts (reaction/post-thumb.ts). */
const commentBatches = new GroupCommits<PostCommentInput, WrittenComment>(20, 4);

/**
 * `userId` comments `content` on the post `targetId` (see writeChecked), in one
 * transaction with the comments that arrive with it (db/group-commit: a busy server pays
 * BEGIN, the locks and COMMIT once per batch). `db` is the root handle, never a
 * transaction: the batch commits on its own.
 */
export function writePostComment(
  db: Db,
  kind: PostKind,
  input: { targetId: number; userId: number; content: string },
  now: number,
): Promise<WrittenComment> {
  return commentBatches.submit(db, (inputs) => writeComments(db, kind, inputs), {
    ...input,
    now,
  });
}
