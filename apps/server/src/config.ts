/**
 * Environment → typed configuration. This is the only file that reads `process.env`.
 *
 * Every variable, with its default (the embedded mode needs none of them):
 *   PORT          3000                     HTTP port
 *   HOST          0.0.0.0                  interface to listen on
 *   DATA_DIR      ./data                   embedded database (DATA_DIR/pg) and uploads
 *                                          (DATA_DIR/uploads); resolved from the cwd
 *   DATABASE_URL  (unset)                  postgres://… → PostgreSQL via node-postgres;
 *                                          unset → embedded PGlite in DATA_DIR/pg
 *   REDIS_URL     (unset)                  redis://… → shared rate limits (and later
 *                                          pub/sub); unset → in-process
 *   PUBLIC_URL    http://localhost:PORT    the site's public origin (absolute links)
 *   NODE_ENV      development              development | production | test
 *   SEED_DEMO     true                     seed demo content into an empty database
 *   LOG_LEVEL     info (silent in test)    fatal | error | warn | info | debug | trace | silent
 *   WEB_DIST_DIR  apps/web/dist            the built SPA served under /app/
 *   TRUST_PROXY   false                    true when behind a reverse proxy, so the client
 *                                          IP comes from X-Forwarded-For (rate limits)
 *   PAGE_VIEW_RATE_LIMIT  120              page_view calls per IP per minute
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths';

const zBool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const zUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: zUrl(['postgres', 'postgresql']),
  REDIS_URL: zUrl(['redis', 'rediss']),
  PUBLIC_URL: zUrl(['http', 'https']),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO: zBool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().trim().optional(),
  TRUST_PROXY: zBool(false),
  PAGE_VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR/pg, used only in the embedded (PGlite) mode. */
  pgliteDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  pageViewRateLimit: number;
}

export class ConfigError extends Error {}

/** Parses `env` (default: the process environment); throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: resolve(dataDir, 'pg'),
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(serverRoot, '../web/dist'),
    trustProxy: e.TRUST_PROXY,
    pageViewRateLimit: e.PAGE_VIEW_RATE_LIMIT,
  };
}
