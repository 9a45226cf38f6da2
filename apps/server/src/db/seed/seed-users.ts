import type { Storage } from '../../uploads/storage';
import type { Db } from '../client';
import { users } from '../schema';
import { levelOf } from '@xinke/shared';
import { DISTRICTS, NICKNAMES, PROFESSIONS, USER_SIGNS } from './people';
import type { Random } from './random';
import { seedLedgers } from './seed-ledger';
import { normalizeNickname } from '../../lib/nickname';
import { avatarSvg, PALETTE, writeImage } from './svg';

const DAY_MS = 86_400_000;

/** Inserts the demo members (avatars written to uploads/avatars) and returns their ids. */
export async function seedUsers(
  db: Db,
  rnd: Random,
  uploads: Storage,
  now: number,
): Promise<number[]> {
  const avatars = await Promise.all(
    NICKNAMES.map((nickname, i) =>
      writeImage(
        uploads,
        `avatars/${i + 1}.png`,
        avatarSvg(nickname, PALETTE[i % PALETTE.length] ?? '#1677ff'),
      ),
    ),
  );
  const rows = NICKNAMES.map((nickname, i) => {
    const ele = Math.floor(rnd.next() ** 2 * 12_000);
    const name = normalizeNickname(nickname);
    const sex = rnd.int(0, 2);
    const userSign = rnd.pick(USER_SIGNS);
    const district = rnd.pick(DISTRICTS);
    const profession = rnd.pick(PROFESSIONS);
    // Follow and fan counts were invented here; follows are rows now (seed-relations.ts).
    rnd.skip(2);
    return {
      nickname: name.nickname,
      nicknameKey: name.key,
      imageUrl: avatars[i] ?? '',
      sex,
      userSign,
      district,
      profession,
      // The site's own account moderates; a handful of prolific members are creative masters.
      role: nickname === '芯客小助手' ? 'admin' : 'user',
      xUp: ele > 6000 ? 1 : 0,
      isOld: 1,
      ele,
      levelName: levelOf(ele).name,
      createTime: new Date(now - rnd.int(70, 900) * DAY_MS),
    };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  await seedLedgers(
    db,
    rnd,
    inserted.map((r, i) => ({ userId: r.id, ele: rows[i]?.ele ?? 0 })),
    now,
  );
  return inserted.map((r) => r.id);
}
