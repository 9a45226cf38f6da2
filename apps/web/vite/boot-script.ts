import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';

/**
 * Builds a second, React-free entry (app/boot.ts) and puts it first in index.html.
 *
 * Vite folds every module script of an HTML file into one entry, which would run the boot
 * code only after React has downloaded and run; as its own entry it runs as soon as its
 * few kilobytes arrive, while the app's code is still on the way (`async`: a deferred module
 * script would wait for the main entry, which comes first in the page, to run). In `vite dev` the boot
 * script is not used (the app's own requests run as usual).
 */
export function bootScript(module: string): Plugin {
  let base = '/';
  let id = '';
  return {
    name: 'xinke:boot-script',
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      id = resolve(root, module);
      const html = resolve(root, 'index.html');
      return { build: { rolldownOptions: { input: { index: html, boot: id } } } };
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const chunk = Object.values(ctx.bundle).find(
          (item): item is OutputChunk => item.type === 'chunk' && item.facadeModuleId === id,
        );
        if (!chunk) throw new Error(`boot-script: no chunk for ${module}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: base + chunk.fileName },
            injectTo: 'head',
          },
          ...chunk.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
