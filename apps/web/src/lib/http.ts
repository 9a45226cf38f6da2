import axios, { type AxiosError, type AxiosInstance, type Method } from 'axios';
import {
  contractUrl,
  HTTP_TIMEOUT_MS,
  MSG,
  type Contract,
  type ContractData,
  type ContractInput,
  type Envelope,
} from '@xinke/shared';

/**
 * The shared http client of SPEC §7/§8. Every failure rejects with an envelope-shaped
 * object (the server's body when there is one), so callers handle one error type:
 * - `code !== 0` → rejects with the body, server `msg` as an error toast;
 * - timeout / no response → warning toast 请求超时;
 * - HTTP 401 → 身份验证失败,请重新登录, credentials cleared, `onUnauthorized()` (featured);
 * - other HTTP errors → the body's msg or 未知错误.
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

export function createHttpClient(config: HttpClientConfig) {
  const instance: AxiosInstance = axios.create({
    baseURL: config.baseURL,
    timeout: config.timeoutMs ?? HTTP_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
  });

  function fail(error: AxiosError, silent: boolean): ApiFailure {
    const notify = (kind: keyof Notifier, text: string) => {
      if (!silent) config.notify[kind](text);
    };
    const response = error.response;
    if (!response) {
      notify('warning', MSG.timeout);
      return { code: NO_RESPONSE_CODE, data: null, msg: MSG.timeout };
    }
    const body = isEnvelope(response.data) ? response.data : undefined;
    if (response.status === 401) {
      notify('error', MSG.unauthorized);
      config.clearCredentials();
      config.onUnauthorized();
      return body ?? { code: 401, data: null, msg: MSG.unauthorized };
    }
    const msg = body?.msg || MSG.unknownError;
    notify('error', msg);
    return body ?? { code: response.status, data: null, msg };
  }

  async function request<T>(
    method: HttpMethod,
    url: string,
    fields: Fields = {},
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const token = config.getToken();
    const headers: Record<string, string> = token ? { Authorization: token } : {};
    const clean = withoutUndefined(fields);
    const isForm = method === 'PUT' || method === 'DELETE';
    if (isForm) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    let body: Envelope<T>;
    try {
      const response = await instance.request<Envelope<T>>({
        method: method as Method,
        url,
        headers,
        params: method === 'GET' ? clean : undefined,
        data: method === 'GET' ? undefined : isForm ? toFormBody(clean) : clean,
      });
      body = response.data;
    } catch (error) {
      if (axios.isAxiosError(error)) throw fail(error, options.silent ?? false);
      throw error;
    }
    if (!isEnvelope(body) || body.code !== 0) {
      const failure: ApiFailure = isEnvelope(body)
        ? body
        : { code: NO_RESPONSE_CODE, data: null, msg: MSG.unknownError };
      if (!options.silent) config.notify.error(failure.msg || MSG.unknownError);
      throw failure;
    }
    return body;
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

  return { request, api, instance };
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
