/*
 * The shared draw (packages/shared/src/lottery) against node:crypto: its own SHA-256 and
 * HMAC must be exactly the standard ones, or the browser's verification would disagree.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawWinners,
  fromHex,
  hmacSha256,
  prizeSlots,
  seedCommitment,
  sha256,
  toHex,
} from '@xinke/shared';

describe('sha256 and hmac agree with node:crypto', () => {
  it.each([0, 1, 55, 56, 63, 64, 65, 200])('on %i bytes', (n) => {
    const data = randomBytes(n);
    expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    const key = randomBytes(32);
    expect(toHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
  });
  it('hmac with a key longer than a block', () => {
    const key = randomBytes(100);
    expect(toHex(hmacSha256(key, new TextEncoder().encode('7')))).toBe(
      createHmac('sha256', key).update('7').digest('hex'),
    );
  });
  it('fromHex refuses what is not hex', () => {
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
    expect(Array.from(fromHex('00ff') ?? [])).toEqual([0, 255]);
  });
});

describe('drawWinners', () => {
  const seed = 'ab'.repeat(32);
  const entries = [
    { id: 5, user_id: 1 },
    { id: 2, user_id: 2 },
    { id: 9, user_id: 1 },
    { id: 3, user_id: 3 },
    { id: 4, user_id: 4 },
  ];

  it('is the documented algorithm: HMAC(seed, slot) mod entries left, sorted by id', () => {
    const sorted = [...entries].sort((a, b) => a.id - b.id);
    const h = createHmac('sha256', Buffer.from(seed, 'hex')).update('0').digest('hex');
    const first = sorted[Number(BigInt(`0x${h}`) % BigInt(sorted.length))];
    expect(drawWinners(seed, entries, 1)[0]).toEqual({
      slot: 0,
      entry_id: first?.id,
      user_id: first?.user_id,
    });
  });

  it('does not depend on the order entries are given in, and a member wins once', () => {
    const a = drawWinners(seed, entries, 10);
    const b = drawWinners(seed, [...entries].reverse(), 10);
    expect(a).toEqual(b);
    expect(a).toHaveLength(4);
    expect(new Set(a.map((w) => w.user_id)).size).toBe(4);
  });

  it('another seed gives another draw; no entries, no winners', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, user_id: i + 1 }));
    expect(drawWinners(seed, many, 5)).not.toEqual(drawWinners('cd'.repeat(32), many, 5));
    expect(drawWinners(seed, [], 3)).toEqual([]);
  });

  it('commits to the seed with sha256 of its bytes; expands prizes into slots', () => {
    expect(seedCommitment(seed)).toBe(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
    expect(
      prizeSlots([
        { count: 2, n: 'a' },
        { count: 1, n: 'b' },
      ]).map((p) => p.n),
    ).toEqual(['a', 'a', 'b']);
  });
});
