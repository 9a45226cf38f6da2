import { tooFrequentMessage } from '@xinke/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** A 429 that knows when the caller may try again: sent as Retry-After (RFC 9110 §10.2.3). */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, msg?: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(429, msg ?? tooFrequentMessage(seconds));
    this.retryAfterSeconds = seconds;
  }
}

/** Adds Retry-After to every TooManyRequests; the error handler writes the envelope. */
export function registerRetryAfter(app: FastifyInstance): void {
  // onError runs before the error handler and is where Fastify wants headers added.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequests)
      reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
