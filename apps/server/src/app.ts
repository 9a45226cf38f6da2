import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './plugins/error-handler';
import { MemoryRateLimiter, type RateLimiter } from './plugins/rate-limiter';
import { registerUploads, registerWebApp } from './plugins/web-static';
import { registerCommonRoutes } from './modules/common/common.routes';
import { registerForumRoutes } from './modules/forum/forum.routes';
import { registerIndexPageRoutes } from './modules/index-page/index-page.routes';
import { registerSystemRoutes } from './modules/system/system.routes';

export interface AppDeps {
  database: Database;
  /** Defaults to an in-process limiter; main.ts passes the Redis one when REDIS_URL is set. */
  rateLimiter?: RateLimiter;
}

/** Where `/` sends visitors (SPEC §2). */
export const HOME_PATH = '/app/new-version/featured';

/** SPEC §2: `/` → featured with tag=recommend plus the existing query (a given tag wins). */
export function homeRedirectUrl(rawQuery: string): string {
  const params = new URLSearchParams(rawQuery);
  const merged = new URLSearchParams();
  if (!params.has('tag')) merged.set('tag', 'recommend');
  for (const [key, value] of params) merged.append(key, value);
  return `${HOME_PATH}?${merged.toString()}`;
}

/**
 * Builds the whole HTTP app on an already migrated database. It does not listen and does
 * not own the database or the limiter: whoever created them (main.ts, tests) closes them.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      // Accept a sane id from a proxy so logs line up across hops; otherwise make one.
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  const { database } = deps;
  const rateLimiter = deps.rateLimiter ?? new MemoryRateLimiter();
  registerSystemRoutes(app, database);
  registerForumRoutes(app, database.db);
  registerIndexPageRoutes(app, database.db);
  registerCommonRoutes(app, {
    db: database.db,
    rateLimiter,
    limitPerMinute: config.pageViewRateLimit,
  });

  app.get('/', async (request, reply) => {
    const rawQuery = request.url.includes('?')
      ? request.url.slice(request.url.indexOf('?') + 1)
      : '';
    return reply.redirect(homeRedirectUrl(rawQuery), 302);
  });
  await registerWebApp(app, config.webDistDir);
  await registerUploads(app, config.uploadsDir);
  return app;
}
