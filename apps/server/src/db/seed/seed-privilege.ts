import { CODE_TYPE } from '@xinke/shared';
import type { Db } from '../client';
import { privilegeCodes } from '../schema';
import { CODE_PREFIX, randomCode } from '../../modules/privilege/random-code';

const DAY_MS = 86_400_000;
const POOL: { type: number; title: string; count: number }[] = [
  { type: CODE_TYPE.betaInvite, title: '芯客研究室内测资格', count: 20 },
  { type: CODE_TYPE.salonTicket, title: '芯客线下硬件沙龙入场券', count: 20 },
];

/**
 * Privilege codes in the pool, so the demo's privilege page has something to claim. Codes
 * are random (CSPRNG) like an admin's, not from the demo's seeded PRNG: anyone can read
 * that seed.
 */
export async function seedPrivilegeCodes(db: Db, now: number): Promise<void> {
  const expireTime = new Date(now + 180 * DAY_MS);
  await db.insert(privilegeCodes).values(
    POOL.flatMap(({ type, title, count }) =>
      Array.from({ length: count }, () => ({
        type,
        title,
        code: randomCode(CODE_PREFIX[type] ?? 'XC'),
        expireTime,
      })),
    ),
  );
}
