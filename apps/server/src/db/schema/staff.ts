import { index, inet, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The staff audit log (docs/admin.md): one row per action a moderator or admin takes in
 * the console, written by modules/admin/audit-log.ts in the same transaction as the action.
 * Read-only: nothing updates or deletes a row. `actorId` survives the account's deletion as
 * null so the record itself stays.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, a STAFF_ACTION value (hot_keyword.hide…). */
    action: text('action').notNull(),
    /** What it was done to, in words a reader recognises (the keyword, `item:12`…). */
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The changed fields as they were, and as they became (null: nothing before / after). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** Why, as the staff member gave it ('' when the action asks for none). */
    reason: text('reason').notNull().default(''),
    /** The staff member's address when they acted (null for the command line). */
    ip: inet('ip'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first is a backward walk of the primary key; the console's filters by actor and by
  // action walk these.
  (t) => [
    index('staff_audit_log_actor_idx').on(t.actorId, t.id),
    index('staff_audit_log_action_idx').on(t.action, t.id),
  ],
);
