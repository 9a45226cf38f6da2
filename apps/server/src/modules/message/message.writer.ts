import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

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
}

/**
 * Writes a message row. Call it with the transaction that writes the fact (comment, thumb,
 * review decision…), so the message exists exactly when the fact does.
 */
export async function writeMessage(db: Db, message: NewMessage): Promise<void> {
  await db.insert(messages).values(message);
}
