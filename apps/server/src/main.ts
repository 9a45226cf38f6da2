// First: V8's heap mode must be set before the server's modules fill the heap.
import './heap-mode';
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startControlServer, type ControlServer } from './backup/control-server';
import { claimDataDir, DataDirInUseError, type DataDirLock } from './backup/data-dir-lock';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import { closeRedis, openRedis } from './lib/redis';
import { RateLimiter } from './plugins/rate-limiter';
import type { Hub } from './realtime/hub';
import { RedisHub } from './realtime/redis-hub';
import { openStores, type Stores } from './uploads/stores';

/** After this long a stuck shutdown gives up and exits non-zero rather than hang forever. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

interface Running {
  app?: FastifyInstance;
  database?: Database;
  redis?: Redis;
  hub?: Hub;
  /** Where uploads live: DATA_DIR, or the bucket of S3_* (uploads/stores.ts). */
  stores?: Stores;
  /** Embedded mode: this process owns DATA_DIR (backup/data-dir-lock.ts). */
  dataDirLock?: DataDirLock;
  /** Embedded mode: the loopback endpoint `npm run backup` takes snapshots through. */
  control?: ControlServer;
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = loadConfigOrExit();
const running: Running = {};
let stopping: Promise<void> | undefined;

/**
 * Stop accepting, close the sockets (1001, clients reconnect elsewhere) and let in-flight
 * requests finish (fastify close), then the realtime hub, Redis, the database.
 */
async function stop(reason: string): Promise<void> {
  const log = running.app?.log;
  const say = (msg: string) => (log ? log.info(msg) : console.log(msg));
  say(`shutdown (${reason}): no new connections, finishing in-flight requests`);
  const timer = setTimeout(() => {
    console.error(`shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  // Never pull the database out from under a migration or seed that is still running.
  await starting;
  if (running.control) await running.control.close();
  if (running.app) {
    await running.app.close();
    say('http server and sockets closed');
  }
  running.stores?.close();
  if (running.hub) await running.hub.close();
  if (running.redis) {
    await closeRedis(running.redis);
    say('redis closed');
  }
  if (running.database) {
    // PGlite: a clean close checkpoints the data dir so it opens again without recovery.
    await running.database.close();
    say('database closed');
  }
  running.dataDirLock?.release();
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping ??= stop(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  });
}

async function start(): Promise<void> {
  // PGlite corrupts a data dir two processes open: refuse to start beside another owner.
  if (!config.databaseUrl) running.dataDirLock = claimDataDir(config.dataDir, 'server');
  running.stores = await openStores(config);
  // A wrong bucket or key fails the start, not the first member's upload.
  await running.stores.check();
  running.database = await openDatabase(config);
  let rateLimiter = new RateLimiter();
  if (config.redisUrl) {
    // openRedis says once per outage that limits and fan-out are this node's own meanwhile.
    running.redis = openRedis(config.redisUrl, (line, err) => console.error(line, err ?? ''));
    rateLimiter = new RateLimiter({ redis: running.redis });
    // Its subscriber fails with the shared connection, which already says so once.
    running.hub = new RedisHub(running.redis, 'xinke:rt:');
  }
  const app = await buildApp(config, {
    database: running.database,
    rateLimiter,
    hub: running.hub,
    stores: running.stores,
  });
  running.app = app;
  app.log.info(
    {
      database: running.database.kind,
      redis: Boolean(config.redisUrl),
      dataDir: config.dataDir,
      uploads: config.s3 ? `s3://${config.s3.bucket}` : config.uploadsDir,
    },
    'database opened',
  );
  await prepareDatabase(running.database, {
    seedDemo: config.seedDemo,
    stores: running.stores,
    log: app.log,
  });
  if (stopping) return;
  const { snapshot } = running.database;
  if (snapshot && running.dataDirLock) {
    running.control = await startControlServer({ snapshot, log: app.log });
    running.dataDirLock.advertise({ port: running.control.port, token: running.control.token });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`芯客 is serving ${config.publicUrl} (web app: ${config.webDistDir})`);
}

const starting: Promise<void> = start().catch(async (err: unknown) => {
  const known = err instanceof DataDirInUseError || err instanceof ConfigError;
  console.error('start-up failed:', known ? err.message : err);
  try {
    await running.database?.close();
    running.dataDirLock?.release();
  } finally {
    process.exit(1);
  }
});
