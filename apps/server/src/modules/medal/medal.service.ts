import { MEDALS, MSG, medalOf, type MedalRow, type UserMedals } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { announce } from '../message/message-events';
import { awardMedal } from './medal-award';
import { findAwards, markSeen, userExists, type AwardRow } from './medal.repository';

/** One definition with the member's award of it (undefined: not earned). */
function toMedalRow(medal: (typeof MEDALS)[number], award: AwardRow | undefined, self: boolean) {
  return {
    key: medal.key,
    name: medal.name,
    image: medal.image,
    condition: medal.condition,
    kind: medal.kind,
    earned: award ? 1 : 0,
    award_time: award ? toUnixSeconds(award.createTime.getTime()) : null,
    is_new: self && award?.seen === 0 ? 1 : 0,
  } satisfies MedalRow;
}

/**
 * GET /web/user/medal: every medal with whether `ownerId` (default: the viewer) earned it.
 * Medals are public like a homepage's counts; only the owner learns which are new. An
 * award whose definition was removed from MEDALS is not shown.
 */
export async function listUserMedals(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
): Promise<UserMedals> {
  const id = ownerId ?? viewerId;
  if (id === null) throw AppError.unauthorized(MSG.loginRequired);
  if (!(await userExists(db, id))) throw AppError.notFound(MSG.userNotFound);
  const awards = new Map((await findAwards(db, id)).map((a) => [a.medalKey, a]));
  const list = MEDALS.map((m) => toMedalRow(m, awards.get(m.key), id === viewerId));
  return {
    user_id: id,
    earned_count: list.filter((m) => m.earned === 1).length,
    total: list.length,
    list,
  };
}

/** POST /web/user/medal/seen: my new medals are seen; the header's 成就 count drops live. */
export async function markMedalsSeen(db: Db, userId: number): Promise<{ marked: number }> {
  const marked = await markSeen(db, userId);
  if (marked > 0) announce(db, 'onMessagesRead', userId);
  return { marked };
}

/**
 * POST /web/moderation/medal: an admin awards a manual medal (the contract refuses
 * unknown and automatic keys with 422). 404 for a missing member, 409 when already held.
 */
export async function awardByAdmin(
  db: Db,
  adminId: number,
  input: { userId: number; medalKey: string },
  now: number,
): Promise<{ user_id: number; medal: MedalRow }> {
  const medal = medalOf(input.medalKey);
  if (!medal) throw AppError.badRequest(MSG.medalKeyInvalid);
  return db.transaction(async (tx) => {
    if (!(await userExists(tx, input.userId))) throw AppError.notFound(MSG.userNotFound);
    const awarded = await awardMedal(tx, input.userId, medal.key, { awardedBy: adminId, now });
    if (!awarded) throw AppError.conflict(MSG.medalAlreadyAwarded);
    const award = { medalKey: medal.key, awardedBy: adminId, seen: 0, createTime: new Date(now) };
    return { user_id: input.userId, medal: toMedalRow(medal, award, false) };
  });
}
