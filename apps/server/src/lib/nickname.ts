import { confusablesMap } from 'confusables';
import { cleanNickname, ERROR_CODE, nicknameProblem } from '@xinke/shared';
import { AppError } from './app-error';

/**
 * The one way a nickname gets into the users table (sign-up, WeChat, profile edit, seed):
 * the stored form is the cleaned one (packages/shared/src/nickname.ts) and uniqueness is
 * checked on a folded key in users.nickname_key (unique index), so 张三 / 张三<ZWSP> and
 * a Cyrillic-а look-alike of a Latin name cannot coexist. docs/security-identity.md.
 */

/**
 * Scripts the `confusables` package must not touch: its table is made for English and maps
 * 山→W, 下/丁/七→T, 刀→N, 乙→Z, so 山下 and 山丁 would collide. Their own look-alikes are
 * the small table below.
 */
const EAST_ASIAN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Hangul}]/u;

/** Katakana drawn like a Han character (UTS #39 confusables.txt lists these pairs). */
const KANA_AS_HAN: Record<string, string> = {
  ロ: '口',
  エ: '工',
  ニ: '二',
  ー: '一',
  カ: '力',
  タ: '夕',
  ト: '卜',
  ハ: '八',
};

/**
 * After case folding: 1 and | are drawn like l, 0 like o. (Capital I against l is left
 * alone: folding it would make ALICE and Alice differ, and case matters more.)
 */
const LATIN_SHAPES: Record<string, string> = { '1': 'l', '|': 'l', '0': 'o' };

/**
 * The comparison key of a cleaned nickname: confusable forms folded to one, case folded,
 * spaces dropped. Only for comparing, never shown (it mixes scripts).
 */
export function nicknameKey(cleaned: string): string {
  let key = '';
  for (const ch of cleaned) {
    if (/\s/u.test(ch)) continue;
    const folded = KANA_AS_HAN[ch] ?? (EAST_ASIAN.test(ch) ? ch : (confusablesMap.get(ch) ?? ch));
    for (const c of folded.toLowerCase()) key += LATIN_SHAPES[c] ?? c;
  }
  return key;
}

export interface Nickname {
  /** Stored and shown. */
  nickname: string;
  /** users.nickname_key: equal keys may not belong to two accounts. */
  key: string;
}

/** Cleaned nickname and key, or a 422 naming the field with the Chinese reason. */
export function normalizeNickname(raw: string): Nickname {
  const nickname = cleanNickname(raw);
  const problem = nicknameProblem(nickname);
  if (problem)
    throw new AppError(ERROR_CODE.validation, problem, {
      field: 'nickname',
      errors: [{ field: 'nickname', message: problem }],
    });
  return { nickname, key: nicknameKey(nickname) };
}

/** Like normalizeNickname, but undefined for a name we would refuse (a WeChat nickname). */
export function acceptableNickname(raw: string): Nickname | undefined {
  const nickname = cleanNickname(raw);
  return nicknameProblem(nickname) ? undefined : { nickname, key: nicknameKey(nickname) };
}
