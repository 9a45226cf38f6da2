import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOGIN_METHOD } from '@xinke/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrate';
import { SessionService } from '../src/modules/auth/session.service';
import type { BenchDatabase } from './bench-db';
import { keptSeed, markSeeded } from './bench-keep';
import { checkSeedCounters, seedBench } from './bench-seed';

/** A seeded bench database served by the real app on a free port (run.ts, profile.ts). */
export interface Served {
  b: BenchDatabase;
  app: FastifyInstance;
  address: string;
  items: number;
  dataDir: string;
}

/** Migrates and seeds `b` with `items` items, and serves it on a free port. */
export async function serve(b: BenchDatabase, items: number): Promise<Served> {
  console.log(`\n=== ${b.label}: ${items} items ===`);
  const kept = await keptSeed(b, items);
  // On a kept database too: a migration added since its seed (an index) is applied to it.
  await applyMigrations(b.database, b.database.db);
  if (kept) {
    console.log(
      `reusing the kept seed (version ${kept.version}, ${kept.items} items, seeded ${kept.seededAt} in ${kept.seconds.toFixed(1)} s)`,
    );
  } else {
    const seeded = await seedBench(b, items);
    console.log(
      `seeded ${seeded.items} items, ${seeded.users} users, ${seeded.comments} comments, ` +
        `${seeded.likes} likes, ${seeded.collections} collections, ${seeded.messages} messages, ` +
        `${seeded.letters} letters in ${seeded.seconds.toFixed(1)} s`,
    );
    console.log(await checkSeedCounters(b));
    await markSeeded(b, items, seeded.seconds);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-data-'));
  // Production mode: what is measured is the server as deployed (e.g. no zod re-check of
  // every response, see plugins/response-serializer.ts).
  const config = loadConfig({
    NODE_ENV: 'production',
    // The bench sends no SMS, mail or WeChat login: the dev providers are never reached.
    ALLOW_DEV_PROVIDERS: 'true',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const app = await buildApp(config, { database: b.database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { b, app, address, items, dataDir };
}

export async function unserve(s: Served): Promise<void> {
  await s.app.close();
  rmSync(s.dataDir, { recursive: true, force: true });
  await s.b.dispose();
}

/** A session of the second bench user made an admin, for the dashboard. */
export async function benchAdminToken(s: Served): Promise<string> {
  await s.b.query(`update users set role = 'admin' where id = 2`);
  const sessions = new SessionService(s.b.database.db, Date.now);
  const { token } = await sessions.issue(
    2,
    { ip: '127.0.0.1', userAgent: 'bench' },
    LOGIN_METHOD.password,
  );
  return token;
}

/** A session of the first bench user, for the logged-in rows. */
export async function benchToken(s: Served): Promise<string> {
  const sessions = new SessionService(s.b.database.db, Date.now);
  const { token } = await sessions.issue(1, { ip: '127.0.0.1', userAgent: 'bench' }, 'password');
  return token;
}
