import {
  contractUrl,
  HTTP_TIMEOUT_MS,
  MSG,
  type Contract,
  type ContractData,
  type ContractInput,
  type Envelope,
} from '@xinke/shared';
import { takeEarlyRequest } from './early-requests';

/**
 * The shared http client of SPEC §7/§8. Every failure rejects with an envelope-shaped
 * object (the server's body when there is one), so callers handle one error type:
 * - `code !== 0` → rejects with the body, server `msg` as an error toast;
 * - timeout / no response → warning toast 请求超时;
 * - HTTP 401 → 身份验证失败,请重新登录, credentials cleared, `onUnauthorized()` (featured);
 * - other HTTP errors → the body's msg or 未知错误.
 * Built on fetch + AbortController rather than axios (~13 KB gzip on every page's first
 * load); the wire format is axios' (see `toQueryString`), so the server sees no change.
 */
export type ApiFailure = Envelope<unknown>;

export interface Notifier {
  error(text: string): void;
  warning(text: string): void;
}

export interface HttpClientConfig {
  baseURL: string;
  timeoutMs?: number;
  getToken(): string | undefined;
  clearCredentials(): void;
  onUnauthorized(): void;
  notify: Notifier;
}

export interface RequestOptions {
  /** No toasts on failure (background calls such as the visit record). */
  silent?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Fields = Record<string, unknown>;

/** Code of the failure we synthesise when no answer arrived (timeout, network down). */
export const NO_RESPONSE_CODE = -1;

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { msg?: unknown }).msg === 'string'
  );
}

/** Form encoding for PUT/DELETE: undefined is skipped, arrays repeat the key. */
export function toFormBody(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => form.append(key, String(v)));
    else form.append(key, String(value));
  }
  return form;
}

function withoutUndefined(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** A body that is JSON when it parses as JSON, else the raw text (as axios did). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * GET query in axios' format, which this client replaced: null is sent empty, arrays
 * repeat `key[]`, dates as ISO strings, nested objects as `key[sub]`.
 */
export function toQueryString(fields: Fields): string {
  const query = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) query.append(key, '');
    else if (value instanceof Date) query.append(key, value.toISOString());
    else if (Array.isArray(value))
      value.forEach((v) => v !== undefined && v !== null && add(`${key}[]`, v));
    else if (typeof value === 'object')
      Object.entries(value).forEach(([sub, v]) => add(`${key}[${sub}]`, v));
    else query.append(key, String(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return query.toString();
}

function joinUrl(baseURL: string, url: string): string {
  if (/^([a-z][a-z\d+.-]*:)?\/\//i.test(url) || !baseURL) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The address of a GET: base, path and the fields as axios' query string. */
function getTarget(baseURL: string, url: string, fields: Fields): string {
  const target = joinUrl(baseURL, url);
  const query = toQueryString(withoutUndefined(fields));
  return query ? `${target}${target.includes('?') ? '&' : '?'}${query}` : target;
}

/** The exact address the client requests for a GET contract call (app/boot.ts uses it). */
export function contractGetUrl<C extends Contract>(
  baseURL: string,
  contract: C,
  input?: ContractInput<C>,
): string {
  const { url, fields } = resolveContractCall(contract, (input ?? {}) as Fields);
  return getTarget(baseURL, url, fields);
}

/** Rejects when the signal aborts first (an early request cannot be given our signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    promise.then(resolve, reject);
  });
}

/** Thrown inside `send` when no answer arrived in time (timeout, network down). */
class NoResponse extends Error {}

export function createHttpClient(config: HttpClientConfig) {
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;

  function failNoResponse(silent: boolean): ApiFailure {
    if (!silent) config.notify.warning(MSG.timeout);
    return { code: NO_RESPONSE_CODE, data: null, msg: MSG.timeout };
  }

  /** `sentToken`: the token the failed request carried (undefined when none). */
  function failHttp(
    status: number,
    data: unknown,
    silent: boolean,
    sentToken: string | undefined,
  ): ApiFailure {
    const body = isEnvelope(data) ? data : undefined;
    if (status === 401) {
      // A page's parallel calls all fail with one dead token: the first one says so and
      // leaves; the rest (their token already cleared, or replaced by a new login) stay quiet.
      const handled = sentToken !== undefined && config.getToken() !== sentToken;
      if (handled) return body ?? { code: 401, data: null, msg: MSG.unauthorized };
      if (!silent) config.notify.error(MSG.unauthorized);
      config.clearCredentials();
      config.onUnauthorized();
      return body ?? { code: 401, data: null, msg: MSG.unauthorized };
    }
    const msg = body?.msg || MSG.unknownError;
    if (!silent) config.notify.error(msg);
    return body ?? { code: status, data: null, msg };
  }

  /**
   * One round trip on fetch. The timeout covers the whole answer, body included, as
   * XHR's did; a network failure counts as no answer, like before.
   */
  async function send(
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; ok: boolean; data: unknown }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const token = (init.headers as Record<string, string> | undefined)?.Authorization;
      const early = init.method === 'GET' ? takeEarlyRequest(url, token) : undefined;
      const response = await (early
        ? untilAborted(early, controller.signal)
        : fetch(url, { ...init, signal: controller.signal }));
      return { status: response.status, ok: response.ok, data: parseBody(await response.text()) };
    } catch {
      throw new NoResponse();
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(
    method: HttpMethod,
    url: string,
    fields: Fields = {},
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const silent = options.silent ?? false;
    const token = config.getToken();
    const headers: Record<string, string> = token ? { Authorization: token } : {};
    const clean = withoutUndefined(fields);
    const target =
      method === 'GET' ? getTarget(config.baseURL, url, clean) : joinUrl(config.baseURL, url);
    let body: string | undefined;
    if (method === 'POST') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(clean);
    } else if (method !== 'GET' && Object.keys(clean).length > 0) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toFormBody(clean).toString();
    }
    // A PUT/DELETE without fields (delete/{id}, follow/{id}) sends no body at all: an empty
    // form body with its content type is refused by servers that parse only JSON (415).
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(target, { method, headers, body });
    } catch (error) {
      if (error instanceof NoResponse) throw failNoResponse(silent);
      throw error;
    }
    if (!answer.ok) throw failHttp(answer.status, answer.data, silent, token);
    const envelope = answer.data;
    if (!isEnvelope(envelope) || envelope.code !== 0) {
      const failure: ApiFailure = isEnvelope(envelope)
        ? envelope
        : { code: NO_RESPONSE_CODE, data: null, msg: MSG.unknownError };
      if (!silent) config.notify.error(failure.msg || MSG.unknownError);
      throw failure;
    }
    return envelope as Envelope<T>;
  }

  /** Calls one shared contract: fills `:params`, sends the rest as query or body. */
  async function api<C extends Contract>(
    contract: C,
    input?: ContractInput<C>,
    options?: RequestOptions,
  ): Promise<ContractData<C>> {
    const { url, fields } = resolveContractCall(contract, (input ?? {}) as Fields);
    const envelope = await request<ContractData<C>>(contract.method, url, fields, options);
    return envelope.data;
  }

  return { request, api };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Splits a caller's input into the path (`:name` params) and the remaining fields. */
export function resolveContractCall(
  contract: Pick<Contract, 'path'>,
  input: Fields,
): { url: string; fields: Fields } {
  const names = [...contract.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  const params: Record<string, string | number> = {};
  const fields: Fields = { ...input };
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    delete fields[name];
  }
  return { url: contractUrl(contract.path, params), fields };
}
