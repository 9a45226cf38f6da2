import { sql } from 'drizzle-orm';
import { COMMENT_TYPE, MEDAL_TRIGGER, type ThumbState } from '@xinke/shared';
import type { Db } from '../../db/client';
import { GroupCommits, type Outcome } from '../../db/group-commit';
import { toggleLockKey } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { selectNamed } from '../../db/prepared-once';
import { items } from '../../db/schema';
import { hotScoreSql } from '../detail/item-counters';
import { likeAward, onUnthumb } from '../growth/earnings';
import { afterBalance, dueAwardInsert, type NewBalance } from '../growth/ledger';
import { reachedAutoMedalsSql, type MedalToAward } from '../medal/medal-defs';
import { onPraise } from '../medal/medal-triggers';
import { announce } from '../message/message-events';
import { wantedMessageInsert } from '../message/message.repository';
import type { ContentTarget, TargetRow } from '../comment/targets/content-target';
import { likeMessage } from './like-message';

/*
 * Like ⇄ unlike of a post, the hottest write (docs/forum.md "Performance of the write
 * path"), in two statements where the generic path (reaction.service) takes a dozen: the
 * locks with the post's read, then one statement of data-modifying CTEs for the thumb row,
 * the post's counters and hot score, the author's praise_count and electricity, the ledger
 * row, the author's message and the medal definitions the new numbers reach. What follows
 * only on rare occasions (a level rise, a medal, an unlike taking its electricity back)
 * runs after it through the same functions as everywhere else. Same rows, counters and
 * messages as the generic path plus post.target's rules (reaction.routes.test, earnings
 * and medal tests). Likes that arrive together share one transaction (togglePostThumb): the
 * locks of all of them in one statement, then each one's statement, then one COMMIT.
 */

interface LikeRow extends NewBalance {
  delta: number;
  thumb_count: number;
  praise: number | null;
  paid: number | null;
  message_id: number | null;
  praise_medals: MedalToAward[];
  ele_medals: MedalToAward[];
}

/** The post's columns its TargetRow is made of (post.target's postRow). */
export interface PostForTarget {
  id: number;
  userId: number;
  title: string;
  itemStatus: number;
  allowComment: number;
}

/** One like ⇄ unlike of a post, as the batch gets it. */
export interface PostLike {
  itemId: number;
  likerId: number;
  now: number;
}

/**
 * The locks of a batch of likes, in the order every writer of a post takes them (a comment
 * moves the post's counters, then pays its author): each liker's toggle of each post, then
 * the posts' rows, then their authors' rows, each kind in one fixed order (lock keys and
 * rows by number), so concurrent batches and single writers wait for each other but never
 * deadlock.
 * Each array is read whole by an InitPlan before the next kind is locked: every post is
 * locked before any author. Returns the posts read under their locks (a missing id: no such
 * post). Taken in a statement of their own so that the next ones' snapshot is younger than
 * whatever held them: their reads (the thumb, the ledger's cap) see every committed toggle
 * and award.
 */
async function lockLikes(tx: Db, likes: PostLike[]): Promise<Map<number, PostForTarget>> {
  const keys = [...new Set(likes.map((l) => toggleLockKey('thumb', l.likerId, l.itemId)))];
  const ids = [...new Set(likes.map((l) => l.itemId))];
  const posts = await selectNamed<PostForTarget>(
    tx,
    'post_like_locks',
    sql`with t as (select pg_advisory_xact_lock(h) from (select distinct hashtext(k) as h
        from unnest(${sql.param(keys)}::text[]) k order by h) s),
      i as (select id, user_id, title, item_status, allow_comment from items
        where id = any(${sql.param(ids)}::int[]) and (select count(*) from t) > 0
        order by id for no key update),
      u as (select id from users where id = any(array(select user_id from i))
        order by id for no key update)
      select i.id, i.user_id as "userId", i.title, i.item_status as "itemStatus",
        i.allow_comment as "allowComment", (select count(*) from u) as locked
      from i`,
  );
  return new Map(posts.map((p) => [p.id, p]));
}

