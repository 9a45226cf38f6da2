import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';

/**
 * Rewrites `TABLE.key` to the string it names, for the tables in `tables` that the module
 * imports from a source `isTableSource` accepts (under any local name). Only a plain read
 * of a string member is replaced: a computed key (`TABLE[k]`), a function member, a key the
 * table lacks, or the table used as a value stay as they are, and the import with them.
 * Returns null when nothing changed.
 *
 * Why (vite/inline-messages.ts): a bundler keeps an object whole as soon as one property
 * is read, so a page reading three messages shipped all nine hundred.
 */
export function inlineTableStrings(
  code: string,
  filename: string,
  tables: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
  isTableSource: (source: string) => boolean,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const ast = parseAst(code, { lang: 'js' }, filename);
  const local = new Map<string, Readonly<Record<string, unknown>>>();
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration' || !isTableSource(String(node.source.value))) continue;
    for (const spec of node.specifiers) {
      if (spec.type !== 'ImportSpecifier' || spec.imported.type !== 'Identifier') continue;
      const table = tables.get(spec.imported.name);
      if (table) local.set(spec.local.name, table);
    }
  }
  if (local.size === 0) return null;

  const out = new MagicString(code);
  let changed = false;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as Record<string, unknown> & { type?: string; start: number; end: number };
    if (n.type === 'MemberExpression' && !n.computed && !n.optional) {
      const object = n.object as { type: string; name?: string };
      const property = n.property as { type: string; name?: string };
      const table = object.type === 'Identifier' ? local.get(object.name ?? '') : undefined;
      const value =
        table && property.type === 'Identifier' && Object.hasOwn(table, property.name ?? '')
          ? table[property.name ?? '']
          : undefined;
      if (typeof value === 'string') {
        out.overwrite(n.start, n.end, JSON.stringify(value));
        changed = true;
        return;
      }
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child);
  };
  visit(ast.body);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
}
