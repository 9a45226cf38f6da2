import type { MessageCounts } from '@xinke/shared';
import type { Realtime } from '../../realtime/realtime';
import type { MessageEvents } from './message-events';

/**
 * SPEC §4 "counters update live": after a notification is stored or read, every open tab of
 * its owner (on any node) gets the fresh counters as a `counts` frame. `counts` is read
 * lazily because the message service is built on the database handle these events hook,
 * and not at all for an owner with no open socket on a one-node site (three queries saved
 * on every like, comment, collection and follow of someone offline; docs/counters.md): they
 * read the counters when they next open a page.
 */
export function pushMessageCounts(
  realtime: Realtime,
  counts: (userId: number) => Promise<MessageCounts>,
  onError: (err: unknown) => void,
): MessageEvents {
  const push = (userId: number) => {
    if (!realtime.mayReach(userId)) return;
    void counts(userId)
      .then((c) => realtime.publish(userId, { type: 'counts', counts: c }))
      .catch(onError);
  };
  return { onMessageWritten: push, onMessagesRead: push };
}
