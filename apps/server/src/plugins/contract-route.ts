import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Contract, ContractData } from '@xinke/shared';
import type { AuthUser } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared contract a route was registered from (none for the few non-API routes). */
    contract?: Contract;
  }
}

/**
 * Parsed input of a contract part. The shared `Contract*` helpers keep `| undefined` because
 * the contract fields are optional; after validation a declared schema is always present.
 */
type Parsed<T> = [T] extends [undefined] ? undefined : z.output<NonNullable<T> & z.ZodType>;
type ContractParams<C extends Contract> = Parsed<C['params']>;
type ContractQuery<C extends Contract> = Parsed<C['query']>;
type ContractBody<C extends Contract> = Parsed<C['body']>;

export interface ContractInputs<C extends Contract> {
  params: ContractParams<C>;
  query: ContractQuery<C>;
  body: ContractBody<C>;
  /** The caller: always set when the policy's role is not `public` (see mustAuth), else null. */
  user: AuthUser | null;
  request: FastifyRequest;
}

/** What a handler may return: just `data`, or `data` plus envelope `meta`/`msg`. */
export type ContractResult<C extends Contract> =
  ContractData<C> | { envelope: true; data: ContractData<C>; meta?: unknown; msg?: string };

/** The success envelope around a contract's `data` schema, used to serialize responses. */
function envelopeOf(data: z.ZodType) {
  return z.object({
    code: z.literal(0),
    data,
    meta: z.unknown().optional(),
    msg: z.string(),
  });
}

function isWrapped<C extends Contract>(
  value: ContractResult<C>,
): value is { envelope: true; data: ContractData<C>; meta?: unknown; msg?: string } {
  return (
    typeof value === 'object' && value !== null && 'envelope' in value && value.envelope === true
  );
}

/**
 * Registers one route from its shared contract: the caller's role checked against the
 * contract's authorization policy (401 / 403), input validated by the contract's zod
 * schemas (422 on failure, see error-handler.ts) and output serialized through the envelope
 * schema, so a field the handler forgot to map cannot leak.
 */
export function registerContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: ContractInputs<C>) => Promise<ContractResult<C>>,
  options: Pick<
    RouteShorthandOptions,
    'preHandler' | 'bodyLimit' | 'onRequest' | 'onSend' | 'onResponse' | 'onRequestAbort'
  > = {},
): void {
  const { role, refusal } = contract.authz;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...options,
    // Hooks and tests find the route's contract here (write limits, the authorization matrix).
    config: { contract },
    // The role of the contract's policy, enforced here and nowhere else: 401 and 403 come
    // before input validation, so a caller who may not call learns nothing about the rules.
    ...(role === 'public'
      ? {}
      : {
          preValidation: async (request: FastifyRequest) => {
            const user = await request.server.authenticate(request);
            if (role === 'creator') await request.server.assertCreator(user.userId, refusal);
            else if (role !== 'member')
              await request.server.assertStaff(user.userId, role, refusal);
            request.authUser = user;
          },
        }),
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: envelopeOf(contract.response) },
    },
    async handler(request) {
      const result = await handler({
        user: request.authUser,
        params: request.params as ContractParams<C>,
        query: request.query as ContractQuery<C>,
        body: request.body as ContractBody<C>,
        request,
      });
      if (isWrapped(result)) {
        return { code: 0 as const, data: result.data, meta: result.meta, msg: result.msg ?? 'ok' };
      }
      return { code: 0 as const, data: result, msg: 'ok' };
    },
  });
}
