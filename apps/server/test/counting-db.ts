import type { Db } from '../src/db/client';

/**
 * `db` with one of its methods counted: how many statements (`execute`) or transactions a
 * batching writer sent for what it was given.
 */
export function countingCalls(db: Db, method: 'execute' | 'transaction') {
  let calls = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== method) return Reflect.get(target, key, receiver) as unknown;
      return (...args: unknown[]) => {
        calls += 1;
        return (target[method] as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, calls: () => calls };
}
