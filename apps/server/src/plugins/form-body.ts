import type { FastifyInstance } from 'fastify';

/**
 * SPEC §7: the shared client sends PUT and DELETE form-encoded. Fastify parses only JSON by
 * itself, so without this those calls would get 415. A repeated key becomes an array (the
 * client repeats keys for arrays); the contract's zod schema coerces the strings.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields[key];
    if (seen === undefined) fields[key] = value;
    else fields[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseFormBody(body as string)),
  );
}
