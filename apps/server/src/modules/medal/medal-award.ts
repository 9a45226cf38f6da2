import { MESSAGE_CATEGORY, MEDAL_KIND, medalAwardTitle } from '@xinke/shared';
import type { Db } from '../../db/client';
import { writeMessage } from '../message/message.writer';
import type { MedalDef } from './medal-defs';
import { insertAward } from './medal.repository';

/**
 * THE one place a medal is awarded. Insert-or-nothing on the primary key (user, medal), so
 * however many triggers race for a medal the member gets it once; only the call that
 * inserted it writes the achievement message (a system notice: SPEC §9 has no achievement
 * category) in the same transaction, so the message exists exactly when the award does.
 * Only an admin takes one back (medal-admin.service). Returns whether this call awarded it.
 */
export async function awardMedal(
  tx: Db,
  userId: number,
  medal: Pick<MedalDef, 'key' | 'name' | 'kind'>,
  options: { awardedBy?: number | null; now?: number } = {},
): Promise<boolean> {
  const awardedBy = options.awardedBy ?? null;
  const inserted = await insertAward(tx, {
    userId,
    medalKey: medal.key,
    awardedBy,
    now: options.now,
  });
  if (!inserted) return false;
  await writeMessage(tx, {
    userId,
    category: MESSAGE_CATEGORY.system,
    fromUserId: null,
    targetType: 0,
    targetId: 0,
    title: medalAwardTitle(medal.name),
    content:
      medal.kind === MEDAL_KIND.manual
        ? `管理员为你颁发了勋章「${medal.name}」，去“我的勋章”看看吧。`
        : `你的勋章「${medal.name}」已点亮，去“我的勋章”看看吧。`,
  });
  return true;
}
