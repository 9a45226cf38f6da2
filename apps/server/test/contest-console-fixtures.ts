import { eq, sql } from 'drizzle-orm';
import { ACTIVITY_PUBLISH, WorkReview } from '@xinke/shared';
import type { Db } from '../src/db/client';
import {
  activities,
  activityEnrolments,
  activityStages,
  activityVotes,
  activityWorks,
} from '../src/db/schema';
import { selectRows } from '../src/db/client';

/*
 * Rows of contests for the console's tests and the staff walk (docs/contest-console.md),
 * written directly: a work with its entrant's enrolment, and votes that move the work's
 * vote_count in the same transaction (the counter rule, docs/counters.md).
 */

const DAY_MS = 86_400_000;

/**
 * A published contest whose voting runs from a day before `now` to a day after; its
 * submission closed two days before. `title` names it in messages.
 */
export async function buildContest(
  db: Db,
  createdBy: number,
  now: number,
  title = '装机大赛',
): Promise<number> {
  const [row] = await db
    .insert(activities)
    .values({
      type: 'activity',
      kind: 'diy_computer',
      title,
      status: ACTIVITY_PUBLISH.published,
      createdBy,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('activity insert returned nothing');
  await db.insert(activityStages).values([
    {
      activeId: row.id,
      code: 'submission',
      startTime: new Date(now - 10 * DAY_MS),
      endTime: new Date(now - 2 * DAY_MS),
    },
    {
      activeId: row.id,
      code: 'voting',
      startTime: new Date(now - DAY_MS),
      endTime: new Date(now + DAY_MS),
    },
  ]);
  return row.id;
}

export interface WorkInput {
  activeId: number;
  userId: number;
  name?: string;
  reviewStatus?: number;
  userName?: string;
  phone?: string;
  email?: string;
  createTime?: Date;
}

/** An entrant's enrolment and work (serial from the activity's counter, as submit gives it). */
export async function buildWork(db: Db, w: WorkInput): Promise<{ id: number; serial: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(activityEnrolments).values({
      activeId: w.activeId,
      userId: w.userId,
      userName: w.userName ?? '张三',
      phone: w.phone ?? '13800138000',
      email: w.email ?? 'zhang@example.com',
    });
    const [a] = await tx
      .update(activities)
      .set({ workSerial: sql`${activities.workSerial} + 1` })
      .where(eq(activities.id, w.activeId))
      .returning({ serial: activities.workSerial });
    const serial = a?.serial ?? 0;
    const time = w.createTime ?? new Date();
    const [row] = await tx
      .insert(activityWorks)
      .values({
        activeId: w.activeId,
        userId: w.userId,
        serialNum: serial,
        name: w.name ?? `作品${serial}`,
        cover: '/uploads/images/cover.png',
        images: ['/uploads/images/a.png'],
        description: '一台白色海景房',
        computerModel: '7800X3D + RTX 4070 Ti SUPER',
        reviewStatus: w.reviewStatus ?? WorkReview.values.approved,
        createTime: time,
        updateTime: time,
      })
      .returning({ id: activityWorks.id });
    if (!row) throw new Error('work insert returned nothing');
    return { id: row.id, serial };
  });
}

export interface VoteInput {
  activeId: number;
  workId: number;
  userId: number;
  day?: string;
  ip?: string;
  flags?: string[];
}

/** One vote and its +1 on the work's vote_count, in one transaction. */
export async function castVote(db: Db, v: VoteInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activityVotes)
      .values({
        activeId: v.activeId,
        workId: v.workId,
        userId: v.userId,
        voteDay: v.day ?? '2026-11-28',
        ip: v.ip ?? '10.0.0.1',
        flags: v.flags ?? [],
      })
      .returning({ id: activityVotes.id });
    await tx
      .update(activityWorks)
      .set({ voteCount: sql`${activityWorks.voteCount} + 1` })
      .where(eq(activityWorks.id, v.workId));
    if (!row) throw new Error('vote insert returned nothing');
    return row.id;
  });
}

/** Works whose vote_count is not the number of their votes not voided (should be none). */
export async function voteCountDrift(
  db: Db,
): Promise<{ id: number; stored: number; actual: number }[]> {
  const rows = await selectRows<{ id: number; stored: number; actual: number }>(
    db,
    sql`select w.id, w.vote_count as stored,
        (select count(*)::int from activity_votes v where v.work_id = w.id and v.voided_at is null) as actual
      from activity_works w`,
  );
  return rows.filter((r) => Number(r.stored) !== Number(r.actual));
}
