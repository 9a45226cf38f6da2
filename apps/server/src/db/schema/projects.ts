import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './search-vector';
import { users } from './users';

/*
 * The project pool (项目池, docs/project.md): a member's open-hardware project with its bill
 * of materials, files, team and weekly reports. Comments and likes are rows of the one
 * content-target registry (comment type 6 for a project, 7 for a weekly report).
 */

/**
 * A project. PROJECT_STATUS: 0 draft, 1 published; only a published one is public. Counters
 * move in the transaction that writes the rows they count (db/consistency.ts); collect_count
 * stays 0 (SPEC §9 has no collect source for projects).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts, the post allowlist). */
    body: text('body').notNull(),
    status: smallint('status').notNull().default(0),
    thumbCount: integer('thumb_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    searchVector: tsvector('search_vector'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_status_idx').on(t.status, t.updateTime, t.id),
    index('projects_owner_idx').on(t.ownerId, t.id),
    index('projects_search_idx').using('gin', t.searchVector),
  ],
);

/** A row of a project's bill of materials (BOM), in the owner's order. Prices in fen. */
export const projectBomRows = pgTable(
  'project_bom_rows',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    partName: text('part_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    supplierUrl: text('supplier_url').notNull().default(''),
  },
  (t) => [index('project_bom_rows_project_idx').on(t.projectId, t.sort)],
);

/**
 * A project file (schematic, Gerber, firmware…), checked by content on upload and kept in the
 * private file store. Uploaded before the project names it: until then `project_id` is null
 * and only its uploader may attach it.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** PROJECT_FILE_KIND: 1 原理图, 2 Gerber, 3 固件, 4 其他. */
    kind: smallint('kind').notNull().default(4),
    sort: integer('sort').notNull().default(0),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_files_project_idx').on(t.projectId, t.sort),
    index('project_files_owner_idx').on(t.ownerId, t.id),
  ],
);

/**
 * The team: one row per person, with their SPEC §3 occupation label. The owner's row is
 * approved when the project is created; others ask (pending) and the owner decides.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    label: smallint('label').notNull(),
    /** PROJECT_MEMBER_STATUS: 0 pending, 1 approved, 2 rejected. */
    status: smallint('status').notNull().default(0),
    note: text('note').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_members_project_user_idx').on(t.projectId, t.userId),
    index('project_members_user_idx').on(t.userId, t.status),
  ],
);

/** A weekly report (周报) of a project, written by its owner; public with the project. */
export const projectWeeks = pgTable(
  'project_weeks',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    summary: text('summary').notNull().default(''),
    thumbCount: integer('thumb_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_weeks_project_idx').on(t.projectId, t.createTime, t.id)],
);
