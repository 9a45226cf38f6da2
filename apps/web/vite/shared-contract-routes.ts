import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * Keeps zod out of the web bundle without a second copy of any endpoint.
 *
 * Each endpoint is defined once, in packages/shared/src/contracts, as a zod contract: the
 * server validates with its schemas, the web only needs `method`, `path` and `auth` at run
 * time (its types still come from the real source, checked by tsc). For the production
 * build this plugin replaces every contract module by what the web needs, evaluated from
 * that same source at build time, so the two cannot drift:
 * - a contract becomes `{ method, path, auth }`;
 * - plain data (strings, numbers, arrays and objects of them) is kept as a literal;
 * - zod schemas and functions are left out — if web code ever uses one at run time, the
 *   build fails with a missing-export error instead of shipping zod silently.
 * It also tells the bundler that packages/shared has no import-time side effects (it is
 * constants, schemas and pure functions), so a module the route never uses — validators'
 * server-side schemas, the envelope schemas — is dropped instead of kept for its top-level
 * `z.object()` calls. The dev server and the tests use the real modules unchanged.
 */
/** The shared package's source folder (with a trailing separator). */
export const SHARED_SRC = dirname(createRequire(import.meta.url).resolve('@xinke/shared')) + sep;
const CONTRACTS_DIR = join(SHARED_SRC, 'contracts') + sep;
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

interface Route {
  method: string;
  path: string;
  auth: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function asRoute(value: unknown): Route | undefined {
  if (!isPlainObject(value)) return undefined;
  const { method, path, auth, response } = value;
  if (
    typeof method !== 'string' ||
    !HTTP_METHODS.has(method) ||
    typeof path !== 'string' ||
    !response
  )
    return undefined;
  return { method, path, auth: auth === true };
}

/** Data that survives JSON unchanged; zod schemas are class instances, so they never pass. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'boolean'].includes(typeof value)) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  return isPlainObject(value) && Object.values(value).every(isPlainData);
}

/** The module the web bundle gets instead of a contract module: routes and plain data. */
export function webContractModule(exports: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const route = asRoute(value);
    if (route || isPlainData(value))
      lines.push(`export const ${name} = ${JSON.stringify(route ?? value)};`);
  }
  return `// Built from the contract source by vite/shared-contract-routes.ts\n${lines.join('\n')}\n`;
}

/** Barrels (`export * from …`) re-export contracts but define none: they stay as they are. */
const definesContracts = (source: string) => /\bdefineContract\s*\(/.test(source);

/**
 * A module is replaced when it defines contracts, or when it imports (not re-exports) from a sibling that
 * does (the socket frames import the letter schemas): once the sibling is replaced its zod
 * exports are gone, and the importer's bindings would name exports that no longer exist.
 */
async function isReplaced(id: string, source: string): Promise<boolean> {
  if (definesContracts(source)) return true;
  for (const [, sibling] of source.matchAll(/\bimport\s[^;]*?\bfrom\s+['"]\.\/([\w-]+)['"]/g)) {
    const siblingSource = await readFile(join(dirname(id), `${sibling}.ts`), 'utf8').catch(
      () => '',
    );
    if (definesContracts(siblingSource)) return true;
  }
  return false;
}

export function sharedContractRoutes(): Plugin {
  return {
    name: 'xinke:shared-contract-routes',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!id.startsWith(CONTRACTS_DIR) || !/\.ts$/.test(id)) return null;
      if (!(await isReplaced(id, await readFile(id, 'utf8')))) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: 'error',
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return { code: webContractModule(module), moduleSideEffects: false };
    },
    transform(_code, id) {
      if (!id.startsWith(SHARED_SRC)) return null;
      return { code: _code, moduleSideEffects: false };
    },
    // The point of all this: zod never ships. A web import of anything from a module that
    // also builds zod schemas (a constant beside them, say) would bring zod back silently.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const zodModule = chunk.moduleIds.find((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
        if (zodModule)
          this.error(
            `zod is in the web bundle (${chunk.fileName}, ${zodModule}): a web import reaches a ` +
              'packages/shared module that builds zod schemas; move what the web needs to constants/.',
          );
      }
    },
  };
}
