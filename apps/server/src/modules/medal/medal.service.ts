import { MEDAL_KIND, MSG, STAFF_ACTION, type MedalRow, type UserMedals } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { invalid } from '../item/item.service';
import { announce } from '../message/message-events';
import { awardMedal } from './medal-award';
import { findMedalByKey, listMedalDefs, type MedalDef } from './medal-defs';
import { findAwards, markSeen, userExists, type AwardRow } from './medal.repository';

/** One definition with the member's award of it (undefined: not earned). */
export function toMedalRow(medal: MedalDef, award: AwardRow | undefined, self: boolean): MedalRow {
  return {
    key: medal.key,
    name: medal.name,
    image: medal.image,
    condition: medal.condition,
    kind: medal.kind,
    earned: award ? 1 : 0,
    award_time: award ? toUnixSeconds(award.createTime.getTime()) : null,
    is_new: self && award?.seen === 0 ? 1 : 0,
  };
}

/**
 * GET /web/user/medal: every enabled medal with whether `ownerId` (default: the viewer)
 * earned it. Medals are public like a homepage's counts; only the owner learns which are
 * new. An award of a disabled medal is kept but not shown while it stays disabled.
 */
export async function listUserMedals(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
): Promise<UserMedals> {
  const id = ownerId ?? viewerId;
  if (id === null) throw AppError.unauthorized(MSG.loginRequired);
  if (!(await userExists(db, id))) throw AppError.notFound(MSG.userNotFound);
  const [defs, awards] = await Promise.all([listMedalDefs(db, true), findAwards(db, id)]);
  const byKey = new Map(awards.map((a) => [a.medalKey, a]));
  const list = defs.map((m) => toMedalRow(m, byKey.get(m.key), id === viewerId));
  return {
    user_id: id,
    earned_count: list.filter((m) => m.earned === 1).length,
    total: list.length,
    list,
  };
}

/** GET /web/medal/list: the medal hall, every enabled medal and nothing earned. */
export async function listMedalHall(db: Db): Promise<MedalRow[]> {
  return (await listMedalDefs(db, true)).map((m) => toMedalRow(m, undefined, false));
}

/** POST /web/user/medal/seen: my new medals are seen; the header's 成就 count drops live. */
export async function markMedalsSeen(db: Db, userId: number): Promise<{ marked: number }> {
  const marked = await markSeen(db, userId);
  if (marked > 0) announce(db, 'onMessagesRead', userId);
  return { marked };
}

/**
 * An admin awards a manual medal (POST /web/moderation/medal by key, and the console's
 * award by id): unknown 422 勋章不存在, automatic 422, disabled 409, missing member 404,
 * already held 409. The member's achievement message and the audit row commit with it.
 */
export async function awardByAdmin(
  db: Db,
  actor: StaffActor,
  input: { userId: number; medal: MedalDef | undefined },
  now: number,
): Promise<{ user_id: number; medal: MedalRow }> {
  await assertAdmin(db, actor.id, MSG.medalAdminOnly);
  const { medal, userId } = input;
  if (!medal) throw invalid('medal_key', MSG.medalKeyInvalid);
  if (medal.kind !== MEDAL_KIND.manual) throw invalid('medal_key', MSG.medalNotManual);
  if (!medal.enabled) throw AppError.conflict(MSG.medalDisabled);
  return db.transaction(async (tx) => {
    if (!(await userExists(tx, userId))) throw AppError.notFound(MSG.userNotFound);
    const awarded = await awardMedal(tx, userId, medal, { awardedBy: actor.id, now });
    if (!awarded) throw AppError.conflict(MSG.medalAlreadyAwarded);
    await recordStaffAction(tx, {
      actor,
      action: STAFF_ACTION.medalAward,
      target: `user:${userId}`,
      after: { medal: medal.key },
      details: { medal_id: medal.id, medal_name: medal.name },
    });
    const award = { medalKey: medal.key, awardedBy: actor.id, seen: 0, createTime: new Date(now) };
    return { user_id: userId, medal: toMedalRow(medal, award, false) };
  });
}

/** The award endpoint of the moderation API, by key. */
export async function awardByKey(
  db: Db,
  actor: StaffActor,
  input: { userId: number; medalKey: string },
  now: number,
) {
  const medal = await findMedalByKey(db, input.medalKey);
  return awardByAdmin(db, actor, { userId: input.userId, medal }, now);
}
