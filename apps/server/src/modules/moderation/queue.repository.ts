import { sql, type SQL } from 'drizzle-orm';
import {
  COMMENT_STATUS,
  COMMENT_TYPE,
  ITEM_STATUS,
  REPORT_STATUS,
  REPORT_TARGET_TYPE,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/client';

export interface QueueFilter {
  kind?: string;
  reason?: string;
  circleId?: number;
  userId?: number;
  /** Seconds: entered the queue (pending) or decided (done) from / before. */
  from?: number;
  to?: number;
}

export interface QueueRef {
  kind: 'post' | 'comment' | 'reply';
  id: number;
  reasons: string[];
  queueTime: Date;
}

const held = sql.raw(`${ITEM_STATUS.unverified}, ${ITEM_STATUS.reviewing}`);
const pending = COMMENT_STATUS.pending;
const rejected = COMMENT_STATUS.rejected;
const open = REPORT_STATUS.open;
const onPost = COMMENT_TYPE.post;
const T = REPORT_TARGET_TYPE;

/** The filter conditions on a queue row (kind, id, reasons, queue_time, user_id, circle_id). */
function conditions(f: QueueFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.kind) parts.push(sql`g.kind = ${f.kind}`);
  if (f.reason) parts.push(sql`${f.reason} = any(g.reasons)`);
  if (f.circleId !== undefined) parts.push(sql`g.circle_id = ${f.circleId}`);
  if (f.userId !== undefined) parts.push(sql`g.user_id = ${f.userId}`);
  if (f.from !== undefined) parts.push(sql`g.queue_time >= to_timestamp(${f.from})`);
  if (f.to !== undefined) parts.push(sql`g.queue_time < to_timestamp(${f.to})`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of what waits for a moderator, oldest first: held posts (審核中 / 未審核, reason
 * `sensitive` when a word held them, else `pre`), held comments and replies (a word, or a
 * held parent), and content with open reports — one row per thing, its reasons merged.
 * Each branch walks a partial index (items_review_pending_idx, comments/replies
 * _review_pending_idx, reports_open_target_idx); the queue is small by nature.
 */
export async function findPendingPage(db: Db, f: QueueFilter, limit: number, offset: number) {
  const rows = await selectRows<{
    kind: QueueRef['kind'];
    id: number;
    reasons: string[];
    queue_time: Date | string;
    total: number | string;
  }>(
    db,
    sql`with q as (
        select 'post'::text as kind, i.id,
          case when i.review_word <> '' then 'sensitive' else 'pre' end as reason,
          i.update_time as queue_time, i.user_id, i.circle_id
        from items i where i.item_status in (${held})
        union all
        select 'comment', c.id, 'sensitive', c.create_time, c.user_id, pi.circle_id
        from comments c left join items pi on c.type = ${onPost} and pi.id = c.type_id
        where c.status = ${pending}
        union all
        select 'reply', r.id, 'sensitive', r.create_time, r.user_id, pi.circle_id
        from replies r left join items pi on r.type = ${onPost} and pi.id = r.type_id
        where r.status = ${pending}
        union all
        select 'post', i.id, 'report', min(rp.create_time), min(i.user_id), min(i.circle_id)
        from reports rp join items i on i.id = rp.target_id
        where rp.status = ${open} and rp.target_type = ${T.post}
          and i.item_status in (${held}, ${ITEM_STATUS.published})
        group by i.id
        union all
        select 'comment', c.id, 'report', min(rp.create_time), min(c.user_id), min(pi.circle_id)
        from reports rp join comments c on c.id = rp.target_id
          left join items pi on c.type = ${onPost} and pi.id = c.type_id
        where rp.status = ${open} and rp.target_type = ${T.comment} and c.status <> ${rejected}
        group by c.id
        union all
        select 'reply', r.id, 'report', min(rp.create_time), min(r.user_id), min(pi.circle_id)
        from reports rp join replies r on r.id = rp.target_id
          left join items pi on r.type = ${onPost} and pi.id = r.type_id
        where rp.status = ${open} and rp.target_type = ${T.reply} and r.status <> ${rejected}
        group by r.id
      ), g as (
        select kind, id, array_agg(distinct reason order by reason) as reasons,
          min(queue_time) as queue_time, min(user_id) as user_id, min(circle_id) as circle_id
        from q group by kind, id
      )
      select g.kind, g.id, g.reasons, g.queue_time, count(*) over () as total
      from g where ${conditions(f)}
      order by g.queue_time, g.id, g.kind
      limit ${limit} offset ${offset}`,
  );
  return toPage(rows);
}

/**
 * One page of decided content, newest decision first (the 已处理 tab): rows whose decision
 * columns are set and that wait for nothing now (not held again, no open report).
 */
export async function findDonePage(db: Db, f: QueueFilter, limit: number, offset: number) {
  const rows = await selectRows<{
    kind: QueueRef['kind'];
    id: number;
    reasons: string[];
    queue_time: Date | string;
    total: number | string;
  }>(
    db,
    sql`with g as (
        select 'post'::text as kind, i.id, i.review_time as queue_time, i.user_id, i.circle_id,
          '{}'::text[] as reasons
        from items i
        where i.review_time is not null and i.item_status not in (${held})
          and not exists (select 1 from reports rp where rp.status = ${open}
            and rp.target_type = ${T.post} and rp.target_id = i.id)
        union all
        select 'comment', c.id, c.review_time, c.user_id, pi.circle_id, '{}'::text[]
        from comments c left join items pi on c.type = ${onPost} and pi.id = c.type_id
        where c.review_time is not null and c.status <> ${pending}
          and not exists (select 1 from reports rp where rp.status = ${open}
            and rp.target_type = ${T.comment} and rp.target_id = c.id)
        union all
        select 'reply', r.id, r.review_time, r.user_id, pi.circle_id, '{}'::text[]
        from replies r left join items pi on r.type = ${onPost} and pi.id = r.type_id
        where r.review_time is not null and r.status <> ${pending}
          and not exists (select 1 from reports rp where rp.status = ${open}
            and rp.target_type = ${T.reply} and rp.target_id = r.id)
      )
      select g.kind, g.id, g.reasons, g.queue_time, count(*) over () as total
      from g where ${conditions({ ...f, reason: undefined })}
      order by g.queue_time desc, g.id desc, g.kind
      limit ${limit} offset ${offset}`,
  );
  return toPage(rows);
}

function toPage(
  rows: {
    kind: QueueRef['kind'];
    id: number;
    reasons: string[];
    queue_time: Date | string;
    total: number | string;
  }[],
): { refs: QueueRef[]; total: number } {
  return {
    refs: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      reasons: r.reasons,
      queueTime: new Date(r.queue_time),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
