import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MINUTES,
  LOGIN_IP_PER_HOUR,
  LOGIN_IP_PER_MINUTE,
  loginLockedMessage,
} from '@xinke/shared';
import type { RateLimiter, Rule } from '../../plugins/rate-limiter';
import { TooManyRequests } from '../../write-limits/too-many-requests';

const MINUTE_MS = 60_000;
const IP_MINUTE: Rule = { points: LOGIN_IP_PER_MINUTE, windowMs: MINUTE_MS };
const IP_HOUR: Rule = { points: LOGIN_IP_PER_HOUR, windowMs: 60 * MINUTE_MS };
const ACCOUNT_FAILURES: Rule = {
  points: LOGIN_ACCOUNT_MAX_FAILURES,
  windowMs: LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE_MS,
};

const minutesLeft = (resetMs: number) => Math.max(1, Math.ceil(resetMs / MINUTE_MS));
const locked = (resetMs: number) =>
  new TooManyRequests(resetMs, loginLockedMessage(minutesLeft(resetMs)));

/**
 * Whose password tries are counted: a login as typed (so unknown accounts lock the same way
 * and reveal nothing), or a logged-in user changing their password.
 */
export type PasswordAccount = { login: string } | { userId: number };

const accountKey = (a: PasswordAccount) =>
  'login' in a ? `pw:login:${a.login}` : `pw:user:${a.userId}`;

/**
 * Password-guessing brakes. Per IP every attempt counts (Discourse: 6/min, 30/h); per
 * account only failures count (10 per 15 min, far below ASVS 2.2.1's 100/h).
 *
 * The account's try is taken before the (slow, scrypt) check and given back when the
 * password was right, so parallel guesses cannot all pass a check made before any of them
 * failed: at most LOGIN_ACCOUNT_MAX_FAILURES are ever checked per window.
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async countAttempt(ip: string): Promise<void> {
    const minute = await this.limiter.hit(IP_MINUTE, `login:ip:m:${ip}`);
    if (!minute.allowed) throw locked(minute.resetMs);
    const hour = await this.limiter.hit(IP_HOUR, `login:ip:h:${ip}`);
    if (!hour.allowed) throw locked(hour.resetMs);
  }

  /**
   * Takes one of the account's tries; while none is left, refuses (even the right password)
   * with `lockedMessage(minutes)` and Retry-After, by default 登录失败次数过多，请N分钟后再试.
   */
  async takeTry(
    account: PasswordAccount,
    lockedMessage: (minutes: number) => string = loginLockedMessage,
  ): Promise<void> {
    const r = await this.limiter.hit(ACCOUNT_FAILURES, accountKey(account));
    if (!r.allowed) throw new TooManyRequests(r.resetMs, lockedMessage(minutesLeft(r.resetMs)));
  }

  /** The password was right: the try taken for it was no failure. */
  async giveBack(account: PasswordAccount): Promise<void> {
    await this.limiter.undo(ACCOUNT_FAILURES, accountKey(account));
  }

  /**
   * The owner proved who they are by a code sent to them (code login, password reset):
   * a lock someone else ran up by guessing at their phone or e-mail is lifted.
   */
  async unlock(logins: (string | null | undefined)[], userId: number): Promise<void> {
    const accounts: PasswordAccount[] = [
      ...logins.filter((l): l is string => Boolean(l)).map((login) => ({ login })),
      { userId },
    ];
    await Promise.all(accounts.map((a) => this.limiter.reset(ACCOUNT_FAILURES, accountKey(a))));
  }
}
