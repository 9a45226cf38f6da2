import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FestivalModuleConfig } from '@xinke/shared';
import { activities } from './activities';
import { comments } from './forum';
import { users } from './users';

/*
 * Festival pages (docs/festival.md): an activity of kind `festival` is rendered from the
 * modules staff compose, in `sort` order, and a footer. Its comment wall is ordinary
 * comments (SPEC §9 comment type 10, type_id = the activity); 精选 is a row here.
 */

/**
 * One module of a festival page. `config` is the console's input for its kind, validated by
 * ZFestivalModuleConfig and checked against the database (the vote post, the posts, the
 * members exist) on every save; text HTML is stored sanitized.
 */
export const festivalModules = pgTable(
  'festival_modules',
  {
    id: serial('id').primaryKey(),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    config: jsonb('config').$type<FestivalModuleConfig>().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('festival_modules_active_idx').on(t.activeId, t.sort, t.id)],
);

/** A festival page's footer (organiser, sponsors, links); none until staff save one. */
export const festivalFooters = pgTable('festival_footers', {
  activeId: integer('active_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  organiser: text('organiser').notNull().default(''),
  sponsors: jsonb('sponsors')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  links: jsonb('links')
    .$type<{ label: string; url: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  note: text('note').notNull().default(''),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 精选 comments of a festival wall: one row per marked comment (deleted with it). The
 * marking staff member and time are kept for the 精选 order and the record.
 */
export const festivalFineComments = pgTable(
  'festival_fine_comments',
  {
    commentId: integer('comment_id')
      .primaryKey()
      .references(() => comments.id, { onDelete: 'cascade' }),
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    markedBy: integer('marked_by')
      .notNull()
      .references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('festival_fine_comments_active_idx').on(t.activeId, t.markedAt, t.commentId)],
);

/**
 * A page guide a member dismissed (POST /xgo/v1/web/common/set_guide with a key): one row per
 * member and key. Visitors keep theirs in localStorage.
 */
export const memberGuides = pgTable(
  'member_guides',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guideKey: text('guide_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guideKey] })],
);
