import {
  ERROR_CODE,
  escapeHtml,
  LETTER_IMAGE_ALT,
  LETTER_KIND,
  LETTER_TEXT_MAX,
  MSG,
} from '@xinke/shared';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../uploads/storage';

/*
 * What a letter stores (DESIGN.md §3: user HTML is sanitized before it is stored). A text
 * letter is the author's plain text, HTML-escaped, line breaks as <br>: nothing the author
 * types can become markup. An image letter is an <img> tag this file builds around the URL
 * of one of our own chat uploads; any other URL (another host, another folder, javascript:)
 * is refused, so a letter can never make the reader's browser fetch a foreign address.
 */

/** Our chat uploads: /uploads/letters/ab/<sha256>.webp (see LetterService.uploadImage). */
export const LETTER_IMAGE_FOLDER = 'letters';
const OWN_IMAGE_RE = /^\/uploads\/(letters\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp)$/;

const validation = (msg: string) => new AppError(ERROR_CODE.validation, msg);

/** Trimmed, non-empty (SPEC §5 消息不能为空), at most LETTER_TEXT_MAX characters. */
export function textLetterHtml(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) throw validation(MSG.messageEmpty);
  if (Array.from(text).length > LETTER_TEXT_MAX) throw validation(MSG.letterTooLong);
  return escapeHtml(text).replace(/\n/g, '<br>');
}

/**
 * The storage key of a chat image URL of ours, or null. The site's own absolute URL
 * (`${publicUrl}/uploads/…`) is accepted too, as a client may send what it displays.
 */
export function ownImageKey(raw: string, publicUrl: string): string | null {
  let url = raw.trim();
  if (url.startsWith(`${publicUrl}/`)) url = url.slice(publicUrl.length);
  return OWN_IMAGE_RE.exec(url)?.[1] ?? null;
}

export async function imageLetterHtml(
  raw: string,
  deps: { storage: Storage; publicUrl: string },
): Promise<string> {
  if (!raw.trim()) throw validation(MSG.messageEmpty);
  const key = ownImageKey(raw, deps.publicUrl);
  if (!key || !(await deps.storage.has(key))) throw validation(MSG.imageUrlInvalid);
  // The key matched a strict pattern (hex and slashes), so it needs no escaping.
  return `<img src="/uploads/${key}" alt="${escapeHtml(LETTER_IMAGE_ALT)}">`;
}

/** The stored HTML of a new letter of `kind`. */
export function letterHtml(
  kind: number,
  msg: string,
  deps: { storage: Storage; publicUrl: string },
): Promise<string> {
  return kind === LETTER_KIND.image
    ? imageLetterHtml(msg, deps)
    : Promise.resolve().then(() => textLetterHtml(msg));
}
