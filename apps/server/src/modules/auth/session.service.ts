import { SESSION_TTL_DAYS, type LoginMethodValue, type LoginResult } from '@xinke/shared';
import type { Db } from '../../db/client';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { newOpaqueToken, sha256 } from '../../lib/secrets';
import { assertNotBannedForLogin } from '../admin/sanctions';
import { loginHistory } from '../../db/schema';
import {
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './session.repository';
import { SessionCache, type RevocationFeed } from './session-cache';

const SESSION_TTL_MS = SESSION_TTL_DAYS * 86_400_000;
/** newOpaqueToken(): 32 bytes in base64url. Anything else is refused without a query. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** Who is calling: the user and the session (so logout can kill exactly this one). */
export interface AuthUser {
  userId: number;
  sessionId: number;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/**
 * Sessions that just died: one (logout), every one of the user (password reset), or all
 * but one (password change). The realtime layer closes their sockets on every node.
 */
export interface SessionsRevoked {
  userId: number;
  sessionId?: number;
  keepSessionId?: number;
}

/**
 * Opaque, revocable sessions (DESIGN.md §3). A fresh token at every login; only its
 * SHA-256 is stored, with an expiry the client also uses for its cookies.
 */
export class SessionService {
  /** Verified tokens (session-cache.ts); none without a feed of other nodes' revocations. */
  private readonly cache: SessionCache | null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /**
     * Hears every revocation after it is stored (app.ts: evict it on every node and close the
     * sessions' sockets); awaited, so the revoking request answers after the broadcast left.
     */
    private readonly onRevoked: (revoked: SessionsRevoked) => void | Promise<void> = () =>
      undefined,
    revocations?: RevocationFeed,
  ) {
    this.cache = revocations ? new SessionCache(clock, revocations) : null;
  }

  /**
   * Opens a session for a login that proved who it is (every login path ends here): refuses
   * a banned member (docs/admin-users.md), stores the session and the login history row in
   * one transaction.
   */
  async issue(userId: number, meta: ClientMeta, method: LoginMethodValue): Promise<LoginResult> {
    const token = newOpaqueToken();
    const now = this.clock();
    const expireMs = now + SESSION_TTL_MS;
    const userAgent = meta.userAgent.slice(0, 512);
    await this.db.transaction(async (tx) => {
      await assertNotBannedForLogin(tx, userId, now);
      await insertSession(tx, {
        userId,
        tokenHash: sha256(token),
        expireTime: new Date(expireMs),
        ip: meta.ip,
        userAgent,
        createTime: new Date(now),
      });
      await tx
        .insert(loginHistory)
        .values({ userId, method, ip: meta.ip, userAgent, createTime: new Date(now) });
    });
    return { id: userId, token, ttl: toUnixSeconds(expireMs) };
  }

  /** The caller of a raw Authorization header value (`<token>` or `Bearer <token>`). */
  async resolve(header: string | undefined): Promise<AuthUser | null> {
    const token = header?.trim().replace(/^Bearer\s+/i, '');
    if (!token || !TOKEN_RE.test(token)) return null;
    const hash = sha256(token);
    const cached = this.cache?.get(hash);
    if (cached) return cached;
    const generation = this.cache?.begin() ?? 0;
    const now = this.clock();
    const row = await findLiveSession(this.db, hash, new Date(now));
    if (!row) return null;
    const user = { userId: row.userId, sessionId: row.id };
    this.cache?.store(hash, user, row.expireTime.getTime(), now, generation);
    return user;
  }

  /**
   * A revocation on any node (its hub broadcast): evicts the sessions from this node's cache.
   * The revoking node also evicts on its own, before its request answers.
   */
  forget(revoked: SessionsRevoked): void {
    this.cache?.forget(revoked);
  }

  async revoke(user: AuthUser): Promise<void> {
    await this.revoked({ userId: user.userId, sessionId: user.sessionId }, () =>
      revokeSession(this.db, user.sessionId, new Date(this.clock())),
    );
  }

  /** Every session of the user dies (password reset), or every other one (password change). */
  async revokeAll(userId: number, keepSessionId?: number): Promise<void> {
    await this.revoked({ userId, ...(keepSessionId !== undefined ? { keepSessionId } : {}) }, () =>
      revokeUserSessions(this.db, userId, new Date(this.clock()), keepSessionId),
    );
  }

  /**
   * Stores a revocation, then evicts it here (after the commit: a lookup that read the
   * session before it is refused a place in the cache, see SessionCache), then tells the
   * other nodes.
   */
  private async revoked(revoked: SessionsRevoked, store: () => Promise<unknown>): Promise<void> {
    await store();
    await this.announce(revoked);
  }

  /**
   * Sessions revoked by the caller's own transaction (a staff ban stores the ban, the
   * revocation and its audit row together): call after that transaction commits, so every
   * node evicts them and closes their sockets.
   */
  async announce(revoked: SessionsRevoked): Promise<void> {
    this.cache?.forget(revoked);
    await this.onRevoked(revoked);
  }
}
