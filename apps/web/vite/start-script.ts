/**
 * The page's start script, inlined in index.html by vite/paint-first.ts (serialised with
 * `String(startApp)`, so it must use nothing from outside its own body).
 *
 * It adds the app's stylesheets at once — a script-inserted stylesheet downloads beside the
 * HTML and blocks no paint — and starts the app only once the HTML's first screen has been
 * painted: the entry's modules and the opened page's chunks (the route table of
 * vite/route-preload.ts) are then preloaded and the entry is run. Until that paint the
 * phone's bandwidth goes to the HTML, its stylesheet and the first screen's picture (the
 * banner, the news cover), and its main thread to drawing them; the boot script's API
 * requests (src/app/boot.ts) have started already. A hidden tab never paints, so it starts
 * at once; `fallbackMs` covers a browser that reports no paint.
 */
export interface StartConfig {
  /** The app's stylesheets. */
  styles: string[];
  /** Marks them, for React's first render to wait for (src/app/entry-styles.ts). */
  styleAttribute: string;
  /** The app's entry module and the modules it imports. */
  entry: string;
  entryImports: string[];
  /** [pattern of location.pathname, files of the page] (routePreloadTable). */
  routes: [string, string[]][];
  fallbackMs: number;
}

export function startApp(
  config: StartConfig,
  doc: Document,
  win: Window & { PerformanceObserver?: typeof PerformanceObserver },
): void {
  // crossorigin everywhere: Vite loads chunks and their CSS in CORS mode, and a preload is
  // reused only when its mode matches (else the file is fetched twice).
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    element.crossOrigin = '';
    element.href = href;
    doc.head.appendChild(element);
    return element;
  };
  for (const href of config.styles)
    link('stylesheet', href).setAttribute(config.styleAttribute, '');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of config.entryImports) link('modulepreload', href);
    for (const [pattern, files] of config.routes)
      if (new RegExp(pattern).test(win.location.pathname))
        for (const href of files)
          if (/\.css$/.test(href)) link('preload', href, 'style');
          else link('modulepreload', href);
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = config.entry;
    doc.head.appendChild(script);
  };
  if (doc.visibilityState === 'hidden' || typeof win.PerformanceObserver !== 'function') {
    start();
    return;
  }
  try {
    new win.PerformanceObserver((list: PerformanceObserverEntryList) => {
      // A task after the paint's: the browser shows the frame before the app's code runs.
      if (list.getEntriesByName('first-contentful-paint').length > 0) win.setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  win.setTimeout(start, config.fallbackMs);
}
