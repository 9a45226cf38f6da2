import type { Db } from '../../db/client';
import { announce } from './message-events';
import { insertMessageIfWanted } from './message.repository';

/** One message-centre row (SPEC §9 category) caused by an event on someone's content. */
export interface NewMessage {
  /** Who receives it. */
  userId: number;
  category: number;
  /** Who caused it; null for system messages. */
  fromUserId: number | null;
  /** SPEC §9 comment target type + id of what it is about (post 1 …); 0 when none. */
  targetType: number;
  targetId: number;
  title: string;
  content: string;
  /**
   * Write nothing when the same actor caused the same message (category, target) for the
   * same person within this many seconds: a follow or like toggled on and off repeatedly
   * notifies once (MESSAGE_REPEAT_WINDOW_SECONDS).
   */
  repeatWindowSeconds?: number;
}

/**
 * Writes a message row. Call it with the transaction that writes the fact (comment, thumb,
 * review decision…), so the message exists exactly when the fact does.
 *
 * Nothing is written when the recipient switched the category off (/web/system/message_set;
 * system notices cannot be switched off) or has blocked the actor. Once the row commits,
 * the app's MessageEvents hear onMessageWritten(recipient). Returns whether a row was written.
 */
export async function writeMessage(db: Db, message: NewMessage): Promise<boolean> {
  const { repeatWindowSeconds, ...row } = message;
  const id = await insertMessageIfWanted(db, row, repeatWindowSeconds ?? null);
  if (id === null) return false;
  announce(db, 'onMessageWritten', message.userId);
  return true;
}
