import { eq } from 'drizzle-orm';
import { MSG, ModerationMode, STAFF_ACTION, type ModerationModeValue } from '@xinke/shared';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';

/** site_settings key of the mode an admin chose in the console (absent: the env default). */
export const MODERATION_MODE_KEY = 'moderation_mode';

const isMode = (v: string | undefined): v is ModerationModeValue =>
  v !== undefined && ModerationMode.has(v);

async function savedMode(db: Db): Promise<ModerationModeValue | undefined> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, MODERATION_MODE_KEY))
    .limit(1);
  return isMode(row?.value) ? row.value : undefined;
}

/**
 * The moderation mode in force: the saved setting, else MODERATION from the environment.
 * Read from the database on every submission (one primary-key lookup) and cached nowhere,
 * so a change made on one node applies to the very next post on every node.
 */
export async function readModerationMode(
  db: Db,
  fallback: ModerationModeValue,
): Promise<ModerationModeValue> {
  return (await savedMode(db)) ?? fallback;
}

/** GET /web/moderation/settings: the mode in force, the env default and whether one was saved. */
export async function moderationSettings(db: Db, fallback: ModerationModeValue) {
  const saved = await savedMode(db);
  return { mode: saved ?? fallback, default_mode: fallback, saved: saved !== undefined };
}

/**
 * POST /web/admin/moderation_mode: admins only (a moderator could otherwise turn review
 * off for everyone). Saving the mode already in force is a 409 and leaves no log row.
 */
export async function setModerationMode(
  db: Db,
  actor: StaffActor,
  mode: ModerationModeValue,
  fallback: ModerationModeValue,
) {
  await assertAdmin(db, actor.id);
  await db.transaction(async (tx) => {
    // Lock the row (when it exists) so two admins saving at once are logged in order.
    const [row] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, MODERATION_MODE_KEY))
      .for('update');
    const before = isMode(row?.value) ? row.value : fallback;
    if (before === mode) throw AppError.conflict(MSG.moderationModeUnchanged);
    await tx
      .insert(siteSettings)
      .values({ key: MODERATION_MODE_KEY, value: mode })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: mode } });
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.moderationMode,
      target: `setting:${MODERATION_MODE_KEY}`,
      before: { mode: before },
      after: { mode },
    });
  });
  return moderationSettings(db, fallback);
}
