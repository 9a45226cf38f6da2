import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one PGlite once and snapshots it; each test file restores the snapshot.
    globalSetup: ['test/global-setup.ts'],
    // A child process per file returns PGlite's WASM heap to the OS when the file ends;
    // two at a time keeps memory (~0.5 GB per in-memory PGlite) and the 2 cores in check.
    pool: 'forks',
    isolate: true,
    maxWorkers: 2,
    // Its own worker limit needs its own group: run after the shared and web suites.
    sequence: { groupOrder: 1 },
  },
});
