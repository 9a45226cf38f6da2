import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MEDAL_KIND,
  MSG,
  MedalTrigger,
  SEEDED_MEDALS,
  STAFF_ACTION,
  medalRevokeTitle,
  MESSAGE_CATEGORY,
  type AdminMedal,
  type MedalHolder,
} from '@xinke/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { medals, userImages, userMedals, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import { invalid } from '../item/item.service';
import { writeMessage } from '../message/message.writer';
import { findMedalById, type MedalDef } from './medal-defs';
import { userExists } from './medal.repository';
import { awardByAdmin } from './medal.service';

/*
 * The console's medal section (docs/admin-rewards.md): definitions, holders, award and
 * revoke. Admins only; every write records itself in the audit log in its transaction.
 */

function toAdminMedal(m: MedalDef, holders: number): AdminMedal {
  return {
    id: m.id,
    key: m.key,
    name: m.name,
    image: m.image,
    description: m.description,
    condition: m.condition,
    kind: m.kind,
    trigger: m.trigger,
    trigger_text: m.trigger ? MedalTrigger.label(m.trigger) : '',
    threshold: m.threshold,
    enabled: m.enabled,
    sort_order: m.sortOrder,
    holders,
    update_time: toUnixSeconds(m.updateTime.getTime()),
  };
}

async function holderCount(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userMedals)
    .where(eq(userMedals.medalKey, key));
  return row?.n ?? 0;
}

async function mustFind(db: Db, id: number): Promise<MedalDef> {
  const medal = await findMedalById(db, id);
  if (!medal) throw AppError.notFound(MSG.medalNotFound);
  return medal;
}

/** The badges the site ships, or a picture the upload pipeline checked and stored. */
async function assertMedalImage(db: Db, image: string): Promise<void> {
  if (SEEDED_MEDALS.some((m) => m.image === image)) return;
  const [row] = await db
    .select({ id: userImages.id })
    .from(userImages)
    .where(eq(userImages.url, image))
    .limit(1);
  if (!row) throw invalid('image', MSG.medalImageInvalid);
}

/** A unique name is the database's call (medals_name_idx): 409 已有同名的勋章. */
async function nameTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (uniqueViolation(err) === 'medals_name_idx') throw AppError.conflict(MSG.medalNameTaken);
    throw err;
  }
}

/** GET /web/admin/medals: every definition in display order, with its holder count. */
export async function listAdminMedals(db: Db, adminId: number, page: number, pageSize: number) {
  await assertAdmin(db, adminId);
  const holders = db
    .select({ key: userMedals.medalKey, n: count().as('n') })
    .from(userMedals)
    .groupBy(userMedals.medalKey)
    .as('holders');
  const rows = await db
    .select({ medal: medals, n: holders.n })
    .from(medals)
    .leftJoin(holders, eq(holders.key, medals.key))
    .orderBy(medals.sortOrder, medals.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(medals);
  return {
    data: rows.map((r) => toAdminMedal(r.medal, Number(r.n ?? 0))),
    paginate: paginate(total?.n ?? 0, page, pageSize),
  };
}

export interface MedalInput {
  name: string;
  image: string;
  description: string;
  condition: string;
  enabled: boolean;
  sort_order: number;
}

/**
 * A new medal is always manual: automatic conditions are code (modules/medal triggers),
 * so the console cannot make one up. Its key is made here (`m_` + random), never shown
 * to members and never changed.
 */
export async function createMedal(db: Db, actor: StaffActor, input: MedalInput) {
  await assertAdmin(db, actor.id);
  await assertMedalImage(db, input.image);
  return nameTaken(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(medals)
        .values({
          key: `m_${randomBytes(6).toString('hex')}`,
          name: input.name,
          image: input.image,
          description: input.description,
          condition: input.condition,
          kind: MEDAL_KIND.manual,
          enabled: input.enabled,
          sortOrder: input.sort_order,
        })
        .returning();
      if (!row) throw new Error('medal insert returned nothing');
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.medalCreate,
        target: `medal:${row.id}`,
        after: { ...input },
        details: { key: row.key },
      });
      return toAdminMedal(row, 0);
    }),
  );
}

export type MedalPatch = Partial<MedalInput> & { threshold?: number };

const COLUMN_OF = {
  name: 'name',
  image: 'image',
  description: 'description',
  condition: 'condition',
  enabled: 'enabled',
  sort_order: 'sortOrder',
  threshold: 'threshold',
} as const;

/**
 * Changes the fields given; only the fields that differ are written and logged (nothing
 * differs: 422 没有要修改的内容). A threshold exists only on automatic medals. Lowering one
 * awards nobody at once: members get the medal at their next counted event, as the
 * triggers check "≥" (docs/growth.md).
 */
