import { SESSION_TTL_DAYS, type LoginResult } from '@xinke/shared';
import type { Db } from '../../db/client';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { newOpaqueToken, sha256 } from '../../lib/secrets';
import {
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './session.repository';

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
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Hears every revocation after it is stored (app.ts: close the sessions' sockets). */
    private readonly onRevoked: (revoked: SessionsRevoked) => void = () => undefined,
  ) {}

  async issue(userId: number, meta: ClientMeta): Promise<LoginResult> {
    const token = newOpaqueToken();
    const expireMs = this.clock() + SESSION_TTL_MS;
    await insertSession(this.db, {
      userId,
      tokenHash: sha256(token),
      expireTime: new Date(expireMs),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 512),
      createTime: new Date(this.clock()),
    });
    return { id: userId, token, ttl: toUnixSeconds(expireMs) };
  }

  /** The caller of a raw Authorization header value (`<token>` or `Bearer <token>`). */
  async resolve(header: string | undefined): Promise<AuthUser | null> {
    const token = header?.trim().replace(/^Bearer\s+/i, '');
    if (!token || !TOKEN_RE.test(token)) return null;
    const row = await findLiveSession(this.db, sha256(token), new Date(this.clock()));
    return row ? { userId: row.userId, sessionId: row.id } : null;
  }

  async revoke(user: AuthUser): Promise<void> {
    await revokeSession(this.db, user.sessionId, new Date(this.clock()));
    this.onRevoked({ userId: user.userId, sessionId: user.sessionId });
  }

  /** Every session of the user dies (password reset), or every other one (password change). */
  async revokeAll(userId: number, keepSessionId?: number): Promise<void> {
    await revokeUserSessions(this.db, userId, new Date(this.clock()), keepSessionId);
    this.onRevoked({ userId, ...(keepSessionId !== undefined ? { keepSessionId } : {}) });
  }
}
