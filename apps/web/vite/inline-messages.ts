import { dirname, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { inlineTableStrings } from './inline-strings';
import { SHARED_SRC } from './shared-contract-routes';

/** The shared package's message tables: MSG, PROJECT_MSG, STORE_MSG, LIULANG_MSG … */
const MESSAGE_TABLE = /(^|_)MSG$/;
const SHARED_ENTRY = resolve(SHARED_SRC, 'index.ts');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Production build only: every read of a message (`MSG.timeout`) becomes the string itself,
 * evaluated from the shared package's source at build time, so the one table of Chinese
 * strings (packages/shared/src/messages.ts) stays the one place they are written.
 *
 * Why: MSG is one object of some nine hundred messages, 15 KB gzip. A bundler keeps an object
 * whole once any property is read, so the featured page carried every message of the site
 * to show nine. Inlined, the table ships only where code uses it as a value (a computed
 * key, a spread); those reads stay as they are. Dev server and tests use the modules unchanged.
 */
export function inlineMessages(): Plugin {
  let tables = new Map<string, Readonly<Record<string, unknown>>>();
  return {
    name: 'xinke:inline-messages',
    apply: 'build',
    // After TypeScript and JSX are compiled away: the rewrite reads plain JavaScript.
    enforce: 'post',
    async buildStart() {
      const { module } = await runnerImport<Record<string, unknown>>(SHARED_ENTRY, {
        configFile: false,
        logLevel: 'error',
      });
      tables = new Map(
        Object.entries(module).filter(
          (entry): entry is [string, Record<string, unknown>] =>
            MESSAGE_TABLE.test(entry[0]) && isPlainObject(entry[1]),
        ),
      );
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || /[\\/]node_modules[\\/]/.test(id) || !code.includes('MSG'))
        return null;
      const inShared = id.startsWith(SHARED_SRC);
      // The web imports the package by name; the package's own modules import their siblings.
      const isTableSource = (source: string) =>
        source === '@xinke/shared' ||
        (inShared && source.startsWith('.') && resolve(dirname(id), source).startsWith(SHARED_SRC));
      return inlineTableStrings(code, id, tables, isTableSource);
    },
  };
}
