import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime/realtime';
import { unreadTotal } from './letter.repository';

/**
 * Tells every tab of `owner` that their unread letters changed: one conversation
 * (`letterUserId`, with what is left in it) or all of them (0).
 */
export async function pushUnread(
  deps: { db: Db; realtime: Realtime },
  owner: number,
  letterUserId: number,
  number: number,
  total?: number,
): Promise<void> {
  await deps.realtime.publish(owner, {
    type: 'unread',
    letter_user_id: letterUserId,
    number: letterUserId === 0 ? 0 : number,
    unread_total: total ?? (await unreadTotal(deps.db, owner)),
  });
}
