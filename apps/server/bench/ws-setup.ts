import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { sessions, users } from '../src/db/schema';
import { newOpaqueToken, sha256 } from '../src/lib/secrets';

/*
 * The socket bench's world: a migrated database with N users and a live session each,
 * written in bulk straight into the database (not N logins), and real server processes
 * serving it (server-process.ts).
 */

export interface BenchUser {
  id: number;
  token: string;
}

const CHUNK = 1000;

/** N users with one session each; returns their ids and tokens. */
export async function createUsers(database: Database, n: number): Promise<BenchUser[]> {
  await database.withExclusive((db) => applyMigrations(database, db));
  const { db } = database;
  const out: BenchUser[] = [];
  const run = randomBytes(3).toString('hex');
  const expireTime = new Date(Date.now() + 86_400_000);
  // Established members (a month old): a new account's letter limit (10 per 30 s) is for
  // spam from fresh sign-ups, not what 10,000 people chatting look like.
  const createTime = new Date(Date.now() - 30 * 86_400_000);
  for (let start = 0; start < n; start += CHUNK) {
    const size = Math.min(CHUNK, n - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, k) => ({
          nickname: `压测${run}-${start + k}`,
          imageUrl: `/uploads/avatars/bench-${(start + k) % 16}.svg`,
          createTime,
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => newOpaqueToken());
    await db.insert(sessions).values(
      rows.map((r, k) => ({
        userId: r.id,
        tokenHash: sha256(tokens[k] ?? ''),
        expireTime,
        userAgent: 'bench:ws',
      })),
    );
    rows.forEach((r, k) => out.push({ id: r.id, token: tokens[k] ?? '' }));
  }
  return out;
}

export interface BenchDatabaseTarget {
  label: string;
  /** Env for the server processes. */
  env: Record<string, string>;
  users: BenchUser[];
  dispose(): Promise<void>;
}

/** An embedded PGlite data dir, filled and closed again so a server process can own it. */
export async function pgliteTarget(n: number): Promise<BenchDatabaseTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-ws-'));
  const database = await openPglite({ dataDir: join(dataDir, 'pg') });
  const created = await createUsers(database, n);
  await database.close();
  return {
    label: 'PGlite (embedded)',
    env: { DATA_DIR: dataDir },
    users: created,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of `adminUrl`, dropped by dispose(). */
export async function postgresTarget(
  adminUrl: string,
  redisUrl: string,
  n: number,
): Promise<BenchDatabaseTarget> {
  const name = `xinke_bench_ws_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  const created = await createUsers(database, n);
  await database.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'xinke-bench-ws-'));
  return {
    label: `PostgreSQL (${url.host}) + Redis`,
    // Production with DATABASE_URL requires one CODE_SECRET shared by every node.
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      CODE_SECRET: randomBytes(32).toString('base64'),
    },
    users: created,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
