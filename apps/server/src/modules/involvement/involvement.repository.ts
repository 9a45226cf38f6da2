import { sql, type SQL } from 'drizzle-orm';
import {
  COLLECT_SOURCE_TYPE,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  INVOLVEMENT,
  ITEM_STATUS,
} from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';
import type { ItemCardRow } from '../forum/item-card';

export interface InvolvedFilter {
  userId: number;
  itemType?: number;
  /** The member has blocked someone: leave their posts out (blacklistOwner). */
  hideBlocked: boolean;
  /** How many of the newest actions of each kind are read. */
  window: number;
}

export interface InvolvedDbRow extends ItemCardRow {
  involvement: number[];
  involvedTime: Date;
}

/**
 * The post a branch row is about, when it counts: published, someone else's, of the asked
 * type, and not by a person the member blocked. Joined inside each branch, so a branch's
 * LIMIT counts only actions that will be listed.
 */
function onCountedItem(itemId: SQL, f: InvolvedFilter) {
  return sql`join items i on i.id = ${itemId} and i.item_status = ${ITEM_STATUS.published}
    and i.user_id <> ${f.userId}
    ${f.itemType === undefined ? sql`` : sql`and i.item_type = ${f.itemType}`}
    ${
      f.hideBlocked
        ? sql`and not exists (select 1 from blacks b where b.user_id = ${f.userId} and b.black_user_id = i.user_id)`
        : sql``
    }`;
}

/**
 * One row per post the member took part in: the newest time and every kind of taking part.
 * Each branch is a range of one of the member's own indexes (comments_user_time_idx,
 * replies_user_time_idx, thumbs_user_time_idx, collections_user_time_idx), newest first and
 * cut at `window`, so the work depends on the window, never on the member's whole history.
 */
function involvedPosts(f: InvolvedFilter) {
  const w = f.window;
  return sql`select a.item_id, max(a.t) as last_time, array_agg(distinct a.kind) as kinds from (
    (select c.type_id as item_id, c.create_time as t, ${INVOLVEMENT.comment}::int as kind
      from comments c ${onCountedItem(sql`c.type_id`, f)}
      where c.user_id = ${f.userId} and c.status = ${COMMENT_STATUS.visible} and c.type = ${COMMENT_TYPE.post}
      order by c.create_time desc, c.id desc limit ${w})
    union all
    (select r.type_id, r.create_time, ${INVOLVEMENT.comment}::int
      from replies r ${onCountedItem(sql`r.type_id`, f)}
      where r.user_id = ${f.userId} and r.status = ${COMMENT_STATUS.visible} and r.type = ${COMMENT_TYPE.post}
      order by r.create_time desc, r.id desc limit ${w})
    union all
    (select t.type_id, t.create_time, ${INVOLVEMENT.thumb}::int
      from thumbs t ${onCountedItem(sql`t.type_id`, f)}
      where t.user_id = ${f.userId} and t.type = ${COMMENT_TARGET_TYPE.post}
      order by t.create_time desc limit ${w})
    union all
    (select s.source_id, s.create_time, ${INVOLVEMENT.collect}::int
      from collections s ${onCountedItem(sql`s.source_id`, f)}
      where s.user_id = ${f.userId} and s.source_type = ${COLLECT_SOURCE_TYPE.item}
      order by s.create_time desc limit ${w})
  ) a group by a.item_id`;
}

/** A page of the posts, latest involvement first, as list cards. */
export async function findInvolvedPage(
  db: Db,
  f: InvolvedFilter,
  limit: number,
  offset: number,
): Promise<InvolvedDbRow[]> {
  const rows = await selectRows<InvolvedDbRow>(
    db,
    sql`select i.id, i.title, i.summary, i.cover, i.item_type as "itemType", i.is_top as "isTop",
        i.is_recommend as "isRecommend", i.thumb_count as "thumbCount",
        i.comment_count as "commentCount", i.collect_count as "collectCount",
        i.visit_count as "visitCount", i.create_time as "createTime",
        ci.id as "circleId", ci.name as "circleName",
        u.id as "authorId", u.nickname as "authorNickname", u.image_url as "authorImageUrl",
        u.level_name as "authorLevelName", u.x_up as "authorXUp",
        p.kinds as involvement, p.last_time as "involvedTime"
      from (${involvedPosts(f)}) p
      join items i on i.id = p.item_id
      join users u on u.id = i.user_id
      left join circles ci on ci.id = i.circle_id
      order by p.last_time desc, i.id desc
      limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    ...r,
    involvement: [...r.involvement].map(Number).sort((a, b) => a - b),
    createTime: new Date(r.createTime),
    involvedTime: new Date(r.involvedTime),
  }));
}

/** How many posts the member took part in (within the window of each kind). */
export async function countInvolved(db: Db, f: InvolvedFilter): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${involvedPosts(f)}) p`,
  );
  return Number(row?.n ?? 0);
}
