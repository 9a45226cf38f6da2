import { COOKIE_TOKEN, COOKIE_USER_ID } from '@xinke/shared';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/**
 * Login credentials (SPEC §3): the token in cookie `Authorization` and the user id in
 * `xinke-id`, both expiring when the server says (Unix seconds). The server reads the
 * token from the Authorization header only, never from the cookie (DESIGN §3).
 */
export interface Credentials {
  token: string;
  userId: string | number;
  /** Unix seconds. */
  expiresAt: number;
}

export function getToken(): string | undefined {
  const token = readCookie(COOKIE_TOKEN);
  return token ? token : undefined;
}

export function getUserId(): string | undefined {
  return readCookie(COOKIE_USER_ID) || undefined;
}

export function hasToken(): boolean {
  return getToken() !== undefined;
}

export function saveCredentials({ token, userId, expiresAt }: Credentials): void {
  writeCookie(COOKIE_TOKEN, token, expiresAt);
  writeCookie(COOKIE_USER_ID, String(userId), expiresAt);
}

export function clearCredentials(): void {
  deleteCookie(COOKIE_TOKEN);
  deleteCookie(COOKIE_USER_ID);
}
