import type { SeoPageDef } from './types';

/** The SPA's new-version layout, where every public page lives (route-table.ts NV). */
export const NV = '/app/new-version';

/**
 * The page definition for a request path and its parameters, or null when no public page
 * matches (the plain index.html is then served, as before). Patterns are relative to
 * /app/new-version, or absolute when they start with `/` (the product landing pages,
 * /app/xinke-index, live outside it); `:name` matches one non-empty segment.
 */
export function matchPage(
  defs: readonly SeoPageDef[],
  pathname: string,
): { def: SeoPageDef; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const def of defs) {
    const pattern = def.pattern.startsWith('/') ? def.pattern : `${NV}/${def.pattern}`;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const seg = segments[i] ?? '';
      if (part.startsWith(':')) {
        if (seg === '') return false;
        try {
          params[part.slice(1)] = decodeURIComponent(seg);
        } catch {
          return false;
        }
        return true;
      }
      return part === seg;
    });
    if (ok) return { def, params };
  }
  return null;
}

/** A positive database id (serial) from a route parameter, else null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
