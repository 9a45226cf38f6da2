import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG, type Envelope } from '@xinke/shared';

/** The Chinese message of a Fastify/Node 4xx, by its error code, then by its status. */
const MESSAGE_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.httpBodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.httpMediaTypeUnsupported,
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.httpBadJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.httpEmptyJson,
  FST_ERR_MAX_PARAM_LENGTH: MSG.httpUrlTooLong,
  HPE_HEADER_OVERFLOW: MSG.httpHeadersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: MSG.httpTimeout,
};
const MESSAGE_BY_STATUS: Record<number, string> = {
  408: MSG.httpTimeout,
  413: MSG.httpBodyTooLarge,
  414: MSG.httpUrlTooLong,
  415: MSG.httpMediaTypeUnsupported,
  431: MSG.httpHeadersTooLarge,
};

export function frameworkMessage(error: { code?: unknown; name?: unknown }, status: number) {
  if (typeof error.code === 'string' && MESSAGE_BY_CODE[error.code])
    return MESSAGE_BY_CODE[error.code]!;
  // The JSON parser's own SyntaxError (and proto-poisoning refusals) carry no code.
  if (error.name === 'SyntaxError') return MSG.httpBadJson;
  return MESSAGE_BY_STATUS[status] ?? MSG.httpBadRequest;
}

function envelope(status: number, msg: string): Envelope<null> {
  return { code: status, data: null, msg };
}

/**
 * Router refusals that never reach a route (a path parameter over maxParamLength → 414, an
 * undecodable path → 400): Fastify's `frameworkErrors` hook, answered as the envelope.
 */
export function frameworkErrors(
  error: FastifyError,
  request: Pick<FastifyRequest, 'log'>,
  reply: Pick<FastifyReply, 'code'>,
): void {
  const status = error.statusCode ?? 400;
  request.log.info({ err: error }, 'router refused the url');
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(envelope(status, frameworkMessage(error, status))));
}

/**
 * Node's HTTP parser refusals (431 headers or query too large, 400 malformed request, 408
 * timeout) happen before Fastify has a request: the answer, with the site's security
 * `headers` like every other, is written onto the socket.
 */
export function clientErrorHandler(headers: [string, string][]) {
  const headerLines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return (error: ConnectionError, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const body = JSON.stringify(envelope(status, frameworkMessage(error, status)));
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // end(), not write() + destroy(): the answer must leave before the connection closes.
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        headerLines +
        'Connection: close\r\n\r\n' +
        body,
    );
  };
}
