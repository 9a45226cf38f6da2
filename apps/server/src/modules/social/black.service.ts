import { MSG, type BlackState, type BlackUser } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginate } from '../forum/forum.service';
import { deleteBlack, findBlackPage, insertBlack } from './black.repository';
import {
  bumpFollowCounters,
  deleteFollow,
  findSocialUser,
  lockPair,
  type CounterDelta,
} from './follow.repository';
import type { Page, PageInput } from './follow.service';

const toUnixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * POST /web/user/black: I block `targetId`. Follows both ways end in the same transaction,
 * with their counters, under the same pair lock as follows, so a follow racing the block
 * either lands before it (and is removed) or sees the block (and is refused).
 * Blocking again changes nothing.
 */
export async function block(db: Db, me: number, targetId: number): Promise<BlackState> {
  if (targetId === me) throw AppError.badRequest(MSG.blackSelf);
  if (!(await findSocialUser(db, targetId))) throw AppError.notFound(MSG.userNotFound);
  await db.transaction(async (tx) => {
    await lockPair(tx, me, targetId);
    if (!(await insertBlack(tx, me, targetId))) return;
    const iFollowed = await deleteFollow(tx, me, targetId);
    const theyFollowed = await deleteFollow(tx, targetId, me);
    const mine: CounterDelta = { follow: iFollowed ? -1 : 0, fan: theyFollowed ? -1 : 0 };
    const theirs: CounterDelta = { follow: theyFollowed ? -1 : 0, fan: iFollowed ? -1 : 0 };
    await bumpFollowCounters(
      tx,
      new Map([
        [me, mine],
        [targetId, theirs],
      ]),
    );
  });
  return { black_user_id: targetId, is_black: 1 };
}

/** POST /web/user/black_cancel: unblock. Earlier follows are not restored. */
export async function unblock(db: Db, me: number, targetId: number): Promise<BlackState> {
  await db.transaction(async (tx) => {
    await lockPair(tx, me, targetId);
    await deleteBlack(tx, me, targetId);
  });
  return { black_user_id: targetId, is_black: 0 };
}

/** GET /web/system/black_list: my blacklist, newest first. */
export async function listBlacks(
  db: Db,
  me: number,
  { page, pageSize }: PageInput,
): Promise<Page<BlackUser>> {
  const { rows, total } = await findBlackPage(db, me, pageSize, (page - 1) * pageSize);
  return {
    data: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      image_url: r.imageUrl,
      user_sign: r.userSign,
      create_time: toUnixSeconds(r.createTime),
    })),
    paginate: paginate(total, page, pageSize),
  };
}
