import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Private letters (SPEC §3 chat message). `content` is stored sanitized: escaped text, or
 * an <img> tag the server built from one of our chat uploads. `pairLow`/`pairHigh` are the
 * two people ordered by id, so one index serves "the conversation of A and B" whoever
 * sent each letter. Deleting is per side (`senderDeleted` / `recipientDeleted`); a recall
 * empties `content` and sets `recallTime` (a tombstone both sides see).
 * docs/letters.md has the rules.
 */
export const letters = pgTable(
  'letters',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairLow: integer('pair_low').notNull(),
    pairHigh: integer('pair_high').notNull(),
    /** LETTER_KIND: 1 text, 2 image. */
    kind: smallint('kind').notNull(),
    content: text('content').notNull(),
    /** The sender's client number (SPEC socket `no`): a resend of the same no is the same letter. */
    no: text('no').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    recallTime: timestamp('recall_time', { withTimezone: true }),
    senderDeleted: boolean('sender_deleted').notNull().default(false),
    recipientDeleted: boolean('recipient_deleted').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('letters_sender_no_idx').on(t.senderId, t.no),
    // The chat pane: a pair's letters newest first (page 1 is the newest page).
    index('letters_pair_idx').on(t.pairLow, t.pairHigh, t.id.desc().nullsFirst()),
    // Mark read (one sender or all): only unread letters are indexed, so the index stays small.
    index('letters_unread_idx')
      .on(t.recipientId, t.senderId)
      .where(sql`${t.isRead} = false`),
    // The dashboard's letters of a day: a range of create_time (modules/dashboard).
    index('letters_create_time_idx').on(t.createTime),
  ],
);

/**
 * A letter box (SPEC §3 conversation): one row per owner per other person, created by the
 * first letter either way. `unread` counts the owner's unread letters from the other
 * person and changes in the same statement as the letters it counts. box_delete hides the
 * row (`hidden`) and sets `clearedLetterId`: letters up to it stay hidden for the owner
 * even after a new letter shows the conversation again.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    lastLetterId: integer('last_letter_id').references(() => letters.id, {
      onDelete: 'set null',
    }),
    clearedLetterId: integer('cleared_letter_id').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_owner_other_idx').on(t.ownerId, t.otherId),
    // The box list: my visible conversations, latest letter first.
    index('conversations_box_idx')
      .on(t.ownerId, t.updateTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hidden} = false`),
    // My unread total: only conversations with unread letters.
    index('conversations_unread_idx')
      .on(t.ownerId)
      .where(sql`${t.unread} > 0`),
  ],
);
