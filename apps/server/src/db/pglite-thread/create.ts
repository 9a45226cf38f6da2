import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteSource } from './protocol';

/**
 * PostgreSQL settings of the embedded database, after PGlite's own start parameters.
 *
 * shared_buffers: PGlite keeps PostgreSQL's 128 MB, allocated and zeroed inside the
 * WebAssembly heap at start, so it is resident from the first second (~300 MB for an idle
 * server in all). The data dir's files are real files read through the kernel, whose page
 * cache keeps them as well; a community small enough to run embedded loses little with
 * 16 MB, and the idle server drops by ~130 MB (docs/faults.md "The embedded database's
 * thread", figures from `npm run bench`).
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/** Opens the embedded PGlite in this thread: the data dir, or in memory from a tarball. */
export function createPglite(source: PgliteSource): Promise<PGlite> {
  const startParams = [
    ...PGlite.defaultStartParams,
    ...EMBEDDED_SETTINGS.flatMap((s) => ['-c', s]),
  ];
  if ('dataDir' in source) {
    mkdirSync(source.dataDir, { recursive: true });
    return PGlite.create({ dataDir: source.dataDir, startParams });
  }
  return PGlite.create({
    startParams,
    ...(source.snapshot ? { loadDataDir: source.snapshot } : {}),
  });
}
