import { randomInt } from 'node:crypto';
import { cleanNickname, DEFAULT_NICKNAME_PREFIX, NICKNAME_MAX_LENGTH } from '@xinke/shared';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import type { users } from '../../db/schema';
import { acceptableNickname, nicknameKey, type Nickname } from '../../lib/nickname';
import { insertUser, nicknameKeyExists } from './auth.repository';
import { userSearchVector } from '../search/search-documents';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomSuffix(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

const name = (nickname: string): Nickname => ({ nickname, key: nicknameKey(nickname) });

/**
 * 芯客_ab12, or `preferred` (a WeChat nickname, cleaned like any other) when it is one we
 * accept and nobody has it or a look-alike; longer suffixes on collisions.
 */
async function freeNickname(db: Db, preferred?: string): Promise<Nickname> {
  const stem = preferred && Array.from(cleanNickname(preferred)).slice(0, 12).join('');
  const whole = stem ? acceptableNickname(stem) : undefined;
  if (whole && !(await nicknameKeyExists(db, whole.key))) return whole;
  for (let length = 4; length <= 10; length += 2) {
    // The suffixed name must itself be acceptable: within 16 characters, and a Cyrillic
    // name with a Latin suffix is a mix we refuse, so that one takes the default instead.
    const room = NICKNAME_MAX_LENGTH - 1 - length;
    const suffixed =
      whole &&
      acceptableNickname(
        `${Array.from(whole.nickname).slice(0, room).join('')}_${randomSuffix(length)}`,
      );
    const candidate = suffixed || name(`${DEFAULT_NICKNAME_PREFIX}${randomSuffix(length)}`);
    if (!(await nicknameKeyExists(db, candidate.key))) return candidate;
  }
  throw new Error('no free nickname');
}

type NewUserValues = Omit<typeof users.$inferInsert, 'nickname' | 'nicknameKey'> & {
  preferredNickname?: string;
};

/**
 * Creates an account with a free default nickname, is_old 0 (SPEC §4: new users see the
 * guide). A concurrent insert of the same nickname is retried; any other unique
 * violation (the phone registered a moment ago) is rethrown for the caller to handle.
 */
export async function createUser(db: Db, values: NewUserValues): Promise<number> {
  const { preferredNickname, ...rest } = values;
  for (let attempt = 0; ; attempt++) {
    const { nickname, key } = await freeNickname(db, attempt === 0 ? preferredNickname : undefined);
    try {
      return await insertUser(db, {
        ...rest,
        nickname,
        nicknameKey: key,
        isOld: 0,
        // Searchable from the first moment, by the same tokenizer as every other write.
        searchVector: userSearchVector({ nickname, userSign: rest.userSign }),
      });
    } catch (err) {
      const index = uniqueViolation(err);
      const nicknameClash = index === 'users_nickname_idx' || index === 'users_nickname_key_idx';
      if (!nicknameClash || attempt >= 3) throw err;
    }
  }
}
