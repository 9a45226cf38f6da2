import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Activities and their stages (docs/activities.md). What is stored is only what staff
 * decide: the activity, its stage times, whether it is published and when its results were
 * published. The SPEC §4 status (未开始 … 已结束) is derived from those on every read.
 */

/**
 * An activity. `type` is a SPEC §3 type key (invite, lottery, item, activity); `kind` is
 * which pages render it (ACTIVITY_KIND). `status` ACTIVITY_PUBLISH: 0 draft, 1 published.
 * `results_published_at` is the staff action that ends it after the final review.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Own upload path or ''. */
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts). */
    rules: text('rules').notNull().default(''),
    status: smallint('status').notNull().default(0),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_status_idx').on(t.status, t.id)],
);

/** SPEC §3 activity stage: one row per code (submission, voting, final_review). */
export const activityStages = pgTable(
  'activity_stages',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('activity_stages_active_code_idx').on(t.activeId, t.code),
    check('activity_stages_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * The exactly-once record of an activity's transitions: the stage job inserts (active_id,
 * event) with ON CONFLICT DO NOTHING, and only the node whose insert returned a row sends
 * that transition's messages.
 */
export const activityStageEvents = pgTable(
  'activity_stage_events',
  {
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activeId, t.event] })],
);

/** SPEC §3 join: a member enrolled in an activity, with the contact details they gave. */
export const activityEnrolments = pgTable(
  'activity_enrolments',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_enrolments_active_user_idx').on(t.activeId, t.userId),
    index('activity_enrolments_user_idx').on(t.userId),
  ],
);
