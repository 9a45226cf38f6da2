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

/*
 * The creator domain (研究室 · 实验室, docs/creator.md). A spec (规格书) is a creative
 * master's hardware project specification; later issues hang challenges, designs and
 * supports off `specs.id`, and add their own columns here, so this is its first slice.
 */

/**
 * Staff's take-down (docs/creator.md "Take-down"): the status becomes 已被管理员下架, the
 * reason is kept for the owner, and `removed_from` remembers the status to restore.
 */
const takedownColumns = () => ({
  removeReason: text('remove_reason').notNull().default(''),
  removedFrom: smallint('removed_from'),
});

/**
 * A spec. SPEC_STATUS: 0 draft, 1 published (公开征集), 2 cancelled, 3 taken down by staff;
 * only a published one is public. `price` is in fen, 0 未定价. Counters move in the transaction that writes the
 * row they count (thumbs and comments of comment type 8; collect_count stays 0 until SPEC
 * gives specs a collect source), so they always agree with those rows (db/consistency.ts).
 */
export const specs = pgTable(
  'specs',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts, the post allowlist). */
    content: text('content').notNull(),
    price: integer('price').notNull().default(0),
    status: smallint('status').notNull().default(0),
    thumbCount: integer('thumb_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    /** The tags a challenge on it may carry (specs/challenge/tag), set by its creator. */
    challengeTags: jsonb('challenge_tags').$type<string[]>().notNull().default([]),
    ...takedownColumns(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('specs_status_idx').on(t.status, t.id),
    index('specs_creator_idx').on(t.creatorId, t.id),
  ],
);

/** What a member brings to a spec and its review by the spec's creator (SPEC_ENTRY_STATUS). */
const reviewColumns = () => ({
  specId: integer('spec_id')
    .notNull()
    .references(() => specs.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  status: smallint('status').notNull().default(0),
  reason: text('reason').notNull().default(''),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  auditTime: timestamp('audit_time', { withTimezone: true }),
  ...takedownColumns(),
});

/**
 * A challenge (挑战) a member proposes on a published spec. SPEC_ENTRY_STATUS: 0 pending
 * (待审核), 1 approved, 2 rejected (with `reason`), 3 cancelled by its proposer. Only an
 * approved one is public; the spec's creator reviews the others.
 */
export const specChallenges = pgTable(
  'spec_challenges',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...reviewColumns(),
  },
  (t) => [
    index('spec_challenges_spec_idx').on(t.specId, t.status, t.id),
    index('spec_challenges_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A design (设计稿) a member uploads for a spec, or for one of its approved challenges
 * (`challengeId`, null for the spec itself): images of our uploads and a description.
 * Same states as a challenge (no cancel).
 */
export const specDesigns = pgTable(
  'spec_designs',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id').references(() => specChallenges.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    ...reviewColumns(),
  },
  (t) => [
    index('spec_designs_spec_idx').on(t.specId, t.status, t.id),
    index('spec_designs_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A member's support (支持) of a spec: `amount` is the spec's price (fen) when supported.
 * SUPPORT_STATUS 0 pending (awaiting payment), 1 paid; a free spec's support is paid at once.
 * One per member and spec: a pending one is resumed, not duplicated.
 */
export const specSupports = pgTable(
  'spec_supports',
  {
    id: serial('id').primaryKey(),
    specId: integer('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    paidTime: timestamp('paid_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('spec_supports_spec_user_uq').on(t.specId, t.userId),
    index('spec_supports_spec_idx').on(t.specId, t.status, t.id),
  ],
);

/**
 * A member's application to become a creative master (创作达人申请), reviewed by staff in
 * the console. MASTER_APPLICATION_STATUS 0 pending, 1 approved (sets users.x_up), 2 rejected.
 */
export const creativeMasterApplications = pgTable(
  'creative_master_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    intro: text('intro').notNull(),
    /** Links to the applicant's works (http(s)). */
    works: jsonb('works').$type<string[]>().notNull().default([]),
    /** Images of works, paths of our uploads. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    proof: text('proof').notNull().default(''),
    contact: text('contact').notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    reviewTime: timestamp('review_time', { withTimezone: true }),
  },
  (t) => [
    index('cm_applications_status_idx').on(t.status, t.id),
    index('cm_applications_user_idx').on(t.userId, t.id),
  ],
);
