import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { consoleWeight, editorWeight, type ChunkNode } from './console-weight-graph';

/**
 * The console's weight (issue 14): the operator console and the dashboard's chart library
 * must be lazily loaded chunks that no site page reaches without opening the console. The
 * build fails when that breaks, and writes the console's chunks to `report` (a path from the project root, outside dist,
 * so the server never serves it) for `npm run bench:web`, which checks in a real browser
 * that the featured page fetches none of their bytes. The rich-text editor's library gets the
 * same treatment (editorWeight): never in the entry's or a landing page's first load.
 */
/** A built chunk as the weight and budget graphs read it, module paths from `root`. */
export function chunkNode(c: OutputChunk, root: string): ChunkNode {
  return {
    file: c.fileName,
    bytes: Buffer.byteLength(c.code),
    isEntry: c.isEntry,
    facade: c.facadeModuleId ? relative(root, c.facadeModuleId) : null,
    imports: c.imports,
    dynamicImports: c.dynamicImports,
    moduleIds: c.moduleIds.map((id) => relative(root, id)),
  };
}

export function consoleWeightCheck(options: {
  report: string;
  consoleModule: RegExp;
  chartModule: RegExp;
  /** The rich-text editor library's modules (issue 15 item 9): never in a first load. */
  editorModule: RegExp;
  /** The landing pages whose first load must not carry the editor. */
  landingModule: RegExp;
}): Plugin {
  let root = '';
  return {
    name: 'xinke:console-weight',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle)
        .filter((item): item is OutputChunk => item.type === 'chunk')
        .map((c) => chunkNode(c, root));
      const weight = consoleWeight(chunks, options);
      if (weight.problems.length > 0) this.error(`console weight: ${weight.problems.join('; ')}`);
      const editor = editorWeight(chunks, options);
      if (editor.problems.length > 0) this.error(`editor weight: ${editor.problems.join('; ')}`);
      const report = resolve(root, options.report);
      mkdirSync(dirname(report), { recursive: true });
      writeFileSync(
        report,
        `${JSON.stringify({ root: weight.root, charts: weight.charts, consoleOnly: weight.consoleOnly, editor: editor.editor }, null, 2)}\n`,
      );
    },
  };
}
