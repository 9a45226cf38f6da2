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
import { users } from './users';

/**
 * Login sessions. The token itself is never stored: only its SHA-256, so a leaked table
 * cannot be replayed. Revocation (logout, password reset) sets revoke_time.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    revokeTime: timestamp('revoke_time', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // Housekeeping drops long-expired sessions (db/housekeeping.ts).
    index('sessions_expire_idx').on(t.expireTime),
  ],
);

/**
 * One-time codes sent by SMS or e-mail, stored as an HMAC (never the code). `purpose`
 * keeps a login code from resetting a password; `user_id` ties a bind/verify code to the
 * account that asked for it. Also the ledger behind the per-contact resend and daily caps.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** sms | email */
    channel: text('channel').notNull(),
    /** The phone number or lower-cased e-mail address the code went to. */
    target: text('target').notNull(),
    /** login | forget | bind | verify */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    consumeTime: timestamp('consume_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.createTime),
    // Housekeeping drops codes older than the longest cap window (db/housekeeping.ts).
    index('verification_codes_create_idx').on(t.createTime),
  ],
);

/** External logins linked to a user (WeChat Open Platform: openid, and unionid when given). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** wechat */
    provider: text('provider').notNull(),
    openid: text('openid').notNull(),
    unionid: text('unionid'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_openid_idx').on(t.provider, t.openid),
    index('user_identities_unionid_idx').on(t.provider, t.unionid),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * QR login tickets: waiting → scanned → confirmed → consumed (the desktop got its token),
 * or cancelled. Keyed by the ticket's SHA-256 so the table alone cannot complete a login.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    /** waiting | scanned | confirmed | consumed | cancelled */
    status: text('status').notNull().default('waiting'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  // Housekeeping drops expired tickets (db/housekeeping.ts).
  (t) => [index('qr_logins_expire_idx').on(t.expireTime)],
);
