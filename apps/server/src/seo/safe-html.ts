import { escapeHtml } from './html';

/** HTML known to be safe: built by the `html` template below, never from raw input. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function part(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(part).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * `html\`<h1>${title}</h1>\`` — every interpolated value is escaped unless it is itself a
 * SafeHtml (a nested `html` result); arrays are joined. The only way the SEO pages write
 * markup, so a title like `</title><script>` stays text.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += part(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
