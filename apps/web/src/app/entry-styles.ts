/**
 * The app's stylesheets do not block the page's first paint (vite/paint-first.ts): the
 * HTML paints its first screen with its own inline rules, and the start script
 * (vite/start-script.ts) adds the stylesheet links, marked with this attribute. React's first render must not come before
 * them, or the app would be drawn unstyled and then jump into place (layout shift).
 */
export const ENTRY_STYLE_ATTRIBUTE = 'data-xk-entry-style';

/** The moment every marked stylesheet has loaded (or failed: the app is drawn anyway). */
export function entryStylesLoaded(doc: Document = document): Promise<void> {
  const links = Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[${ENTRY_STYLE_ATTRIBUTE}]`));
  return Promise.all(
    links.map((link) =>
      // `sheet` is set once the file has loaded: the load event may already have fired.
      link.sheet
        ? undefined
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}