/** The statement: toggle, counters, payment, message and reached medals (see above). */
function likeStatement(
  kind: Pick<ContentTarget, 'messageTarget' | 'noun'>,
  target: TargetRow,
  likerId: number,
  now: number,
) {
  const itemId = target.id;
  const authorId = target.ownerId;
  const inserted = sql`exists (select 1 from ins)`;
  const award = likeAward({ itemId, authorId, likerId }, now);
  const { repeatWindowSeconds, ...message } = likeMessage(kind, target, likerId, '赞了');
  // A like is news to the owner; liking my own content tells nobody.
  const notify = likerId === authorId ? sql`false` : inserted;
  const thumb = sql`${items.thumbCount} + d.delta`;
  return sql`with ins as (
      insert into thumbs (user_id, type, type_id, target_user_id)
      values (${likerId}, ${COMMENT_TYPE.post}, ${itemId}, ${authorId})
      on conflict do nothing returning 1
    ), del as (
      delete from thumbs
      where user_id = ${likerId} and type = ${COMMENT_TYPE.post} and type_id = ${itemId}
        and not ${inserted}
      returning 1
    ), d as (
      select (select count(*) from ins)::int - (select count(*) from del)::int as delta
    ), item as (
      update items set thumb_count = ${thumb},
        hot_score = ${hotScoreSql(thumb, sql`${items.commentCount}`, sql`${items.collectCount}`, sql`${items.visitCount}`)}
      from d where items.id = ${itemId} and d.delta <> 0
      returning items.thumb_count
    ), pay as (
      ${award ? dueAwardInsert(award, inserted) : sql`select null::int as amount where false`}
    ), author as (
      update users set praise_count = users.praise_count + d.delta,
        ele = users.ele + coalesce((select amount from pay), 0)
      from d where users.id = ${authorId} and d.delta <> 0
      returning users.praise_count, users.ele, users.level_name
    ), msg as (
      ${wantedMessageInsert(message, repeatWindowSeconds, notify)}
    )
    select d.delta,
      coalesce((select thumb_count from item), (select thumb_count from items where id = ${itemId})) as thumb_count,
      (select praise_count from author) as praise,
      (select ele from author) as ele,
      (select level_name from author) as level_name,
      (select amount from pay) as paid,
      (select id from msg) as message_id,
      ${reachedAutoMedalsSql(MEDAL_TRIGGER.likesReceived, sql`(select praise_count from author)`)} as praise_medals,
      ${reachedAutoMedalsSql(MEDAL_TRIGGER.ele, sql`(select ele from author)`)} as ele_medals
    from d`;
}

type PostKind = Pick<ContentTarget, 'messageTarget' | 'noun' | 'notFound'> & {
  toRow(post: PostForTarget): TargetRow;
};

/**
 * One like ⇄ unlike of a locked, published post: moves the counters by exactly what changed,
 * pays or takes back the author's electricity, tells the author and awards what the new
 * numbers reach.
 */
async function likeLocked(
  tx: Db,
  kind: PostKind,
  target: TargetRow,
  likerId: number,
  now: number,
): Promise<ThumbState> {
  const authorId = target.ownerId;
  const [row] = await selectNamed<LikeRow>(
    tx,
    'post_like',
    likeStatement(kind, target, likerId, now),
  );
  if (!row) throw new Error(`the like of post ${target.id} returned no row`);
  const thumbCount = Number(row.thumb_count ?? 0);
  if (row.message_id !== null) announce(tx, 'onMessageWritten', authorId);
  if (row.paid !== null) {
    const change = { userId: authorId, amount: Number(row.paid), now };
    await afterBalance(tx, change, row, row.ele_medals);
  }
  if (row.delta === 1) {
    // praise_count counts likes of posts only (db/consistency.ts). Serialised by the
    // author's row lock: each like sees its own count.
    await onPraise(tx, authorId, Number(row.praise ?? 0), now, row.praise_medals);
  } else if (row.delta === -1) {
    await onUnthumb(tx, { itemId: target.id, authorId, likerId }, now);
  }
  return { is_thumb: row.delta === 1 ? 1 : 0, thumb_count: thumbCount };
}

/**
 * A batch of likes in one transaction: the locks of all of them, then each in the order it
 * came (a double click in one batch ends where it started). A post that is not published is
 * that like's 404 and nothing else's.
 */
async function writeLikes(
  db: Db,
  kind: PostKind,
  likes: PostLike[],
): Promise<Outcome<ThumbState>[]> {
  return db.transaction(async (tx) => {
    const posts = await lockLikes(tx, likes);
    const outcomes: Outcome<ThumbState>[] = [];
    for (const like of likes) {
      const post = posts.get(like.itemId);
      const target = post && kind.toRow(post);
      if (!target?.published) outcomes.push({ error: AppError.notFound(kind.notFound) });
      else outcomes.push({ value: await likeLocked(tx, kind, target, like.likerId, like.now) });
    }
    return outcomes;
  });
}

/**
 * Likes in batches of at most 20 (a batch holds its posts' and authors' locks until its
 * commit), up to four at once. Measured in docs/forum.md "Likes in batches".
 */
const likeBatches = new GroupCommits<PostLike, ThumbState>(20, 4);

/**
 * Toggles `likerId`'s like of the post `itemId` when it is published (else 404 with
 * `kind.notFound`), in one transaction with the likes that arrive with it (db/group-commit:
 * a busy server pays BEGIN, the locks and COMMIT once per batch, not once per like).
 * `db` is the root handle, never a transaction: the batch commits on its own.
 */
export function togglePostThumb(
  db: Db,
  kind: PostKind,
  itemId: number,
  likerId: number,
  now: number,
): Promise<ThumbState> {
  return likeBatches.submit(db, (likes) => writeLikes(db, kind, likes), { itemId, likerId, now });
}
