// Bundles src/main.ts into dist/main.js for `node dist/main.js`, and the embedded
// database's worker thread (src/db/pglite-thread/worker.ts) beside it as
// dist/pglite-worker.js, where thread.ts looks for it. @xinke/shared is TypeScript
// source, so it is bundled; every real npm dependency stays external and is loaded from
// node_modules at run time (native/WASM packages such as PGlite must not be bundled).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => name !== '@xinke/shared')
  // Sub-path imports (drizzle-orm/pglite, @electric-sql/pglite/…) are external too.
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
await build({
  entryPoints: [
    { in: join(root, 'src/main.ts'), out: 'main' },
    { in: join(root, 'src/db/pglite-thread/worker.ts'), out: 'pglite-worker' },
  ],
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Some CommonJS code inside bundled packages calls require(); give ESM one.
  banner: {
    // Under a name of its own: the banner is not parsed, so a bundled module's own import
    // of createRequire would otherwise declare the same name twice.
    js: "import { createRequire as __bannerCreateRequire } from 'module'; const require = __bannerCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`server bundle: dist/main.js, dist/pglite-worker.js (${Date.now() - started} ms)`);
