import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsvector } from './search-vector';

/**
 * Members (SPEC §3 user info). Built as the base for the accounts work: phone and e-mail are
 * unique but optional (WeChat-only accounts have neither), password_hash is null until a
 * password is set. Counters live on the row and change with the facts they count.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nickname: text('nickname').notNull(),
    /**
     * Comparison key of the nickname (lib/nickname.ts): confusables folded, case folded.
     * Null only for an account whose key another had already taken when the column came
     * (db/nickname-keys.ts); every new or changed nickname sets it.
     */
    nicknameKey: text('nickname_key'),
    imageUrl: text('image_url').notNull().default(''),
    phone: text('phone').unique(),
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    /** 0 secret, 1 male, 2 female. */
    sex: smallint('sex').notNull().default(0),
    userSign: text('user_sign').notNull().default(''),
    district: text('district').notNull().default(''),
    profession: text('profession').notNull().default(''),
    background: text('background').notNull().default(''),
    /** user | moderator | admin (DESIGN.md §3). */
    role: text('role').notNull().default('user'),
    /** 1 marks a creative master (SPEC §1). */
    xUp: smallint('x_up').notNull().default(0),
    /** 0 new user (sees the guide), 1 old (SPEC §4). */
    isOld: smallint('is_old').notNull().default(0),
    /** Electricity points (SPEC §1). */
    ele: integer('ele').notNull().default(0),
    /** Follows ele: recomputed from the level table whenever the ledger changes it. */
    levelName: text('level_name').notNull().default('Lv1 初来乍到'),
    followCount: integer('follow_count').notNull().default(0),
    fanCount: integer('fan_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    /** Thumbs received on my content (SPEC §3 praise_count), kept with the thumbs. */
    praiseCount: integer('praise_count').notNull().default(0),
    /** Privacy switches of /web/system/secret: 1 shows the list to others, 0 hides it. */
    showFollow: smallint('show_follow').notNull().default(1),
    showFans: smallint('show_fans').notNull().default(1),
    showCollect: smallint('show_collect').notNull().default(1),
    showDynamic: smallint('show_dynamic').notNull().default(1),
    /**
     * SPEC §9 sign-up interests (shared Interest): [] not chosen yet, [-1] 保密, else up to
     * INTEREST_MAX topics 0..17. Follow recommendations rank shared topics first.
     */
    interests: smallint('interests')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /**
     * Staff sanctions (docs/admin-users.md): in force while the time is in the future, so an
     * expired one stops applying without a job; 9999-12-31 is permanent. A mute refuses
     * posts, comments, replies and letters; a ban refuses every login.
     */
    muteUntil: timestamp('mute_until', { withTimezone: true }),
    muteReason: text('mute_reason').notNull().default(''),
    banUntil: timestamp('ban_until', { withTimezone: true }),
    banReason: text('ban_reason').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    /** Nickname + signature from the shared tokenizer (user search). */
    searchVector: tsvector('search_vector'),
  },
  // Nicknames identify people in lists and @mentions, so two accounts may not share one.
  (t) => [
    uniqueIndex('users_nickname_idx').on(t.nickname),
    uniqueIndex('users_nickname_key_idx').on(t.nicknameKey),
    index('users_search_idx').using('gin', t.searchVector),
    // Star users and follow recommendations (modules/social): most fans / most praise first,
    // ties to the longest-standing member (lower id).
    index('users_fans_idx').on(t.fanCount.desc().nullsFirst(), t.id.asc().nullsLast()),
    index('users_praise_idx').on(t.praiseCount.desc().nullsFirst(), t.id.asc().nullsLast()),
    // Follow recommendations: who shares one of my interests (interests && mine).
    index('users_interests_idx').using('gin', t.interests),
    // The console's 禁言中 / 封禁中 filters walk only the sanctioned few.
    index('users_mute_idx')
      .on(t.muteUntil)
      .where(sql`${t.muteUntil} is not null`),
    index('users_ban_idx')
      .on(t.banUntil)
      .where(sql`${t.banUntil} is not null`),
    // The dashboard's new users of a day: a range of create_time (modules/dashboard).
    index('users_create_time_idx').on(t.createTime),
  ],
);
