import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Home banners, grouped by SPEC §3 banner group key (banner1, banner2, … banner50). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    groupKey: text('group_key').notNull(),
    title: text('title').notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    /** pc | h5 | all */
    equipment: text('equipment').notNull().default('all'),
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** The banner is served only inside [start, end); null: no bound (docs/admin-site.md). */
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
  },
  (t) => [index('banners_group_idx').on(t.groupKey, t.sort, t.id)],
);

/** Footer entries (SPEC §3): group attention/object/shop/report/contact; type 0 text, 1 link, 2 hover image. */
export const footerItems = pgTable(
  'footer_items',
  {
    id: serial('id').primaryKey(),
    groupKey: text('group_key').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
    type: smallint('type').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('footer_items_group_idx').on(t.groupKey, t.sort, t.id)],
);

/** Small key/value site settings: copyright, filing_number, … */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
