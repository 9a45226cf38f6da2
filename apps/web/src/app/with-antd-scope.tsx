import { lazy, type ComponentType } from 'react';

/** Loads started and not yet settled: a test must not tear its window down under one. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Settles when every lazy screen that started loading has loaded. A load that resolves
 * after jsdom is gone makes React schedule work on a window that no longer exists; the
 * web tests' teardown (test/setup.ts) waits for this first.
 */
export async function lazyLoadsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * Wraps a lazily loaded screen in antd's configuration (antd-scope.tsx), fetching both in
 * parallel, so only screens that draw antd components pay for antd. Used by the router for
 * every page not listed as antd-free, and by the lazily loaded dialogs and drawer.
 */
export function withAntdScope<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const loading = Promise.all([load(), import('./antd-scope')]);
    inFlight.add(loading);
    const [{ default: Screen }, { AntdScope }] = await loading.finally(() =>
      inFlight.delete(loading),
    );
    function Scoped(props: P) {
      return (
        <AntdScope>
          <Screen {...props} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  };
}

/**
 * A named export loaded on first render, in antd's configuration: for the antd parts of
 * pages whose first screen is drawn without antd (the detail pages' confirmations, menus).
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(withAntdScope(async () => ({ default: await load() })));
}
