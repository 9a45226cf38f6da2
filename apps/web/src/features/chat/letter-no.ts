import { escapeHtml, LETTER_IMAGE_ALT } from '@xinke/shared';

let serial = 0;

/**
 * A sender-unique letter number (SPEC §3 socket `no`; letters, digits and `_ - . :`): the
 * server stores a `no` once, so resending it after a lost answer cannot double a letter.
 */
export function newLetterNo(userId: number, now = Date.now()): string {
  serial = (serial + 1) % 1_000_000;
  return `${userId}-${now.toString(36)}-${serial.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * What a letter looks like before the server's copy arrives, built the way the server
 * builds it (docs/letters.md): text escaped with line breaks as <br>, an image as its tag.
 */
export function localTextHtml(text: string): string {
  return escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');
}

export function localImageHtml(url: string): string {
  return `<img src="${escapeHtml(url)}" alt="${LETTER_IMAGE_ALT}">`;
}
