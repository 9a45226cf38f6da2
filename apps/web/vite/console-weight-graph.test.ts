import { describe, expect, it } from 'vitest';
import { consoleWeight, editorWeight, type ChunkNode } from './console-weight-graph';

const chunk = (file: string, over: Partial<ChunkNode> = {}): ChunkNode => ({
  file,
  bytes: 100,
  isEntry: false,
  facade: null,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  ...over,
});
const OPTIONS = {
  consoleModule: /^src\/pages\/admin\/AdminConsole\.tsx$/,
  chartModule: /node_modules\/chart\.js\//,
};

/** The app as built: entry → gate (lazy) → console (lazy) → charts (lazy); antd shared. */
function app(over: Record<string, Partial<ChunkNode>> = {}): ChunkNode[] {
  const base: Record<string, Partial<ChunkNode>> = {
    'index.js': {
      isEntry: true,
      imports: ['react.js'],
      dynamicImports: ['featured.js', 'gate.js', 'messages.js'],
    },
    'react.js': {},
    'featured.js': { facade: 'src/pages/featured/FeaturedPage.tsx', imports: ['react.js'] },
    'gate.js': { facade: 'src/pages/admin/AdminGate.tsx', dynamicImports: ['console.js'] },
    'antd-table.js': {},
    'messages.js': { facade: 'src/pages/messages/Page.tsx', imports: ['antd-table.js'] },
    'console.js': {
      facade: 'src/pages/admin/AdminConsole.tsx',
      imports: ['antd-table.js', 'react.js'],
      dynamicImports: ['charts.js'],
      bytes: 5000,
    },
    'charts.js': { moduleIds: ['../../node_modules/chart.js/dist/chart.js'], bytes: 3000 },
  };
  return Object.entries({ ...base, ...over }).map(([file, o]) =>
    chunk(file, { ...base[file], ...o }),
  );
}

describe('consoleWeight', () => {
  it('finds the chunks only the console brings: its own and the chart library, not shared ones', () => {
    const w = consoleWeight(app(), OPTIONS);
    expect(w.problems).toEqual([]);
    expect(w.root).toBe('console.js');
    expect(w.consoleOnly).toEqual([
      { file: 'console.js', bytes: 5000 },
      { file: 'charts.js', bytes: 3000 },
    ]);
    expect(w.charts).toEqual(['charts.js']);
    expect(w.initial.sort()).toEqual(['index.js', 'react.js']);
  });

  it('fails when the entry imports the console statically', () => {
    const w = consoleWeight(app({ 'index.js': { imports: ['react.js', 'console.js'] } }), OPTIONS);
    expect(w.problems).toContain('the console chunk console.js loads with every page');
  });

  it('fails when a site page reaches the chart library without the console', () => {
    const w = consoleWeight(
      app({ 'featured.js': { imports: ['react.js'], dynamicImports: ['charts.js'] } }),
      OPTIONS,
    );
    expect(w.problems).toEqual([
      'the chart chunk charts.js is reachable without opening the console',
    ]);
  });

  it('fails when the chart library is in the first load, or missing', () => {
    const inEntry = consoleWeight(
      app({ 'react.js': { moduleIds: ['../../node_modules/chart.js/dist/chart.js'] } }),
      OPTIONS,
    );
    expect(inEntry.problems).toContain('the chart chunk react.js loads with every page');
    const none = consoleWeight(app({ 'charts.js': { moduleIds: [] } }), OPTIONS);
    expect(none.problems).toEqual(['no chunk holds the chart library']);
  });
});

describe('editorWeight', () => {
  const EDITOR = {
    editorModule: /node_modules\/(@tiptap|prosemirror-[a-z-]+)\//,
    landingModule: /^src\/pages\/featured\/FeaturedPage\.tsx$/,
  };
  /** entry → landing (featured) ; entry → publish (lazy) → editor (lazy). */
  function site(over: Record<string, Partial<ChunkNode>> = {}): ChunkNode[] {
    const base: Record<string, Partial<ChunkNode>> = {
      'index.js': {
        isEntry: true,
        imports: ['react.js'],
        dynamicImports: ['landing.js', 'publish.js'],
      },
      'react.js': {},
      'landing.js': { moduleIds: ['src/pages/featured/FeaturedPage.tsx'], imports: ['react.js'] },
      'publish.js': { facade: 'src/pages/publish/PublishPage.tsx', dynamicImports: ['editor.js'] },
      'editor.js': {
        moduleIds: ['../../node_modules/@tiptap/core/dist/index.js'],
        bytes: 4000,
      },
    };
    return Object.entries({ ...base, ...over }).map(([file, o]) =>
      chunk(file, { ...base[file], ...o }),
    );
  }

  it('finds the editor chunk and accepts it behind a lazy import', () => {
    const w = editorWeight(site(), EDITOR);
    expect(w.problems).toEqual([]);
    expect(w.editor).toEqual([{ file: 'editor.js', bytes: 4000 }]);
  });

  it('fails when the editor comes with the entry, or with the featured page itself', () => {
    expect(
      editorWeight(
        site({ 'index.js': { isEntry: true, imports: ['react.js', 'editor.js'] } }),
        EDITOR,
      ).problems,
    ).toEqual(['the editor chunk editor.js loads with the entry or a landing page']);
    expect(
      editorWeight(site({ 'landing.js': { imports: ['react.js', 'editor.js'] } }), EDITOR).problems,
    ).toEqual(['the editor chunk editor.js loads with the entry or a landing page']);
  });

  it('fails when no chunk holds the editor or a landing page (a renamed module)', () => {
    expect(editorWeight(site(), { ...EDITOR, editorModule: /nothing/ }).problems).toEqual([
      'no chunk holds the editor library',
    ]);
    expect(editorWeight(site(), { ...EDITOR, landingModule: /nothing/ }).problems).toEqual([
      'no chunk holds a landing page',
    ]);
  });
});
