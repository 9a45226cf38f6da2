import { z } from 'zod';
import type { AuthzPolicy } from './policy';

/** HTTP methods used by SPEC §7. GET sends query, POST JSON, PUT/DELETE form-encoded. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of SPEC §7: the server registers its route from this constant and the web
 * client calls it through `api(contract, input)`, so both sides share one definition.
 * `response` describes `data` of the envelope; `meta` (optional) describes `meta`.
 */
export interface Contract<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/web/forum/detail/:id`. */
  path: string;
  summary: string;
  /**
   * Who may call it and whose the thing it names must be (./policy.ts). Required: the
   * server enforces the role from it and the authorization-matrix test walks it.
   */
  authz: AuthzPolicy;
  /** Requires a logged-in user (401 otherwise); must agree with `authz.role`. */
  auth?: boolean;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
}

export function defineContract<
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType = z.ZodType,
>(contract: Contract<TParams, TQuery, TBody, TResponse>) {
  // Checked at import, so a disagreement fails every build and test at once.
  if (Boolean(contract.auth) !== (contract.authz.role !== 'public'))
    throw new Error(`${contract.method} ${contract.path}: auth 与 authz.role 不一致`);
  return contract;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a caller passes: params, query and body merged as the client sends them. */
export type ContractInput<C extends Contract> = InputOr<C['params'], unknown> &
  InputOr<C['query'], unknown> &
  InputOr<C['body'], unknown>;
export type ContractParams<C extends Contract> = InferOr<C['params'], undefined>;
export type ContractQuery<C extends Contract> = InferOr<C['query'], undefined>;
export type ContractBody<C extends Contract> = InferOr<C['body'], undefined>;
export type ContractData<C extends Contract> = z.infer<C['response']>;

/** Fills `:name` placeholders of a contract path. */
export function contractUrl(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`缺少路径参数 ${name}`);
    return encodeURIComponent(String(value));
  });
}
