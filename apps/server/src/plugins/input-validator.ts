import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guardUnsafeText } from '../lib/unsafe-text';

/**
 * The validator of every route with a zod schema (params, query, body), so every contract —
 * including ones written later — refuses NUL, control characters and lone surrogates with
 * a 422 naming the field, whatever its own string rules are.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) =>
  validatorCompiler({ ...routeSchema, schema: guardUnsafeText(routeSchema.schema) });
