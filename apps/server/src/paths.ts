import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server directory, found by walking up from this module to the package.json named
 * @xinke/server. Works the same from src/ under tsx/vitest and from the esbuild bundle in dist/,
 * whatever the current working directory is.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@xinke/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('Cannot locate apps/server (package.json of @xinke/server)');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
/** Committed drizzle-kit SQL migrations, applied at start-up. */
export const migrationsDir = join(serverRoot, 'drizzle');
