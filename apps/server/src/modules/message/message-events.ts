import type { Db } from '../../db/client';
import { afterCommit, commitRoot, withCommitHooks } from '../../db/commit-hooks';

/**
 * What the rest of the system hears about message-centre changes, after they commit. The
 * realtime socket implements it to push fresh counters (SPEC §4: counters update live);
 * the default does nothing. Implementations must be quick and must not throw (a throw is
 * logged and dropped: the rows are committed whatever a listener does).
 */
export interface MessageEvents {
  /** A notification for `userId` was stored. */
  onMessageWritten(userId: number): void;
  /** Some of `userId`'s notifications were marked read. */
  onMessagesRead(userId: number): void;
}

export const noMessageEvents: MessageEvents = {
  onMessageWritten: () => undefined,
  onMessagesRead: () => undefined,
};

const listeners = new WeakMap<Db, MessageEvents>();

/**
 * The database handle the app's modules get: its transactions run afterCommit hooks, and
 * message writes and reads made through it (or its transactions) reach `events` once
 * committed.
 */
export function withMessageEvents(
  db: Db,
  events: MessageEvents,
  onError: (err: unknown) => void,
): Db {
  const hooked = withCommitHooks(db, onError);
  listeners.set(hooked, events);
  return hooked;
}

/**
 * Tells the listeners of `db`'s app about `userId` once the current transaction commits
 * (at once outside one). A plain handle (seeding, a test calling a repository) has none.
 */
export function announce(db: Db, kind: keyof MessageEvents, userId: number): void {
  const root = commitRoot(db);
  const events = root && listeners.get(root);
  if (!events) return;
  afterCommit(db, () => events[kind](userId));
}
