import type { ComponentType } from 'react';

/**
 * Wraps a lazily loaded screen in antd's configuration (antd-scope.tsx), fetching both in
 * parallel, so only screens that draw antd components pay for antd. Used by the router for
 * every page not listed as antd-free, and by the lazily loaded dialogs and drawer.
 */
export function withAntdScope<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [{ default: Screen }, { AntdScope }] = await Promise.all([
      load(),
      import('./antd-scope'),
    ]);
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
