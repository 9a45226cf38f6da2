import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { users } from './users';

/*
 * Invitations (docs/invitations.md), on an activity of type `invite`: its settings, each
 * member's personal code, and the invitations. The unique index on invitee_id is the rule
 * "an account is invited once, ever"; the reward columns are written by conditional updates
 * (… where paid = 0), so two racing events pay once.
 */

/** Rewards (electricity) and caps of one invite activity; absent → INVITE_DEFAULTS. */
export const inviteSettings = pgTable('invite_settings', {
  activeId: integer('active_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  inviterRegisterEle: integer('inviter_register_ele').notNull(),
  inviterActiveEle: integer('inviter_active_ele').notNull(),
  inviteeEle: integer('invitee_ele').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  totalCap: integer('total_cap').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's personal code for one activity (made on their first visit to its page). */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invite_codes_code_idx').on(t.code),
    uniqueIndex('invite_codes_active_user_idx').on(t.activeId, t.userId),
  ],
);

/**
 * One invitation: the invitee received the inviter's code. `rewardable` is decided once, when
 * it is bound (flags and caps); the *_ele columns are what was paid (0 until paid), each
 * with its ledger row `invite:<id>:<step>`. A voided invitation keeps its row (the invitee
 * stays invited) with the rewards taken back.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => inviteCodes.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiveTime: timestamp('receive_time', { withTimezone: true }).notNull(),
    /** China day of the receive: the inviter's daily cap counts by it. */
    receiveDay: text('receive_day').notNull(),
    receiveIp: text('receive_ip').notNull().default(''),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    rewardable: boolean('rewardable').notNull(),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inviterRegisterEle: integer('inviter_register_ele').notNull().default(0),
    inviterActiveEle: integer('inviter_active_ele').notNull().default(0),
    inviteeEle: integer('invitee_ele').notNull().default(0),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('invitations_invitee_idx').on(t.inviteeId),
    index('invitations_inviter_idx').on(t.activeId, t.inviterId, t.receiveDay),
    index('invitations_active_time_idx').on(t.activeId, t.id),
    index('invitations_board_idx').on(t.activeId, t.activatedAt),
  ],
);
