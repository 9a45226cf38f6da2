import { sql, type SQL } from 'drizzle-orm';
import {
  COLLECT_SOURCE_TYPE,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  ITEM_STATUS,
  ORDER_KIND,
  ORDER_SOLD_STATES,
} from '@xinke/shared';
import { selectRows, type Db } from './client';

/** One stored counter that does not equal the rows it counts. */
export interface CounterDrift {
  table: string;
  /** The row's key (`id`, or `owner:other` for a conversation). */
  id: string;
  column: string;
  stored: number;
  actual: number;
}

interface CounterCheck {
  table: string;
  column: string;
  /** The row's key as text. */
  key: SQL;
  /** What the rows say, as a correlated subquery over `x` (the counter's row). */
  actual: SQL;
}

const published = sql.raw(String(ITEM_STATUS.published));
const visible = sql.raw(String(COMMENT_STATUS.visible));
const postThumb = sql.raw(String(COMMENT_TARGET_TYPE.post));
const postComment = sql.raw(String(COMMENT_TYPE.post));
/** Likes on comments and replies use the SPEC §9 comment type codes of what they like. */
const commentThumb = sql.raw(String(COMMENT_TYPE.comment));
const replyThumb = sql.raw(String(COMMENT_TYPE.reply));
const itemCollect = sql.raw(String(COLLECT_SOURCE_TYPE.item));
const id = sql`x.id::text`;
const articleType = sql`(case x.section when 'news' then ${sql.raw(String(COMMENT_TYPE.news))} else ${sql.raw(String(COMMENT_TYPE.article))} end)`;
const articleCollect = sql.raw(String(COLLECT_SOURCE_TYPE.officialArticle));
const specType = sql.raw(String(COMMENT_TYPE.spec));
const workType = sql.raw(String(COMMENT_TYPE.contestWork));
const projectType = sql.raw(String(COMMENT_TYPE.projectPool));
const weekType = sql.raw(String(COMMENT_TYPE.projectPoolWeekly));
const soldStates = sql.raw(ORDER_SOLD_STATES.join(','));

/**
 * Every stored counter of the schema and the rows it stands for (docs/counters.md has the
 * list and the one place each is moved). Counters with no rows behind them by design
 * (items.visit_count: views are counted, not recorded; search_keywords.count) are not here.
 */
export const COUNTER_CHECKS: readonly CounterCheck[] = [
  {
    table: 'users',
    column: 'follow_count',
    key: id,
    actual: sql`(select count(*) from follows f where f.follower_id = x.id)`,
  },
  {
    table: 'users',
    column: 'fan_count',
    key: id,
    actual: sql`(select count(*) from follows f where f.followee_id = x.id)`,
  },
  {
    table: 'users',
    column: 'item_count',
    key: id,
    actual: sql`(select count(*) from items i where i.user_id = x.id and i.item_status = ${published})`,
  },
  {
    table: 'users',
    column: 'praise_count',
    key: id,
    actual: sql`(select count(*) from thumbs t join items i on i.id = t.type_id
      where t.type = ${postThumb} and i.user_id = x.id)`,
  },
  {
    table: 'users',
    column: 'ele',
    key: id,
    actual: sql`(select coalesce(sum(r.amount), 0) from ele_records r where r.user_id = x.id)`,
  },
  {
    table: 'circles',
    column: 'member_count',
    key: id,
    actual: sql`(select count(*) from circle_members m where m.circle_id = x.id)`,
  },
  {
    table: 'circles',
    column: 'item_count',
    key: id,
    actual: sql`(select count(*) from items i where i.circle_id = x.id and i.item_status = ${published})`,
  },
  {
    table: 'items',
    column: 'thumb_count',
    key: id,
    actual: sql`(select count(*) from thumbs t where t.type = ${postThumb} and t.type_id = x.id)`,
  },
  {
    table: 'items',
    column: 'comment_count',
    key: id,
    actual: sql`(select count(*) from comments c
      where c.type = ${postComment} and c.type_id = x.id and c.status = ${visible})`,
  },
  {
    table: 'items',
    column: 'collect_count',
    key: id,
    actual: sql`(select count(*) from collections c
      where c.source_type = ${itemCollect} and c.source_id = x.id)`,
  },
  {
    table: 'comments',
    column: 'reply_count',
    key: id,
    actual: sql`(select count(*) from replies r where r.comment_id = x.id and r.status = ${visible})`,
  },
  {
    table: 'comments',
    column: 'thumb_count',
    key: id,
    actual: sql`(select count(*) from thumbs t where t.type = ${commentThumb} and t.type_id = x.id)`,
  },
  {
    table: 'replies',
    column: 'thumb_count',
    key: id,
    actual: sql`(select count(*) from thumbs t where t.type = ${replyThumb} and t.type_id = x.id)`,
  },
  // Articles (docs/content.md): official articles are comment type 4 and collect source 2,
  // news comment type 5 (news is not collected: SPEC §9 has no collect source for it).
  {
    table: 'articles',
    column: 'thumb_count',
    key: id,
    actual: sql`(select count(*) from thumbs t where t.type = ${articleType} and t.type_id = x.id)`,
  },
  {
    table: 'articles',
    column: 'comment_count',
    key: id,
    actual: sql`(select count(*) from comments c
      where c.type = ${articleType} and c.type_id = x.id and c.status = ${visible})`,
  },
  {
    table: 'articles',
    column: 'collect_count',
    key: id,
    actual: sql`(select count(*) from collections c
      where c.source_type = ${articleCollect} and c.source_id = x.id and x.section = 'official')`,
  },
  // Creators' specs (docs/creator.md): comment type 8, Xinke's extension. No collect source in
  // SPEC §9, so nothing collects a spec: its collect_count is 0.
  {
    table: 'specs',
    column: 'thumb_count',
    key: id,
    actual: sql`(select count(*) from thumbs t where t.type = ${specType} and t.type_id = x.id)`,
  },
  {
    table: 'specs',
    column: 'comment_count',
    key: id,
    actual: sql`(select count(*) from comments c
      where c.type = ${specType} and c.type_id = x.id and c.status = ${visible})`,
  },
  {
    table: 'specs',
    column: 'collect_count',
    key: id,
    actual: sql`0`,
  },
  // The project pool (docs/project.md): a project is comment type 6, a weekly report 7. No
  // collect source in SPEC §9 for either, so a project's collect_count is 0.
  ...(['projects', 'project_weeks'] as const).flatMap((table) => {
    const type = table === 'projects' ? projectType : weekType;
    return [
      {
        table,
        column: 'thumb_count',
        key: id,
        actual: sql`(select count(*) from thumbs t where t.type = ${type} and t.type_id = x.id)`,
      },
      {
        table,
        column: 'comment_count',
        key: id,
        actual: sql`(select count(*) from comments c
          where c.type = ${type} and c.type_id = x.id and c.status = ${visible})`,
      },
    ];
  }),
  { table: 'projects', column: 'collect_count', key: id, actual: sql`0` },
  {
    table: 'activity_works',
    column: 'vote_count',
    key: id,
    actual: sql`(select count(*) from activity_votes v
      where v.work_id = x.id and v.voided_at is null)`,
  },
  {
    table: 'activity_works',
    column: 'thumb_count',
    key: id,
    actual: sql`(select count(*) from thumbs t where t.type = ${workType} and t.type_id = x.id)`,
  },
  {
    table: 'activity_works',
    column: 'comment_count',
    key: id,
    actual: sql`(select count(*) from comments c
      where c.type = ${workType} and c.type_id = x.id and c.status = ${visible})`,
  },
  {
    table: 'goods',
    column: 'sold',
    key: id,
    actual: sql`(select coalesce(sum(o.quantity), 0) from orders o
      where o.kind = ${ORDER_KIND.goods} and o.ref_id = x.id and o.state in (${soldStates}))`,
  },
  {
    table: 'vote_subjects',
    column: 'voter_count',
    key: id,
    actual: sql`(select count(*) from vote_ballots b where b.subject_id = x.id)`,
  },
  {
    table: 'vote_options',
    column: 'num',
    key: id,
    actual: sql`(select count(*) from vote_ballots b
      where b.subject_id = x.subject_id and x.id = any(b.option_ids))`,
  },
  {
    table: 'conversations',
    column: 'unread',
    key: sql`x.owner_id::text || ':' || x.other_id::text`,
    actual: sql`(select count(*) from letters l
      where l.recipient_id = x.owner_id and l.sender_id = x.other_id and not l.is_read)`,
  },
];

