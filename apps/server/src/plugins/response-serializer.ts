import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `X | null` comes out of z.toJSONSchema as `anyOf: [X, {type: 'null'}]`, which
 * fast-json-stringify resolves per value with a schema validator; `nullable` on X is the
 * same output with a plain null check. Applied to the whole tree.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (s: unknown) => (s as JsonSchema | null)?.type === 'null';
    const other = anyOf.find((s) => !isNull(s)) as JsonSchema | undefined;
    if (other && anyOf.some(isNull) && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, ...other, nullable: true };
    }
  }
  return out;
}

/** A compiled stringifier for a response schema: only the properties the schema declares. */
export function compileStringify(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return fastJson(simplifyNullable(json) as Parameters<typeof fastJson>[0]);
}

/**
 * Response serializer for the contract routes (DESIGN §2: output goes through the contract,
 * so a field the handler forgot to map cannot leak). The JSON is written by a stringifier
 * compiled once per route from the contract's JSON schema, which drops undeclared fields
 * just as the zod parse does, at a fraction of the CPU: re-parsing every response with zod
 * was a large share of a cheap read's cost. With `validate` (development and tests) the
 * response is also checked against the zod schema first, so a handler returning a wrong
 * type fails loudly there instead of being coerced on the wire.
 */
export function responseSerializerCompiler(validate: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = schema as z.ZodType;
    const stringify = compileStringify(zodSchema);
    if (!validate) return stringify;
    return (data) => {
      const result = z.safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}
