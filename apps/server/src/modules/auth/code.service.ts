import type { FastifyBaseLogger } from 'fastify';
import {
  CODE_CHECKS_PER_IP_PER_HOUR,
  CODE_DAILY_CAP_PER_CONTACT,
  CODE_HOURLY_CAP_PER_IP,
  CODE_LENGTH,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  MSG,
  retryAfterSecondsMessage,
  type OutboxChannel,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashCode, newNumericCode } from '../../lib/secrets';
import type { RateLimiter, Rule } from '../../plugins/rate-limiter';
import type { EmailProvider, SmsProvider } from '../../providers/types';
import {
  countSentSince,
  deleteCode,
  findLatestCode,
  findLatestSentAt,
  guessCode,
  insertCode,
  lockCodeTarget,
} from './code.repository';
import { TooManyRequests } from '../../write-limits/too-many-requests';

/**
 * What a code is for: a login code cannot reset a password. `bind` goes to a new address
 * and `verify` to the current one of a logged-in user; both are tied to that user.
 */
export type CodePurpose = 'login' | 'forget' | 'bind' | 'verify';

export interface CodeServiceDeps {
  db: Db;
  rateLimiter: RateLimiter;
  clock: Clock;
  secret: string;
  sms: SmsProvider;
  email: EmailProvider;
  log: FastifyBaseLogger;
}

export interface SendCodeInput {
  channel: OutboxChannel;
  /** Phone number or lower-cased e-mail address. */
  target: string;
  purpose: CodePurpose;
  userId?: number | null;
  ip: string;
  /**
   * false: apply every limit and record a row, but send nothing. Used for forgot-password
   * on unknown accounts so the answer (and the limits) look the same as for real ones.
   */
  deliver?: boolean;
}

export interface VerifyCodeInput {
  target: string;
  purpose: CodePurpose;
  userId?: number | null;
  code: string;
  /** forget_next checks without using the code up; everything else consumes it. */
  consume: boolean;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CODE_SENDS_PER_IP: Rule = { points: CODE_HOURLY_CAP_PER_IP, windowMs: HOUR_MS };
const CODE_CHECKS_PER_IP: Rule = { points: CODE_CHECKS_PER_IP_PER_HOUR, windowMs: HOUR_MS };

/** One-time codes: 6 digits, HMAC-stored, 5 minutes, single use, 5 wrong tries, limits. */
export class CodeService {
  constructor(private readonly deps: CodeServiceDeps) {}

  async send(input: SendCodeInput): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock();
    const perIp = await this.deps.rateLimiter.hit(CODE_SENDS_PER_IP, `code:ip:${input.ip}`);
    if (!perIp.allowed) throw new TooManyRequests(perIp.resetMs, MSG.codeIpCap);

    // Per address from the codes table itself, so the wait holds across nodes and restarts;
    // under a lock on the address, so two sends at once cannot both pass the checks.
    const code = newNumericCode(CODE_LENGTH);
    const userId = input.userId ?? null;
    const id = await db.transaction(async (tx) => {
      await lockCodeTarget(tx, input.target);
      const lastSent = await findLatestSentAt(tx, input.target);
      const waitMs = lastSent ? lastSent.getTime() + CODE_RESEND_SECONDS * 1000 - now : 0;
      if (waitMs > 0)
        throw new TooManyRequests(waitMs, retryAfterSecondsMessage(Math.ceil(waitMs / 1000)));
      const sentToday = await countSentSince(tx, input.target, new Date(now - DAY_MS));
      if (sentToday >= CODE_DAILY_CAP_PER_CONTACT) throw AppError.rateLimited(MSG.codeDailyCap);
      return insertCode(tx, {
        channel: input.channel,
        target: input.target,
        purpose: input.purpose,
        userId,
        codeHash: this.hash(input.target, input.purpose, userId, code),
        expireTime: new Date(now + CODE_TTL_SECONDS * 1000),
        createTime: new Date(now),
      });
    });
    if (input.deliver === false) return;
    const message = { to: input.target, code, validMinutes: CODE_TTL_SECONDS / 60 };
    try {
      if (input.channel === 'sms') await this.deps.sms.sendCode(message);
      else await this.deps.email.sendCode(message);
    } catch (err) {
      // Not delivered: forget the row so the 60 s wait does not block a retry.
      await deleteCode(db, id);
      this.deps.log.error({ err, channel: input.channel }, 'code delivery failed');
      throw new AppError(500, MSG.codeSendFailed);
    }
  }

  /**
   * Counts one code-checking request of `ip` (login, register, forgot-password, bind,
   * change), refusing beyond CODE_CHECKS_PER_IP_PER_HOUR: the 5 tries per code stop guessing
   * at one address, this stops one client guessing across many.
   */
  async countCheck(ip: string): Promise<void> {
    const r = await this.deps.rateLimiter.hit(CODE_CHECKS_PER_IP, `code:check:ip:${ip}`);
    if (!r.allowed) throw new TooManyRequests(r.resetMs, MSG.codeCheckIpCap);
  }

  /** Throws a 400 with the reason a person can act on; returns when the code is right. */
  async verify(input: VerifyCodeInput): Promise<void> {
    const { db, clock } = this.deps;
    const userId = input.userId ?? null;
    const row = await findLatestCode(db, input.target, input.purpose, userId);
    if (!row) throw AppError.badRequest(MSG.codeInvalid);
    const guess = this.hash(input.target, input.purpose, userId, input.code.trim());
    const result = await guessCode(db, row.id, guess, {
      now: new Date(clock()),
      consume: input.consume,
      maxTries: CODE_MAX_WRONG_TRIES,
    });
    // Used, expired, out of tries, or used up by a parallel request a moment ago.
    if (!result) throw AppError.badRequest(MSG.codeInvalid);
    if (!result.right)
      throw AppError.badRequest(
        result.wrongTries >= CODE_MAX_WRONG_TRIES ? MSG.codeTooManyTries : MSG.codeWrong,
      );
  }

  private hash(target: string, purpose: string, userId: number | null, code: string): string {
    return hashCode(this.deps.secret, [target, purpose, String(userId ?? '')], code);
  }
}
