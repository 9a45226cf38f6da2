import { configDefaults, defineProject } from 'vitest/config';

// `*.pg.test.ts` need what several server processes share in production — a real
// PostgreSQL and Redis — so they are collected only when both are configured (CI sets
// them); the embedded run does not list them at all rather than reporting them skipped.
const sharedServices = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
// `*.embedded.test.ts` test the embedded database itself (PGlite's thread, backup and
// restore, real server processes on an empty data dir, kill -9, shutdown); none reads
// TEST_DATABASE_URL or REDIS_URL (the processes they start have both removed,
// test/server-process.ts), so a pass on PostgreSQL would run them again unchanged. They
// are collected in the embedded pass only (`npm test` runs it first, without
// TEST_DATABASE_URL), saving the PostgreSQL pass about a minute.
const postgresPass = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(sharedServices ? [] : ['**/*.pg.test.ts']),
      ...(postgresPass ? ['**/*.embedded.test.ts'] : []),
    ],
    // Migrates one PGlite once and snapshots it; each test file restores the snapshot.
    globalSetup: ['test/global-setup.ts'],
    // Two child processes, each running file after file without re-importing the app:
    // importing fastify, drizzle and every module cost more than the tests themselves
    // (~400 s of a 10-minute pass, measured). Every file still builds its own app and
    // database (createTestApp), so nothing a test writes is seen by the next file; a
    // closed PGlite's WASM heap is garbage like any other. Two at a time keeps memory
    // (~0.5 GB per in-memory PGlite) and the 2 cores in check.
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    // Its own worker limit needs its own group: run after the shared and web suites.
    sequence: { groupOrder: 1 },
  },
});
