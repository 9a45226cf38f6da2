import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODE, MSG, type Envelope } from '@xinke/shared';
import { AppError } from '../lib/app-error';
import { frameworkMessage } from './framework-errors';
import { databaseErrorCode, isDatabaseUnavailable } from '../lib/db-errors';

export const MSG_NOT_FOUND = '您访问的接口不存在';
/** Seconds a client is told to wait while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_S = 5;
const internalMessage = (requestId: string) =>
  `服务器内部错误，请稍后重试（请求编号 ${requestId}）`;

/**
 * Pre-serialized: a route's response schema describes its success envelope only, and a
 * pending state (AppError.pending, HTTP 200 with a non-zero code) must not be run through it.
 */
function send(reply: FastifyReply, status: number, body: Envelope<unknown>): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** One failing input field, as reported in `data.errors` of a 422. */
interface FieldError {
  field: string;
  message: string;
}

/** Fastify's own errors (bad JSON, body too large…) carry their HTTP status. */
function statusOf(error: Error): number {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : 500;
}

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/**
 * Every failure becomes the DESIGN.md §2 envelope with the matching HTTP status:
 * validation → 422 naming the first field, AppError → its own code, Fastify's own 4xx
 * (malformed JSON, too large, unsupported type) → same status with a Chinese msg, and
 * anything else → 500 with the request id only; the stack goes to the log, never the body.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: Error, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, error.validationContext),
        message: v.message ?? '参数有误',
      }));
      const first = errors[0] ?? { field: 'body', message: '参数有误' };
      return send(reply, 422, {
        code: ERROR_CODE.validation,
        data: { field: first.field, errors },
        msg: `${first.field}: ${first.message}`,
      });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      return send(reply, error.status, { code: error.code, data: error.data, msg: error.message });
    }
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, {
        code: status,
        data: null,
        msg: frameworkMessage(error, status),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The SQLSTATE/errno only: the wrapped error's message quotes the SQL and its parameters.
      request.log.warn({ dbError: databaseErrorCode(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return send(reply, 503, {
        code: ERROR_CODE.unavailable,
        data: null,
        msg: MSG.serviceUnavailable,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      code: ERROR_CODE.internal,
      data: { request_id: request.id },
      msg: internalMessage(request.id),
    });
  });

  // /app/* is the SPA and has its own fallback; everything else unknown is an API miss.
  app.setNotFoundHandler((_request, reply) =>
    send(reply, 404, { code: ERROR_CODE.notFound, data: null, msg: MSG_NOT_FOUND }),
  );
}
