import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_KIND,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  ITEM_STATUS,
} from '@xinke/shared';
import { selectRows, type Db } from '../../db/client';

export interface ActiveDbRow {
  type: number;
  createTime: Date;
  content: string;
  itemId: number;
  title: string;
  cover: string;
  itemType: number;
  authorId: number;
  authorNickname: string;
  authorImageUrl: string;
}

/**
 * The published post a branch row is about, and whether the viewer may see it: the author
 * must not be on the viewer's blacklist (`hideFrom`, null for none).
 */
const onVisibleItem = (itemId: SQL, hideFrom: number | null) => sql`
  join items i on i.id = ${itemId} and i.item_status = ${ITEM_STATUS.published}
  ${
    hideFrom === null
      ? sql``
      : sql`and not exists (select 1 from blacks b where b.user_id = ${hideFrom} and b.black_user_id = i.user_id)`
  }`;

/**
 * Each kind of action of `userId`, newest first, at most `depth` of each: a range of the
 * user's own index per kind (items_user_published_idx, comments_user_time_idx,
 * replies_user_time_idx, thumbs_user_time_idx). Only visible comments and replies on
 * posts, and likes of posts, count; each branch stops at `depth`, so the work is bounded by
 * the page depth, never by the person's history.
 */
function branches(userId: number, depth: number, hideFrom: number | null) {
  return sql`
    (select ${ACTIVE_KIND.post}::int as type, i.create_time, '' as content, i.id as item_id, i.id as k
      from items i
      where i.user_id = ${userId} and i.item_status = ${ITEM_STATUS.published}
      ${
        hideFrom === null
          ? sql``
          : sql`and not exists (select 1 from blacks b where b.user_id = ${hideFrom} and b.black_user_id = i.user_id)`
      }
      order by i.create_time desc, i.id desc limit ${depth})
    union all
    (select ${ACTIVE_KIND.comment}::int, c.create_time, c.content, c.type_id, c.id
      from comments c ${onVisibleItem(sql`c.type_id`, hideFrom)}
      where c.user_id = ${userId} and c.status = ${COMMENT_STATUS.visible} and c.type = ${COMMENT_TYPE.post}
      order by c.create_time desc, c.id desc limit ${depth})
    union all
    (select ${ACTIVE_KIND.reply}::int, r.create_time, r.content, r.type_id, r.id
      from replies r ${onVisibleItem(sql`r.type_id`, hideFrom)}
      where r.user_id = ${userId} and r.status = ${COMMENT_STATUS.visible} and r.type = ${COMMENT_TYPE.post}
      order by r.create_time desc, r.id desc limit ${depth})
    union all
    (select ${ACTIVE_KIND.thumb}::int, t.create_time, '', t.type_id, t.type_id
      from thumbs t ${onVisibleItem(sql`t.type_id`, hideFrom)}
      where t.user_id = ${userId} and t.type = ${COMMENT_TARGET_TYPE.post}
      order by t.create_time desc limit ${depth})`;
}

/** A page of `userId`'s activity, newest first; `offset + limit` is at most the window. */
export async function findActivePage(
  db: Db,
  userId: number,
  hideFrom: number | null,
  limit: number,
  offset: number,
): Promise<ActiveDbRow[]> {
  const rows = await selectRows<ActiveDbRow>(
    db,
    sql`select a.type, a.create_time as "createTime", a.content, i.id as "itemId", i.title,
        i.cover, i.item_type as "itemType", u.id as "authorId", u.nickname as "authorNickname",
        u.image_url as "authorImageUrl"
      from (${branches(userId, offset + limit, hideFrom)}) a
      join items i on i.id = a.item_id
      join users u on u.id = i.user_id
      order by a.create_time desc, a.type, a.k desc
      limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ ...r, itemId: Number(r.itemId), createTime: new Date(r.createTime) }));
}

/** How many activity rows `userId` has, counted up to `window` (the timeline pages no deeper). */
export async function countActive(
  db: Db,
  userId: number,
  hideFrom: number | null,
  window: number,
): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from (${branches(userId, window, hideFrom)}) a limit ${window}) w`,
  );
  return Number(row?.n ?? 0);
}
