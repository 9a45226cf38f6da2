import { LETTER_FROM, LETTER_RECALL_WINDOW_MS, MSG, type ChatMessage } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { retryOnDeadlock } from '../../lib/db-errors';
import type { Realtime } from '../../realtime/realtime';
import { toChatMessage, type ChatUserRow } from './letter.mapper';
import { pushUnread } from './letter-push';
import {
  decrementUnread,
  findChatUsers,
  findConversation,
  findLastVisibleLetterId,
  findOwnConversation,
  hideConversation,
  lockLetter,
  markReadUpTo,
  maxPairLetterId,
  setLastLetter,
  updateLetter,
} from './letter.repository';

/**
 * Taking letters back (SPEC §4 chat: recall or delete change anything only on code 0):
 * delete one letter for me, recall my own, delete a whole conversation for me. Each locks
 * the letters before the conversation, like every other writer (letter.repository.ts).
 */
export class LetterRemovalService {
  constructor(private readonly deps: { db: Db; clock: Clock; realtime: Realtime }) {}

  private async sender(id: number): Promise<ChatUserRow> {
    const [row] = await findChatUsers(this.deps.db, [id]);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    return row;
  }

  /**
   * A letter I sent or received and can still see (not deleted on my side, not before my
   * box_delete marker), locked; anything else is 404.
   */
  private async lockVisible(tx: Db, me: number, id: number) {
    const letter = await lockLetter(tx, id, me);
    if (!letter) throw AppError.notFound(MSG.letterNotFound);
    const other = letter.senderId === me ? letter.recipientId : letter.senderId;
    const conversation = await findConversation(tx, me, other);
    const deleted = letter.senderId === me ? letter.senderDeleted : letter.recipientDeleted;
    if (deleted || letter.id <= (conversation?.clearedLetterId ?? 0))
      throw AppError.notFound(MSG.letterNotFound);
    return { letter, other, conversation };
  }

  /** POST /web/letter/delete: gone for me only; an unread letter stops counting. */
  async remove(me: number, id: number): Promise<{ id: number }> {
    const unreadLeft = await this.deps.db.transaction(async (tx) => {
      const { letter, other, conversation } = await this.lockVisible(tx, me, id);
      const iReceived = letter.recipientId === me;
      const wasUnread = iReceived && !letter.isRead;
      await updateLetter(
        tx,
        id,
        iReceived ? { recipientDeleted: true, isRead: true } : { senderDeleted: true },
      );
      const left = wasUnread ? await decrementUnread(tx, me, other, 1) : null;
      if (conversation?.lastLetterId === id)
        await setLastLetter(
          tx,
          conversation.id,
          await findLastVisibleLetterId(tx, me, other, conversation.clearedLetterId),
        );
      return { other, left };
    });
    // Every tab of mine drops it (the one that asked already did; the frame is idempotent).
    await this.deps.realtime.publish(me, {
      type: 'delete',
      id,
      letter_user_id: unreadLeft.other,
    });
    if (unreadLeft.left !== null)
      await pushUnread(this.deps, me, unreadLeft.other, unreadLeft.left);
    return { id };
  }

  /**
   * POST /web/letter/reback: my own letter, within LETTER_RECALL_WINDOW_MS. It becomes a
   * tombstone for both sides (content emptied) and every open tab of both is told.
   * Recalling again is answered with the same tombstone.
   */
  async recall(me: number, id: number): Promise<ChatMessage> {
    const { db, clock, realtime } = this.deps;
    const result = await db.transaction(async (tx) => {
      const { letter } = await this.lockVisible(tx, me, id);
      if (letter.senderId !== me) throw AppError.forbidden(MSG.letterRecallNotOwn);
      if (letter.recallTime) return { letter, unreadLeft: null, changed: false };
      if (clock() - letter.createTime.getTime() > LETTER_RECALL_WINDOW_MS)
        throw AppError.conflict(MSG.letterRecallExpired);
      const recallTime = new Date(clock());
      await updateLetter(tx, id, { content: '', recallTime, isRead: true });
      const unreadLeft = letter.isRead
        ? null
        : await decrementUnread(tx, letter.recipientId, me, 1);
      return {
        letter: { ...letter, content: '', recallTime, isRead: true },
        unreadLeft,
        changed: true,
      };
    });
    const { letter } = result;
    if (result.changed) {
      const frame = (receiver: number) => ({
        type: 'recall' as const,
        id,
        user_id: me,
        letter_user_id: receiver === me ? letter.recipientId : me,
        pfrom: receiver === me ? LETTER_FROM.me : LETTER_FROM.other,
      });
      await Promise.all([
        realtime.publish(me, frame(me)),
        realtime.publish(letter.recipientId, frame(letter.recipientId)),
      ]);
      if (result.unreadLeft !== null)
        await pushUnread(this.deps, letter.recipientId, me, result.unreadLeft);
    }
    return toChatMessage(letter, me, await this.sender(me));
  }

  /**
   * POST /web/letter/box_delete: hides my conversation and everything in it up to now, for
   * me only; its unread letters are read. A later letter shows the conversation again
   * with only the letters after this point. Locks letters before the conversation, like
   * every other writer.
   */
  async removeConversation(me: number, id: number): Promise<{ id: number }> {
    const marked = await retryOnDeadlock(() =>
      this.deps.db.transaction(async (tx) => {
        const row = await findOwnConversation(tx, id, me);
        if (!row) throw AppError.notFound(MSG.conversationNotFound);
        const upTo = await maxPairLetterId(tx, me, row.otherId);
        const n = await markReadUpTo(tx, me, row.otherId, upTo);
        await hideConversation(tx, row.id, { clearedLetterId: upTo, marked: n });
        return { other: row.otherId, read: n > 0 };
      }),
    );
    await this.deps.realtime.publish(me, { type: 'box_delete', id, letter_user_id: marked.other });
    if (marked.read) await pushUnread(this.deps, me, marked.other, 0);
    return { id };
  }
}
