import { fromHex, hmacSha256, sha256, toHex, utf8 } from './sha256';

/*
 * The verifiable lottery draw (docs/lottery.md). The server publishes sha256(seed) when
 * entries open and reveals the seed at the draw; this one pure function then gives the
 * winners from the seed and the public entry list, on the server and in the browser alike.
 */

/** One public entry: its id and its member. */
export interface DrawEntry {
  id: number;
  user_id: number;
}

/** One prize slot's winner: slot i (0-based) of the prizes expanded by their counts. */
export interface DrawWinner {
  slot: number;
  entry_id: number;
  user_id: number;
}

/** sha256 hex of the seed's bytes (the seed is 64 hex characters: 32 random bytes). */
export function seedCommitment(seedHex: string): string {
  const bytes = fromHex(seedHex);
  if (!bytes) throw new Error('the seed must be hex');
  return toHex(sha256(bytes));
}

/**
 * Winners of `slots` prize slots. Entries are sorted by id; for slot i, h =
 * HMAC-SHA256(key = seed bytes, message = the decimal text of i), and the winner is the
 * entry at index BigInt('0x' + hex(h)) mod (entries left). A member wins once: all their
 * entries leave the pool with the winning one. When the pool is empty the remaining slots
 * stay unawarded.
 */
export function drawWinners(seedHex: string, entries: readonly DrawEntry[], slots: number) {
  const key = fromHex(seedHex);
  if (!key) throw new Error('the seed must be hex');
  let pool = [...entries].sort((a, b) => a.id - b.id);
  const winners: DrawWinner[] = [];
  for (let slot = 0; slot < slots && pool.length > 0; slot++) {
    const h = toHex(hmacSha256(key, utf8(String(slot))));
    const index = Number(BigInt(`0x${h}`) % BigInt(pool.length));
    const entry = pool[index];
    if (!entry) break;
    winners.push({ slot, entry_id: entry.id, user_id: entry.user_id });
    pool = pool.filter((e) => e.user_id !== entry.user_id);
  }
  return winners;
}

/** Prize of each slot: prizes in their order, each repeated `count` times. */
export function prizeSlots<P extends { count: number }>(prizes: readonly P[]): P[] {
  return prizes.flatMap((p) => Array.from({ length: p.count }, () => p));
}
