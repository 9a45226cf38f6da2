import { RESOURCE_FILE_TYPES, RESOURCE_LIMITS, type ResourceFileType } from '@xinke/shared';

/*
 * What a resource file is, by its name and its first bytes (docs/resources.md). The name
 * says what the file claims to be; the content must agree, so an HTML page or a script
 * renamed to .pdf or .bin is refused. Whatever passes is still served as an attachment with
 * nosniff, never as a page.
 */

/** How many leading bytes the checks read. */
export const SNIFF_BYTES = 64 * 1024;

/** `STM32 例程.tar.gz` → gz; an unknown or missing extension → null. */
export function fileTypeOf(name: string): ResourceFileType | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.tgz') || lower.endsWith('.tar.gz')) return 'gz';
  const dot = lower.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = lower.slice(dot + 1);
  return ext in RESOURCE_FILE_TYPES ? (ext as ResourceFileType) : null;
}

/**
 * The name as we keep and send it: the last path component, without control characters or
 * characters Windows refuses, at most RESOURCE_LIMITS.fileName characters (the extension
 * kept). Null when nothing usable is left.
 */
export function cleanFileName(raw: string): string | null {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  name = name.replace(/^\.+/, '');
  if (!name) return null;
  const chars = [...name];
  if (chars.length > RESOURCE_LIMITS.fileName) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? name.slice(dot) : '';
    name = chars.slice(0, RESOURCE_LIMITS.fileName - [...ext].length).join('') + ext;
  }
  return name;
}

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/**
 * Markup a browser might render or run if it ever sniffed the file: anything whose first
 * non-blank character is `<` (HTML, SVG, XML, a script tag), after an optional BOM.
 */
export function looksLikeMarkup(head: Buffer): boolean {
  let text = head.subarray(0, 1024).toString('latin1');
  if (text.startsWith('\u00ef\u00bb\u00bf')) text = text.slice(3);
  // eslint-disable-next-line no-control-regex -- NUL padding before markup still sniffs as it
  return /^[\s\u0000]*</.test(text);
}

/** Intel HEX: every whole line of the head is a record `:` + hex digits. */
function isIntelHex(head: Buffer, wholeFile: boolean): boolean {
  const lines = head.toString('latin1').split(/\r?\n/);
  // The head may end in the middle of a line: the last piece is checked only when whole.
  if (!wholeFile) lines.pop();
  const records = lines.filter((l) => l !== '');
  return records.length > 0 && records.every((l) => /^:[0-9A-Fa-f]{10,}$/.test(l));
}

/**
 * True when `head` (the first SNIFF_BYTES of the file; `wholeFile` when that is all of it)
 * is what `type` says.
 */
export function contentMatches(type: ResourceFileType, head: Buffer, wholeFile: boolean): boolean {
  switch (type) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'zip':
      // A local file header, or the end record of an empty archive.
      return (
        startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])
      );
    case '7z':
      return startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);
    case 'gz':
      return startsWith(head, [0x1f, 0x8b, 0x08]);
    case 'elf':
      return startsWith(head, [0x7f, 0x45, 0x4c, 0x46]);
    case 'hex':
      return isIntelHex(head, wholeFile);
    case 'bin':
      // A raw firmware image has no signature: anything binary that is neither markup nor
      // a Windows program (MZ) passes.
      return !looksLikeMarkup(head) && !startsWith(head, [0x4d, 0x5a]);
  }
}
