import { CHAT_IMAGE_MAX_KB } from './client';
import { defineEnum } from './define-enum';

/*
 * Private letters (SPEC §3 conversation and chat message, §4 chat, §5 chat image).
 * docs/letters.md describes the rules these numbers belong to.
 */

/** Chat messages per page of /web/letter/list (SPEC gives none; a pane of bubbles). */
export const LETTER_PAGE_SIZE = 20;
/** Conversations per page of /web/letter/box. */
export const LETTER_BOX_PAGE_SIZE = 20;
/** Longest text letter after trimming, in characters (code points). */
export const LETTER_TEXT_MAX = 1000;
/** Longest raw `msg` accepted on the wire before trimming (a cheap guard for the parser). */
export const LETTER_RAW_MAX = 4000;
/** Longest client message number `no` (SPEC §3 socket message). */
export const LETTER_NO_MAX = 64;
/** The characters a client `no` may use: letters, digits and `_ - . :`. */
export const LETTER_NO_RE = /^[\w.:-]+$/;
/** A sender may recall their own letter for this long after sending it (2 minutes). */
export const LETTER_RECALL_WINDOW_MS = 2 * 60_000;
/** Letters one user may send per LETTER_SEND_WINDOW_MS, over HTTP and the socket together. */
export const LETTER_SEND_LIMIT = 20;
export const LETTER_SEND_WINDOW_MS = 10_000;
/** SPEC §5 chat image: multipart field, at most CHAT_IMAGE_MAX_KB. */
export const LETTER_IMAGE_FIELD = 'item_image';
export const LETTER_IMAGE_MAX_BYTES = CHAT_IMAGE_MAX_KB * 1024;
/** Chat images are scaled to fit this box (px) and re-encoded as WebP. */
export const LETTER_IMAGE_MAX_PX = 1600;
/** alt text of the <img> the server builds for an image letter. */
export const LETTER_IMAGE_ALT = '[图片]';
/** `user_type` of /web/letter/read that marks every conversation read. */
export const LETTER_READ_ALL = 'all';

/** What a letter holds: escaped text, or an image the server built the tag for. */
export const LetterKind = defineEnum({
  text: { value: 1, label: '文字' },
  image: { value: 2, label: '图片' },
});
export const LETTER_KIND = LetterKind.values;

/** SPEC §3 chat message `pfrom`, relative to the viewer: left the other person, right me. */
export const LetterFrom = defineEnum({
  other: { value: 'left', label: '对方' },
  me: { value: 'right', label: '我' },
});
export const LETTER_FROM = LetterFrom.values;
