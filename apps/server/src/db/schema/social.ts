import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who follows whom (SPEC §4 follow status). users.follow_count / fan_count move in the
 * same transaction as the row. The primary key answers "do I follow X" and, read the
 * other way round ((X, me)), "does X follow me": both are single index probes.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // My follows, newest first (follow_list) and my fans, newest first (fan_list).
    index('follows_follower_time_idx').on(
      t.followerId,
      t.createTime.desc().nullsFirst(),
      t.followeeId.desc().nullsFirst(),
    ),
    index('follows_followee_time_idx').on(
      t.followeeId,
      t.createTime.desc().nullsFirst(),
      t.followerId.desc().nullsFirst(),
    ),
  ],
);

/**
 * My blacklist: `userId` blocked `blackUserId`. The primary key is what every rule checks
 * ("did the owner block this actor" is one probe), so the rules cost an index lookup each.
 */
export const blacks = pgTable(
  'blacks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blackUserId: integer('black_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blackUserId] }),
    // "Who blocked me": recommendations skip people who blocked the viewer.
    index('blacks_black_user_idx').on(t.blackUserId, t.userId),
    index('blacks_user_time_idx').on(
      t.userId,
      t.createTime.desc().nullsFirst(),
      t.blackUserId.desc().nullsFirst(),
    ),
  ],
);
