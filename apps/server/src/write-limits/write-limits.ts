import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { RateLimiter, Rule } from '../plugins/rate-limiter';
import type { WriteLimitsConfig } from './write-limit-env';
import type { WriteClass } from './limit-classes';
import { writeClassOf } from './write-limit-table';
import { registerRetryAfter, TooManyRequests } from './too-many-requests';

export interface WriteLimitDeps {
  config: WriteLimitsConfig;
  limiter: RateLimiter;
  db: Db;
  clock: Clock;
}

/** Accounts known to be past NEW_ACCOUNT_HOURS: they never become new again. */
const OLD_ACCOUNTS_KEPT = 100_000;

/** Who writes: a member (when logged in) from an IP (unknown on the socket). */
export interface Writer {
  userId: number | null;
  ip: string | null;
}

/** Checks one write of a class against its member and IP limits. */
export class WriteLimiter {
  private readonly oldAccounts = new Set<number>();

  constructor(private readonly deps: WriteLimitDeps) {}

  /** Takes one point of each applicable rule or throws TooManyRequests (429, Retry-After). */
  async check(cls: WriteClass, writer: Writer): Promise<void> {
    if (!this.deps.config.enabled) return;
    const limits = this.deps.config.classes[cls];
    const checks: [Rule, string][] = [];
    if (writer.ip !== null)
      for (const rule of limits.ip) checks.push([rule, `w:${cls}:ip:${writer.ip}`]);
    if (writer.userId !== null) {
      const rules = (await this.isNewAccount(writer.userId)) ? limits.newMember : limits.member;
      for (const rule of rules) checks.push([rule, `w:${cls}:u:${writer.userId}`]);
    }
    await take(this.deps.limiter, checks);
  }

  private async isNewAccount(userId: number): Promise<boolean> {
    const { config, db, clock } = this.deps;
    if (config.newAccountHours <= 0 || this.oldAccounts.has(userId)) return false;
    const [row] = await db
      .select({ createTime: users.createTime })
      .from(users)
      .where(eq(users.id, userId));
    const ageMs = clock() - (row?.createTime.getTime() ?? 0);
    if (ageMs < config.newAccountHours * 3_600_000) return true;
    if (this.oldAccounts.size >= OLD_ACCOUNTS_KEPT) this.oldAccounts.clear();
    this.oldAccounts.add(userId);
    return false;
  }
}

/**
 * Per-member and per-IP limits of every write contract, in one preHandler: after the
 * caller is authenticated and the input valid, before the handler. Its counters live in
 * the shared limiter (Redis across nodes). Must be registered before the routes: a write
 * route without a declared class stops the start-up. Returns the limiter for writes that
 * come by other ways (letters over the socket).
 */
export function registerWriteLimits(app: FastifyInstance, deps: WriteLimitDeps): WriteLimiter {
  registerRetryAfter(app);
  app.addHook('onRoute', (route) => {
    const contract = route.config?.contract;
    if (contract && contract.method !== 'GET' && !writeClassOf(contract))
      throw new Error(
        `${contract.method} ${contract.path} has no write limit: declare one in write-limit-table.ts`,
      );
  });
  const limiter = new WriteLimiter(deps);
  if (!deps.config.enabled) return limiter;
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const contract = request.routeOptions.config.contract;
    const cls = contract && writeClassOf(contract);
    if (!cls) return;
    await limiter.check(cls, { userId: request.authUser?.userId ?? null, ip: request.ip });
  });
  return limiter;
}

/**
 * Takes one point of every rule at once: with Redis, one round trip for all the windows
 * instead of one after another (a letter's or a like's wait before its write). On any
 * refusal every point this request took is given back, so refused attempts do not use up a
 * day's quota, and the caller is told when the last refusing window ends.
 */
async function take(limiter: RateLimiter, checks: [Rule, string][]): Promise<void> {
  const results = await Promise.all(checks.map(([rule, key]) => limiter.hit(rule, key)));
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return;
  await Promise.all(checks.map(([rule, key]) => limiter.undo(rule, key)));
  throw new TooManyRequests(Math.max(...refused.map((r) => r.resetMs)));
}
