import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row of a product's specs table, in the order staff arranged them. */
export interface SpecRowValue {
  group: string;
  name: string;
  value: string;
}

/**
 * Products (芯客's own and partner hardware, docs/products.md), written by staff. `slug`
 * names the landing page /app/{slug}-index; most products have none.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug'),
    name: text('name').notNull(),
    slogan: text('slogan').notNull().default(''),
    cover: text('cover').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlights: text('highlights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specs: jsonb('specs').$type<SpecRowValue[]>().notNull().default([]),
    /** Sanitized HTML (the post allowlist). */
    description: text('description').notNull().default(''),
    buyUrl: text('buy_url').notNull().default(''),
    learnUrl: text('learn_url').notNull().default(''),
    /** PRODUCT_STATUS: 0 draft, 1 on sale, 2 discontinued. */
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_slug_key').on(t.slug)],
);

/** Works (作品): staff-curated showcases of something built, often with one of our products. */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    images: text('images').array().notNull(),
    content: text('content').notNull().default(''),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** LISTING_STATUS: 0 hidden, 1 shown. */
    status: smallint('status').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('works_product_idx').on(t.productId, t.id)],
);

export const supplierCategories = pgTable(
  'supplier_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('supplier_categories_name_key').on(t.name)],
);

/**
 * Supplier listings (供应商). One per member at most (`user_id`, set when an application is
 * approved; null for a listing staff keep themselves).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    description: text('description').notNull(),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryIds: integer('category_ids').array().notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    /** CONTACT_VISIBILITY: the phone is public only when the supplier chose so. */
    contactVisible: smallint('contact_visible').notNull().default(0),
    /** LISTING_STATUS */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppliers_user_key').on(t.userId)],
);

/**
 * Supplier applications (供应商入驻). At most one pending per member: the partial unique
 * index makes a second, or two racing ones, fail.
 */
export const supplierApplications = pgTable(
  'supplier_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    contactVisible: smallint('contact_visible').notNull().default(0),
    categoryIds: integer('category_ids').array().notNull(),
    licence: text('licence').notNull(),
    description: text('description').notNull(),
    /** SUPPLIER_APPLICATION_STATUS: 0 pending, 1 approved, 2 rejected. */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    reviewTime: timestamp('review_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('supplier_applications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    index('supplier_applications_status_idx').on(t.status, t.id),
    index('supplier_applications_user_idx').on(t.userId, t.id),
  ],
);
