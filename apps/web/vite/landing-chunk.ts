import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Two chunks for the first visit: the boot script's code, and the landing pages' code.
 *
 * - `landing`: the layout and landing pages with every module they import statically that
 *   the entries do not already bring. Left to automatic splitting that code is some forty
 *   files of one or two kilobytes, and a phone on HTTP/1.1 fetches them six at a time, a
 *   round trip per batch: most of the landing page's load time on a slow network.
 * - `boot`: what the boot script (app/boot.ts) imports. Named explicitly so the bundler
 *   cannot fold it into `landing` (it did), which made the boot script wait for 30 KB.
 *
 * The walk follows imports, not uses: through the `@xinke/shared` barrel it would reach every
 * module of the package, and a module in a group is shipped in it even when only the console
 * or one lazy page uses it (the first visit carried the lottery's hashing and the console's
 * constants, 42 KB gzip). So the walk does not enter `outside` (the shared package): the
 * groups take along, as dependencies of the modules they hold, only the shared code those
 * modules really use, and the bundler puts the rest with its users.
 */
export function landingChunks(options: {
  boot: string;
  pages: string[];
  /** Modules the walk does not enter: reached through a barrel, not necessarily used. */
  outside?: (id: string) => boolean;
}) {
  const landing = new Set<string>();
  const boot = new Set<string>();
  let bootId = '';
  let pageIds: string[] = [];
  const plugin: Plugin = {
    name: 'xinke:landing-chunks',
    apply: 'build',
    configResolved(config) {
      bootId = resolve(config.root, options.boot);
      pageIds = options.pages.map((m) => resolve(config.root, m));
    },
    buildEnd() {
      const walk = (id: string, into: Set<string>, stop: ReadonlySet<string>) => {
        if (into.has(id) || stop.has(id) || options.outside?.(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) return;
        into.add(id);
        for (const next of info.importedIds) walk(next, into, stop);
      };
      const entryReach = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) walk(id, entryReach, new Set());
      }
      walk(bootId, boot, new Set());
      boot.delete(bootId);
      for (const id of pageIds) walk(id, landing, entryReach);
    },
  };
  /** `test`s for codeSplitting groups, filled once the module graph is known. */
  return {
    plugin,
    bootTest: (id: string) => boot.has(id),
    landingTest: (id: string) => landing.has(id),
  };
}
