import { ERROR_CODE } from '@xinke/shared';

/** The http client rejects with the server's envelope: read its code without trusting it. */
export function failureCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

export const isNotFound = (error: unknown) => failureCode(error) === 404;
export const isForbidden = (error: unknown) => failureCode(error) === 403;

/**
 * A react-query retry rule for reads whose failures the page shows as states: one quiet
 * retry for a blip (no answer, 5xx), none for a 4xx answer, which would only repeat.
 */
export function retryUnlessClientError(failures: number, error: unknown): boolean {
  const code = failureCode(error);
  return failures < 1 && !(code !== undefined && code >= 400 && code < 500);
}

/**
 * The default retry of every query: one quiet retry for a blip, but never after a 401 —
 * the http client has already cleared the dead session, so a retry would only go out
 * without a token and announce 身份验证失败 a second time.
 */
export function retryUnlessUnauthorized(failures: number, error: unknown): boolean {
  return failures < 1 && failureCode(error) !== ERROR_CODE.unauthorized;
}
