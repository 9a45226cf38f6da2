import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { tags } from './forum';
import { products } from './products';
import { users } from './users';

/*
 * What staff link to activities and the 618 campaign (docs/activities.md "Product links and
 * item activities", docs/p618.md). Links are rows with foreign keys, so deleting an activity,
 * a product or a tag removes its links and no page shows a dangling one.
 */

/** An activity shown as 相关活动 on a product's landing page: staff choose them in 活动运营. */
export const activityProducts = pgTable(
  'activity_products',
  {
    activeId: integer('active_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activeId, t.productId] }),
    index('activity_products_product_idx').on(t.productId),
  ],
);

/**
 * The tag of an item (帖子) activity: posts published with it during the activity's window
 * take part (GET /web/active/item). One tag an activity.
 */
export const activityItemTags = pgTable('activity_item_tags', {
  activeId: integer('active_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id')
    .notNull()
    .references(() => tags.id, { onDelete: 'cascade' }),
});

/** The 618 campaign's settings: one row (id 1), written by admins in 活动运营 › 618 活动. */
export const p618Campaign = pgTable(
  'p618_campaign',
  {
    id: smallint('id').primaryKey().default(1),
    title: text('title').notNull(),
    /** Own upload path or ''. */
    banner: text('banner').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('p618_campaign_single', sql`${t.id} = 1`),
    check('p618_campaign_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** The activities the campaign shows, in staff's order. */
export const p618Activities = pgTable('p618_activities', {
  activeId: integer('active_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
});

/** The products the campaign shows, in staff's order. */
export const p618Products = pgTable('p618_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
});
