import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/*
 * SHA-256 and HMAC-SHA256 for the lottery draw (draw.ts), from @noble/hashes (audited,
 * synchronous, no DOM or node types): the server and any browser run exactly the same code,
 * so anyone can recompute the winners with what the server ran.
 */

/** SHA-256 of `data`. */
export const sha256 = (data: Uint8Array): Uint8Array => nobleSha256(data);

/** HMAC-SHA256 of `data` under `key` (RFC 2104). */
export const hmacSha256 = (key: Uint8Array, data: Uint8Array): Uint8Array =>
  hmac(nobleSha256, key, data);

/** Lower-case hex of `bytes`. */
export const toHex = (bytes: Uint8Array): string => bytesToHex(bytes);

/** Bytes of a hex string; null when it is not hex of whole bytes. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  return hexToBytes(hex);
}

/** UTF-8 bytes of `s`. */
export const utf8 = (s: string): Uint8Array => utf8ToBytes(s);
