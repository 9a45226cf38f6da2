import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MINUTES,
  LOGIN_IP_PER_HOUR,
  LOGIN_IP_PER_MINUTE,
  loginLockedMessage,
} from '@xinke/shared';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../plugins/rate-limiter';

const MINUTE_MS = 60_000;
const ACCOUNT_WINDOW_MS = LOGIN_ACCOUNT_WINDOW_MINUTES * MINUTE_MS;

const locked = (resetMs: number) =>
  AppError.rateLimited(loginLockedMessage(Math.max(1, Math.ceil(resetMs / MINUTE_MS))));

/**
 * Password-guessing brakes. Per IP every attempt counts (Discourse: 6/min, 30/h); per
 * account only failures count (10 per 15 min, far below ASVS 2.2.1's 100/h), keyed by the
 * login as typed so unknown accounts lock the same way and reveal nothing.
 */
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async countAttempt(ip: string): Promise<void> {
    const minute = await this.limiter.hit(`login:ip:m:${ip}`, LOGIN_IP_PER_MINUTE, MINUTE_MS);
    if (!minute.allowed) throw locked(minute.resetMs);
    const hour = await this.limiter.hit(`login:ip:h:${ip}`, LOGIN_IP_PER_HOUR, 60 * MINUTE_MS);
    if (!hour.allowed) throw locked(hour.resetMs);
  }

  /** Refuses even the right password while the account is locked. */
  async assertNotLocked(login: string): Promise<void> {
    const { count, resetMs } = await this.limiter.peek(`login:fail:${login}`);
    if (count >= LOGIN_ACCOUNT_MAX_FAILURES) throw locked(resetMs);
  }

  async recordFailure(login: string): Promise<void> {
    await this.limiter.hit(`login:fail:${login}`, LOGIN_ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MS);
  }
}
