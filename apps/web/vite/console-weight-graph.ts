/**
 * Which built chunks exist only for the operator console, from the bundle's chunk graph
 * (console-weight.ts feeds it at build time; a unit test feeds it by hand).
 */
export interface ChunkNode {
  file: string;
  bytes: number;
  isEntry: boolean;
  /** The source module the chunk was made for (a lazily imported page), if any. */
  facade: string | null;
  /** Static imports: loaded together with the chunk. */
  imports: string[];
  /** import(): loaded only when that code runs. */
  dynamicImports: string[];
  moduleIds: string[];
}

/**
 * The chunks loaded together with `starts`: they and their static imports, transitively,
 * added to `into` (a first load built up module by module).
 */
export function staticClosure(
  byFile: ReadonlyMap<string, ChunkNode>,
  starts: string[],
  into = new Set<string>(),
): Set<string> {
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) return;
    into.add(file);
    for (const next of chunk.imports) visit(next);
  };
  for (const s of starts) visit(s);
  return into;
}

export interface ConsoleWeight {
  /** The console's own chunk (AdminConsole). */
  root: string;
  /** Chunks no site page can reach without first loading the console's chunk. */
  consoleOnly: { file: string; bytes: number }[];
  /** Chunks holding the chart library. */
  charts: string[];
  /** What every page loads at once: the entries and their static imports. */
  initial: string[];
  /** What is wrong; empty when the console and its charts stay out of every site page. */
  problems: string[];
}

export function consoleWeight(
  chunks: ChunkNode[],
  options: { consoleModule: RegExp; chartModule: RegExp },
): ConsoleWeight {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const rootChunk = chunks.find((c) => c.facade !== null && options.consoleModule.test(c.facade));
  const problems: string[] = [];
  if (!rootChunk) problems.push('no chunk of its own for the console (AdminConsole)');
  const root = rootChunk?.file ?? '';

  const reach = (starts: string[], follow: (c: ChunkNode) => string[], stop?: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || file === stop) return;
      const chunk = byFile.get(file);
      if (!chunk) return;
      seen.add(file);
      for (const next of follow(chunk)) visit(next);
    };
    for (const s of starts) visit(s);
    return seen;
  };
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.file);
  const initial = reach(entries, (c) => c.imports);
  // Every chunk a site page may load, on any route, as long as the console is never opened.
  const site = reach(entries, (c) => [...c.imports, ...c.dynamicImports], root);
  const consoleOnly = chunks.filter((c) => !site.has(c.file));
  const charts = chunks.filter((c) => c.moduleIds.some((id) => options.chartModule.test(id)));

  if (root && initial.has(root)) problems.push(`the console chunk ${root} loads with every page`);
  if (charts.length === 0) problems.push('no chunk holds the chart library');
  for (const c of charts) {
    if (initial.has(c.file)) problems.push(`the chart chunk ${c.file} loads with every page`);
    else if (site.has(c.file))
      problems.push(`the chart chunk ${c.file} is reachable without opening the console`);
  }
  return {
    root,
    consoleOnly: consoleOnly.map((c) => ({ file: c.file, bytes: c.bytes })),
    charts: charts.map((c) => c.file),
    initial: [...initial],
    problems,
  };
}

export interface EditorWeight {
  /** Chunks holding the rich-text editor library (TipTap, ProseMirror, the highlighters). */
  editor: { file: string; bytes: number }[];
  /** What is wrong; empty when no landing page's first load carries the editor. */
  problems: string[];
}

/**
 * The rich-text editor's weight (issue 15 item 9): the editor library must be a lazily
 * loaded chunk that neither the app's entry nor a landing page (featured, home, the
 * new-version layout) loads with itself — only pages that show an editor, or a body with
 * code, fetch it.
 */
export function editorWeight(
  chunks: ChunkNode[],
  options: { editorModule: RegExp; landingModule: RegExp },
): EditorWeight {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  // Landing pages are grouped into one chunk (vite/landing-chunk.ts): found by their modules.
  const landing = chunks.filter((c) => c.moduleIds.some((id) => options.landingModule.test(id)));
  const firstLoad = staticClosure(byFile, [
    ...chunks.filter((c) => c.isEntry).map((c) => c.file),
    ...landing.map((c) => c.file),
  ]);
  const editor = chunks.filter((c) => c.moduleIds.some((id) => options.editorModule.test(id)));
  const problems: string[] = [];
  if (landing.length === 0) problems.push('no chunk holds a landing page');
  if (editor.length === 0) problems.push('no chunk holds the editor library');
  for (const c of editor)
    if (firstLoad.has(c.file))
      problems.push(`the editor chunk ${c.file} loads with the entry or a landing page`);
  return { editor: editor.map((c) => ({ file: c.file, bytes: c.bytes })), problems };
}
