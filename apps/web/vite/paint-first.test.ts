import { describe, expect, it, vi } from 'vitest';
import { paintFirstHtml } from './paint-first';
import { startApp, type StartConfig } from './start-script';

// What Vite writes into index.html's head (vite build), in its order.
const BUILT = `<head>
    <style>.xk-shell{min-height:100vh}</style>
    <script type="module" crossorigin src="/app/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/app/assets/react-vendor-B.js">
    <link rel="modulepreload" crossorigin href="/app/assets/landing-C.js">
    <link rel="stylesheet" crossorigin href="/app/assets/landing-D.css">
  </head>`;
const ROUTES: StartConfig['routes'] = [
  [
    '^\\/app\\/new-version\\/postDetail\\/\\d+$',
    ['/app/assets/Post-E.js', '/app/assets/Post-F.css'],
  ],
];

function config(): StartConfig {
  return {
    styles: ['/s.css'],
    styleAttribute: 'data-xk-entry-style',
    entry: '/entry.js',
    entryImports: ['/vendor.js'],
    routes: [['^\\/post$', ['/post.js', '/post.css']]],
    fallbackMs: 1000,
  };
}

/** A window whose PerformanceObserver reports paints when the test says so. */
function fakeWindow(path: string) {
  let report: ((names: string[]) => void) | undefined;
  class Observer {
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      report = (names) => callback({ getEntriesByName: (n) => names.filter((x) => x === n) });
    }
    observe() {}
  }
  const win = {
    location: { pathname: path },
    PerformanceObserver: Observer,
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
  } as unknown as Window;
  return { win, paint: (...names: string[]) => report?.(names) };
}

const heads = () =>
  Array.from(document.head.children).map((e) =>
    `${e.tagName.toLowerCase()} ${e.getAttribute('rel') ?? ''} ${e.getAttribute('href') ?? e.getAttribute('src')}`.trim(),
  );

describe('paintFirstHtml', () => {
  it('turns the entry script, its preloads and stylesheets into one start script', () => {
    const html = paintFirstHtml(BUILT, ROUTES);
    // Nothing left that holds the first paint or competes with it.
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toMatch(
      /<link rel="(modulepreload|stylesheet)"/,
    );
    expect(html).not.toContain('<script type="module"');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('"entry":"/app/assets/index-A.js"');
    expect(script).toContain(
      '"entryImports":["/app/assets/react-vendor-B.js","/app/assets/landing-C.js"]',
    );
    expect(script).toContain('"styles":["/app/assets/landing-D.css"]');
    expect(script).toContain('/app/assets/Post-F.css');
    // A reader without script still gets the stylesheet.
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/app/assets/landing-D.css"></noscript>',
    );
    // The inline rules stay first.
    expect(html.indexOf('.xk-shell')).toBeLessThan(html.indexOf('<script>'));
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => paintFirstHtml('<head></head>', [])).toThrow(/one entry script/);
  });

  it('writes a script that runs as it is in the page', () => {
    document.head.innerHTML = '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(paintFirstHtml(BUILT, ROUTES))?.[1] ?? '';
    // A hidden tab never paints: it starts at once.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      new Function('document', 'window', script)(document, window);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(heads()).toEqual([
      'link stylesheet /app/assets/landing-D.css',
      'link modulepreload /app/assets/react-vendor-B.js',
      'link modulepreload /app/assets/landing-C.js',
      'script  /app/assets/index-A.js',
    ]);
  });
});

describe('startApp', () => {
  it('adds the stylesheets at once, and the app only after the first contentful paint', async () => {
    document.head.innerHTML = '';
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    try {
      const { win, paint } = fakeWindow('/post');
      startApp(config(), document, win);
      expect(heads()).toEqual(['link stylesheet /s.css']);
      expect(document.querySelector('link[data-xk-entry-style]')).not.toBeNull();

      paint('first-paint');
      await new Promise((r) => setTimeout(r, 10));
      expect(heads()).toHaveLength(1);

      paint('first-contentful-paint');
      await new Promise((r) => setTimeout(r, 10));
      expect(heads()).toEqual([
        'link stylesheet /s.css',
        'link modulepreload /vendor.js',
        'link modulepreload /post.js',
        'link preload /post.css',
        'script  /entry.js',
      ]);
      // Once: a later report or the fallback adds nothing.
      paint('first-contentful-paint');
      await new Promise((r) => setTimeout(r, 10));
      expect(heads()).toHaveLength(5);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it("preloads only the opened page's chunks, and starts without a paint after fallbackMs", () => {
    vi.useFakeTimers();
    try {
      document.head.innerHTML = '';
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      const { win } = fakeWindow('/elsewhere');
      startApp(config(), document, win);
      vi.advanceTimersByTime(999);
      expect(heads()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(heads()).toEqual([
        'link stylesheet /s.css',
        'link modulepreload /vendor.js',
        'script  /entry.js',
      ]);
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
