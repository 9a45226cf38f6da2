import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@xinke/shared';
import { AppError } from '../lib/app-error';
import type { AuthUser, ClientMeta, SessionService } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of an `auth: true` contract; 401 when the token is missing or dead. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
    /** The caller when a valid token is sent, else null (public routes that personalise). */
    optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
  }
  interface FastifyRequest {
    /** Set by the preValidation of `auth: true` contracts; null elsewhere. */
    authUser: AuthUser | null;
  }
}

/**
 * Token → user, by the Authorization header only (never a cookie, so there is no CSRF
 * surface). Registered before the modules so registerContract can call it.
 */
export function registerAuth(
  app: FastifyInstance,
  sessions: SessionService,
  /** Hears each request resolved to a member (the dashboard's active members). */
  onMember: (user: AuthUser) => Promise<void> = async () => {},
): void {
  const optionalUser = async (request: FastifyRequest) => {
    const user = await sessions.resolve(request.headers.authorization);
    if (user) await onMember(user);
    return user;
  };
  app.decorateRequest('authUser', null);
  app.decorate('optionalUser', optionalUser);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await optionalUser(request);
    if (!user) throw AppError.unauthorized(MSG.loginRequired);
    return user;
  });
}

/** For auth contracts the user is always set; this narrows the type and guards mistakes. */
export function mustAuth(user: AuthUser | null): AuthUser {
  if (!user) throw AppError.unauthorized(MSG.loginRequired);
  return user;
}

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
