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

/** 资源库 categories (docs/resources.md); one holding resources cannot be deleted. */
export const resourceCategories = pgTable(
  'resource_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resource_categories_name_key').on(t.name)],
);

/**
 * A resource (a datasheet, an example archive, a firmware…): a description written in the
 * console and one or more files. A draft (status 0) is seen by the console only; a
 * published one needs a file. `downloads` counts started downloads (resource_downloads).
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => resourceCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    cover: text('cover').notNull().default(''),
    version: text('version').notNull().default(''),
    /** RESOURCE_STATUS: 0 draft, 1 published. */
    status: smallint('status').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    /** Title, version, summary and body text (modules/search/search-documents.ts); null until indexed. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('resources_search_idx').using('gin', t.searchVector),
    index('resources_published_idx').on(t.status, t.publishTime, t.id),
    index('resources_category_idx').on(t.categoryId),
  ],
);

/**
 * One file of a resource, stored privately by its content hash (`storage_key`, never under
 * /uploads/): only a download ticket opens it. `type` is the checked type (pdf, zip…).
 */
export const resourceFiles = pgTable(
  'resource_files',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_files_resource_idx').on(t.resourceId, t.id)],
);

/**
 * One row per download ticket that started a download (its first request from byte 0):
 * the ticket's random id is the key, so a ticket counts once however often it is replayed
 * or resumed, and two racing requests with it count once.
 */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    ticketId: text('ticket_id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_downloads_resource_idx').on(t.resourceId, t.createTime)],
);
