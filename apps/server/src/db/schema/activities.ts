import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
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
    /** The last work serial number given out (活动内作品编号): never reused after a delete. */
    workSerial: integer('work_serial').notNull().default(0),
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

/**
 * A member's contest work (SPEC's "opu"; SPEC §3 work submission), one per member per
 * activity. Public once approved (review_status 1); `vote_count` is the number of its
 * votes not voided, moved in the transaction of every vote and void (docs/counters.md).
 */
export const activityWorks = pgTable(
  'activity_works',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 作品编号 within the activity, from activities.work_serial. */
    serialNum: integer('serial_num').notNull(),
    name: text('name').notNull(),
    cover: text('cover').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** SPEC's `desc`: the one-line description. */
    description: text('description').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts). */
    content: text('content').notNull().default(''),
    computerModel: text('computer_model').notNull().default(''),
    /** SPEC §4 work review: 0 unreviewed, 1 approved, 2 rejected. */
    reviewStatus: smallint('review_status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    voteCount: integer('vote_count').notNull().default(0),
    thumbCount: integer('thumb_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_works_active_user_idx').on(t.activeId, t.userId),
    uniqueIndex('activity_works_active_serial_idx').on(t.activeId, t.serialNum),
    index('activity_works_wall_idx').on(t.activeId, t.reviewStatus, t.serialNum),
    index('activity_works_votes_idx').on(t.activeId, t.reviewStatus, t.voteCount),
    index('activity_works_user_idx').on(t.userId),
  ],
);

/**
 * One vote: a member for a work on one day of Asia/Shanghai (the unique index is the
 * one-vote-a-day rule, so racing requests cannot both count). `flags` are the reasons it
 * looked suspicious when cast (VOTE_FLAG); a voided vote stays as the record of what was
 * taken away and still holds its day.
 */
export const activityVotes = pgTable(
  'activity_votes',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => activityWorks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteDay: date('vote_day').notNull(),
    ip: text('ip').notNull().default(''),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_votes_once_a_day_idx').on(t.workId, t.userId, t.voteDay),
    index('activity_votes_active_time_idx').on(t.activeId, t.id),
    index('activity_votes_ip_day_idx').on(t.activeId, t.voteDay, t.ip),
    index('activity_votes_work_time_idx').on(t.workId, t.createTime),
    index('activity_votes_user_idx').on(t.userId, t.activeId),
  ],
);

/**
 * A judge's scores of one work on the rubric (JUDGE_CRITERIA, each 0–10) and its weighted
 * total (0–100). Judges are staff (moderators and admins); scoring again replaces it.
 */
export const activityWorkScores = pgTable(
  'activity_work_scores',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => activityWorks.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    total: doublePrecision('total').notNull(),
    comment: text('comment').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.judgeId] })],
);
