/**
 * Error codes carried in the envelope's `code` (non-zero); each maps to one HTTP status.
 * A constant, not part of contracts/envelope.ts: the web reads it at run time, and a
 * module of zod schemas that the web imports anything from brings zod into its bundle.
 */
export const ERROR_CODE = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  validation: 422,
  rateLimited: 429,
  internal: 500,
  /** The database is unreachable for a moment (restart, failover): try again shortly. */
  unavailable: 503,
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];
