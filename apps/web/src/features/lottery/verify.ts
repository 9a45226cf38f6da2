import {
  drawWinners,
  fromHex,
  lotteryEntryIds,
  sha256,
  toHex,
  type DrawWinner,
} from '@xinke/shared';
import { api } from '../../lib/api';

/** What the browser found when it recomputed a draw from the public data. */
export interface Verification {
  hashMatches: boolean;
  winnersMatch: boolean;
  entries: number;
  recomputed: DrawWinner[];
}

/**
 * Recomputes a draw in the browser (docs/lottery.md): sha256(seed) must be the hash
 * published when entries opened, and the shared drawWinners on the downloaded list must
 * give the winners the page shows. The same function the server ran, nothing trusted.
 */
export function verifyDraw(
  data: {
    seed: string | null;
    seed_hash: string | null;
    slots: number;
    entries: [number, number][];
  },
  shown: { slot: number; entry_id: number; user_id: number }[],
): Verification {
  const seedBytes = data.seed ? fromHex(data.seed) : null;
  if (!data.seed || !seedBytes)
    return {
      hashMatches: false,
      winnersMatch: false,
      entries: data.entries.length,
      recomputed: [],
    };
  const recomputed = drawWinners(
    data.seed,
    data.entries.map(([id, user_id]) => ({ id, user_id })),
    data.slots,
  );
  const key = (w: { slot: number; entry_id: number; user_id: number }) =>
    `${w.slot}:${w.entry_id}:${w.user_id}`;
  return {
    hashMatches: toHex(sha256(seedBytes)) === data.seed_hash,
    winnersMatch: recomputed.map(key).join() === shown.map(key).join(),
    entries: data.entries.length,
    recomputed,
  };
}

export async function fetchAndVerify(
  id: number,
  shown: { slot: number; entry_id: number; user_id: number }[],
) {
  const data = await api(lotteryEntryIds, { id });
  return { data, result: verifyDraw(data, shown) };
}

/** The list as a file the reader can keep and check by hand. */
export function downloadEntries(id: number, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `lottery-${id}-entries.json`;
  a.click();
  URL.revokeObjectURL(url);
}