/**
 * Recomputes every stored counter from its rows and returns each one that differs (empty
 * when all agree). Read-only; one statement per counter, each a scan of its table, so it
 * is meant for tests and a manual audit, not for a request path.
 */
export async function findCounterDrift(db: Db): Promise<CounterDrift[]> {
  const drift: CounterDrift[] = [];
  for (const check of COUNTER_CHECKS) {
    const column = sql.identifier(check.column);
    const rows = await selectRows<{ id: string; stored: number; actual: number }>(
      db,
      sql`select ${check.key} as id, x.${column}::int as stored, ${check.actual}::int as actual
        from ${sql.identifier(check.table)} x
        where x.${column} is distinct from ${check.actual}
        order by 1`,
    );
    for (const r of rows) drift.push({ table: check.table, column: check.column, ...r });
  }
  drift.push(...(await messageTotalDrift(db)));
  return drift;
}

/**
 * message_totals holds deltas, not one counter per row (schema/interactions.ts): what a
 * person and category's rows sum to against their messages, keyed `user:category`.
 */
async function messageTotalDrift(db: Db): Promise<CounterDrift[]> {
  const rows = await selectRows<{ id: string; stored: number; actual: number }>(
    db,
    sql`select user_id::text || ':' || category::text as id,
        coalesce(t.n, 0) as stored, coalesce(m.n, 0) as actual
      from (select user_id, category, sum(n)::int as n from message_totals group by 1, 2) t
      full join (select user_id, category, count(*)::int as n from messages group by 1, 2) m
        using (user_id, category)
      where coalesce(t.n, 0) <> coalesce(m.n, 0)
      order by 1`,
  );
  return rows.map((r) => ({ table: 'message_totals', column: 'n', ...r }));
}

/**
 * Sets every stored counter to what its rows say, by the same definitions the check uses.
 * For writers of rows in bulk (the demo seed): they write facts and derive the numbers
 * here. The balance (users.ele) is left alone: only the ledger moves it.
 */
export async function recountCounters(db: Db): Promise<void> {
  for (const check of COUNTER_CHECKS) {
    if (check.table === 'users' && check.column === 'ele') continue;
    const column = sql.identifier(check.column);
    await db.execute(
      sql`update ${sql.identifier(check.table)} x set ${column} = ${check.actual}
        where x.${column} is distinct from ${check.actual}`,
    );
  }
}
