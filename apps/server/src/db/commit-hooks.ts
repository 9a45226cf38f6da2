import type { Db } from './client';

type Hook = () => void;

interface Scope {
  /** Where a hook registered on this handle goes: run (root) or wait for the parent. */
  defer(hook: Hook): void;
  /** The handle withCommitHooks returned; every transaction opened from it shares it. */
  root: Db;
}

const scopes = new WeakMap<object, Scope>();

/**
 * Wraps `handle` so that every transaction opened through it (nested ones too) collects
 * afterCommit hooks and runs them once the outermost transaction has committed; a rolled
 * back transaction drops its hooks. Drizzle has no on-commit event, and a side effect that
 * announces a row (a socket push of new counters) must never announce one that is rolled
 * back or not yet visible to other connections.
 */
function wrap(handle: Db, scope: Scope): Db {
  const proxy: Db = new Proxy(handle, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
      const transaction: Db['transaction'] = async (work, config) => {
        const pending: Hook[] = [];
        const result = await target.transaction(
          (tx) =>
            work(
              wrap(tx as unknown as Db, {
                defer: (h) => pending.push(h),
                root: scope.root,
              }) as unknown as typeof tx,
            ),
          config,
        );
        // Committed (a savepoint only released: its hooks now wait for the parent).
        for (const hook of pending) scope.defer(hook);
        return result;
      };
      return transaction;
    },
  });
  scopes.set(proxy, scope);
  return proxy;
}

/**
 * A handle whose transactions support afterCommit. `onError` receives what a hook throws:
 * the transaction is already committed, so a failing hook must not fail the request.
 */
export function withCommitHooks(root: Db, onError: (err: unknown) => void): Db {
  const run = (hook: Hook) => {
    try {
      hook();
    } catch (err) {
      onError(err);
    }
  };
  const scope: Scope = { defer: run, root: root };
  const proxy = wrap(root, scope);
  scope.root = proxy;
  return proxy;
}

/**
 * Runs `hook` after the transaction `db` belongs to commits, or at once when `db` is the
 * root handle (a statement outside a transaction has committed when it returns). Returns
 * false, running nothing, for a handle that did not come from withCommitHooks.
 */
export function afterCommit(db: Db, hook: Hook): boolean {
  const scope = scopes.get(db);
  if (!scope) return false;
  scope.defer(hook);
  return true;
}

/** The withCommitHooks handle `db` was opened from (undefined for a plain handle). */
export function commitRoot(db: Db): Db | undefined {
  return scopes.get(db)?.root;
}