export async function updateMedal(db: Db, actor: StaffActor, id: number, patch: MedalPatch) {
  await assertAdmin(db, actor.id);
  return nameTaken(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(medals).where(eq(medals.id, id)).for('update');
      if (!current) throw AppError.notFound(MSG.medalNotFound);
      if (patch.threshold !== undefined && current.kind !== MEDAL_KIND.auto)
        throw invalid('threshold', MSG.medalThresholdManual);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const set: Partial<typeof medals.$inferInsert> = {};
      for (const [field, column] of Object.entries(COLUMN_OF) as [
        keyof MedalPatch,
        (typeof COLUMN_OF)[keyof typeof COLUMN_OF],
      ][]) {
        const value = patch[field];
        if (value === undefined || value === current[column]) continue;
        before[field] = current[column];
        after[field] = value;
        (set as Record<string, unknown>)[column] = value;
      }
      if (Object.keys(after).length === 0) throw invalid('body', MSG.nothingToChange);
      if (typeof after.image === 'string') await assertMedalImage(tx, after.image);
      const [row] = await tx
        .update(medals)
        .set({ ...set, updateTime: sql`now()` })
        .where(eq(medals.id, id))
        .returning();
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.medalUpdate,
        target: `medal:${id}`,
        before,
        after,
        details: { name: current.name },
      });
      return toAdminMedal(row ?? current, await holderCount(tx, current.key));
    }),
  );
}

/** GET /web/admin/medals/:id/holders: who holds it, newest award first. */
export async function listMedalHolders(
  db: Db,
  adminId: number,
  id: number,
  page: number,
  pageSize: number,
) {
  await assertAdmin(db, adminId);
  const medal = await mustFind(db, id);
  const total = await holderCount(db, medal.key);
  const awarder = alias(users, 'awarder');
  const rows = await db
    .select({
      userId: userMedals.userId,
      nickname: users.nickname,
      awarderId: awarder.id,
      awarderName: awarder.nickname,
      createTime: userMedals.createTime,
    })
    .from(userMedals)
    .innerJoin(users, eq(users.id, userMedals.userId))
    .leftJoin(awarder, eq(awarder.id, userMedals.awardedBy))
    .where(eq(userMedals.medalKey, medal.key))
    .orderBy(desc(userMedals.createTime), desc(userMedals.userId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((r): MedalHolder => ({
      user_id: r.userId,
      nickname: r.nickname,
      awarded_by: r.awarderId === null ? null : { id: r.awarderId, nickname: r.awarderName ?? '' },
      award_time: toUnixSeconds(r.createTime.getTime()),
    })),
    paginate: paginate(total, page, pageSize),
    medal: toAdminMedal(medal, total),
  };
}

/** POST /web/admin/medals/:id/award: the console's award, by the medal's id. */
export async function awardMedalById(
  db: Db,
  actor: StaffActor,
  id: number,
  userId: number,
  now: number,
): Promise<MedalHolder> {
  await assertAdmin(db, actor.id);
  const medal = await mustFind(db, id);
  const result = await awardByAdmin(db, actor, { userId, medal }, now);
  const [row] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  const [me] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, actor.id));
  return {
    user_id: result.user_id,
    nickname: row?.nickname ?? '',
    awarded_by: { id: actor.id, nickname: me?.nickname ?? '' },
    award_time: result.medal.award_time ?? toUnixSeconds(now),
  };
}

/**
 * POST /web/admin/medals/:id/revoke: takes an award back (automatic ones too: a medal
 * earned by cheating). The member gets a system notice with the reason, in the same
 * transaction; an automatic medal can be earned again at the member's next counted event.
 */
export async function revokeMedal(
  db: Db,
  actor: StaffActor,
  id: number,
  input: { userId: number; reason: string },
) {
  await assertAdmin(db, actor.id);
  const medal = await mustFind(db, id);
  return db.transaction(async (tx) => {
    if (!(await userExists(tx, input.userId))) throw AppError.notFound(MSG.userNotFound);
    const [gone] = await tx
      .delete(userMedals)
      .where(and(eq(userMedals.userId, input.userId), eq(userMedals.medalKey, medal.key)))
      .returning();
    if (!gone) throw AppError.notFound(MSG.medalNotHeld);
    await writeMessage(tx, {
      userId: input.userId,
      category: MESSAGE_CATEGORY.system,
      fromUserId: null,
      targetType: 0,
      targetId: 0,
      title: medalRevokeTitle(medal.name),
      content: `管理员收回了你的勋章「${medal.name}」，原因：${input.reason}`,
    });
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.medalRevoke,
      target: `user:${input.userId}`,
      before: { medal: medal.key },
      reason: input.reason,
      details: {
        medal_id: medal.id,
        medal_name: medal.name,
        awarded_at: toUnixSeconds(gone.createTime.getTime()),
      },
    });
    return { user_id: input.userId, medal_id: medal.id };
  });
}
