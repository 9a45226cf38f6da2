import fc from 'fast-check';
import type { Contract } from '@xinke/shared';
import { BLNS, hostileArb, inputArb, validArb } from './zod-arbitrary';

/** One generated HTTP request, ready for `app.inject`. */
export interface FuzzRequest {
  method: Contract['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * Percent-encoding that also carries what encodeURIComponent refuses (lone surrogates): the
 * code unit's three UTF-8-shaped bytes, which the server must read as invalid text.
 */
function pct(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        const c = ch.charCodeAt(0);
        const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
    }).join('');
  }
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Query or form encoding as the web client does it: arrays repeat the key. */
function formEncode(input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return pct(scalar(input));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) pairs.push(`${pct(key)}=${pct(scalar(v))}`);
  }
  return pairs.join('&');
}

function fillPath(path: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => pct(scalar(values[name])));
}

/** A 1×1 PNG: a real image, so upload endpoints also get past their parser. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Multipart bodies: a good image, garbage, cut off, wrong field, too many parts, bad boundary. */
const multipartArb = fc
  .record({
    field: fc.constantFrom('file', 'item_image', 'image', ...BLNS.slice(100, 110)),
    content: fc.oneof(fc.constant(PNG_1X1), fc.uint8Array({ maxLength: 300 }).map(Buffer.from)),
    filename: fc.constantFrom('a.png', '../../x.png', 'a\u0000.png', '芯.jpg', ''),
    extraParts: fc.constantFrom(0, 0, 0, 3, 15),
    cut: fc.boolean(),
    boundary: fc.constantFrom('XinkeFuzz', 'XinkeFuzz', 'other', ''),
  })
  .map(({ field, content, filename, extraParts, cut, boundary }) => {
    const b = 'XinkeFuzz';
    const parts: Buffer[] = [];
    for (let i = 0; i < extraParts; i += 1) {
      parts.push(
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`),
      );
    }
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${b}--\r\n`),
    );
    const body = Buffer.concat(parts);
    return {
      contentType: boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
      payload: cut ? body.subarray(0, Math.floor(body.length / 2)) : body,
    };
  });

/**
 * Requests for one contract: params, query and body from its schemas, sent the way the
 * client sends them (GET query, POST JSON, PUT/DELETE form), and now and then the other way,
 * and — for bodiless POSTs such as uploads — as multipart.
 */
export function requestArb(contract: Contract): fc.Arbitrary<FuzzRequest> {
  const params = contract.params ? validArbOrHostile(contract.params) : fc.constant({});
  const query = inputArb(contract.query);
  const body = inputArb(contract.body);
  const encoding = fc.oneof(
    { weight: 8, arbitrary: fc.constant('native' as const) },
    { weight: 1, arbitrary: fc.constant('json' as const) },
    { weight: 1, arbitrary: fc.constant('form' as const) },
    {
      weight: contract.method === 'POST' && !contract.body ? 4 : 0,
      arbitrary: fc.constant('multipart' as const),
    },
  );
  return fc
    .tuple(params, query, body, encoding, multipartArb)
    .map(([p, q, b, enc, multipart]): FuzzRequest => {
      const path = fillPath(contract.path, p);
      const qs = contract.query || contract.method === 'GET' ? formEncode(q) : '';
      const url = qs ? `${path}?${qs}` : path;
      if (contract.method === 'GET') return { method: contract.method, url, headers: {} };
      const asForm = enc === 'form' || (enc === 'native' && contract.method !== 'POST');
      if (enc === 'multipart') {
        return {
          method: contract.method,
          url,
          headers: { 'content-type': multipart.contentType },
          payload: multipart.payload,
        };
      }
      if (asForm) {
        return {
          method: contract.method,
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: formEncode(b),
        };
      }
      return {
        method: contract.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(b) ?? 'null',
      };
    });
}

/** Path parameters: mostly valid (small ids that exist), else hostile. */
function validArbOrHostile(schema: NonNullable<Contract['params']>) {
  return fc.oneof(
    { weight: 3, arbitrary: validArb(schema) },
    { weight: 2, arbitrary: inputArb(schema) },
    {
      weight: 1,
      arbitrary: fc.record({ id: hostileArb }),
    },
  );
}
