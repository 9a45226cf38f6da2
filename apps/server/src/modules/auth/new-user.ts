import { randomInt } from 'node:crypto';
import { DEFAULT_NICKNAME_PREFIX } from '@xinke/shared';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import type { users } from '../../db/schema';
import { insertUser, nicknameExists } from './auth.repository';
import { userSearchVector } from '../search/search-documents';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomSuffix(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** 芯客_ab12, or `preferred` (a WeChat nickname) when free; longer suffixes on collisions. */
async function freeNickname(db: Db, preferred?: string): Promise<string> {
  const base = preferred?.trim().slice(0, 12);
  if (base && Array.from(base).length >= 2 && !(await nicknameExists(db, base))) return base;
  for (let length = 4; length <= 10; length += 2) {
    const candidate = base
      ? `${base}_${randomSuffix(length)}`
      : `${DEFAULT_NICKNAME_PREFIX}${randomSuffix(length)}`;
    if (!(await nicknameExists(db, candidate))) return candidate;
  }
  throw new Error('no free nickname');
}

type NewUserValues = Omit<typeof users.$inferInsert, 'nickname'> & { preferredNickname?: string };

/**
 * Creates an account with a free default nickname, is_old 0 (SPEC §4: new users see the
 * guide). A concurrent insert of the same nickname is retried; any other unique
 * violation (the phone registered a moment ago) is rethrown for the caller to handle.
 */
export async function createUser(db: Db, values: NewUserValues): Promise<number> {
  const { preferredNickname, ...rest } = values;
  for (let attempt = 0; ; attempt++) {
    const nickname = await freeNickname(db, attempt === 0 ? preferredNickname : undefined);
    try {
      return await insertUser(db, {
        ...rest,
        nickname,
        isOld: 0,
        // Searchable from the first moment, by the same tokenizer as every other write.
        searchVector: userSearchVector({ nickname, userSign: rest.userSign }),
      });
    } catch (err) {
      if (uniqueViolation(err) !== 'users_nickname_idx' || attempt >= 3) throw err;
    }
  }
}
