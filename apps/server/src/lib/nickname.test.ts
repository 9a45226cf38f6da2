import { describe, expect, it } from 'vitest';
import { cleanNickname, MSG, nicknameProblem } from '@xinke/shared';
import { NICKNAMES } from '../db/seed/people';
import { AppError } from './app-error';
import { nicknameKey, normalizeNickname } from './nickname';

const key = (raw: string) => nicknameKey(cleanNickname(raw));

describe('cleanNickname: the stored form', () => {
  it.each([
    ['张三\u200b', '张三'], // zero-width space
    ['\ufeff张\u200c三\u200d', '张三'], // BOM, ZWNJ, ZWJ
    ['张\u00ad三', '张三'], // soft hyphen
    ['\u202e三张\u202c', '三张'], // RLO … PDF: the letters stay in the order typed
    ['\u2066张三\u2069', '张三'], // isolates
    ['\u200e张三\u200f\u061c', '张三'], // LRM, RLM, ALM
    ['\u3164张三\u115f\u1160\uffa0', '张三'], // Hangul fillers
    ['张三\u2060\u2800', '张三'], // word joiner, Braille blank
    ['ｘｉｎｋｅ２０２６', 'xinke2026'], // full width → NFKC
    ['  老王\u3000\u3000焊板  ', '老王 焊板'], // ideographic spaces → one space, trimmed
    ['a\u0301\u0301\u0301\u0301\u0301b', 'á\u0301\u0301b'], // Zalgo: NFKC composes á, two marks stay
    ['a\u0000b\u0007c', 'abc'], // controls
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanNickname(raw)).toBe(cleaned);
  });

  it.each([
    ['\u200b\u200b', MSG.nicknameRequired],
    ['张\u200b', MSG.nicknameLength],
    ['Аlice', MSG.nicknameMixedScripts], // Cyrillic А + Latin
    ['Αlpha', MSG.nicknameMixedScripts], // Greek Α + Latin
  ])('refuses %j: %s', (raw, message) => {
    expect(nicknameProblem(cleanNickname(raw))).toBe(message);
    expect(() => normalizeNickname(raw)).toThrow(AppError);
    expect(() => normalizeNickname(raw)).toThrow(message);
  });

  it('accepts Han with Latin and digits, and a whole name in Cyrillic', () => {
    for (const ok of ['老王_ab12', 'ESP32小能手', 'Иван', '芯客小助手'])
      expect(nicknameProblem(cleanNickname(ok))).toBeUndefined();
  });
});

describe('nicknameKey: what uniqueness compares', () => {
  it.each([
    ['张三', '张三\u200b'],
    ['coco', 'сосо'], // all Cyrillic
    ['Alice', 'ALICE'],
    ['alice', '𝓪𝓵𝓲𝓬𝓮'], // mathematical script (NFKC)
    ['hello', 'ｈｅｌｌｏ'],
    ['Michael', 'Michae1'],
    ['老王 焊板', '老王焊板'],
    ['ロ十', '口十'], // katakana ro drawn like 口
    ['xinke', 'xinkе'], // Cyrillic е at the end (refused anyway as mixed)
  ])('%j and %j fold to one key', (a, b) => {
    expect(key(a)).toBe(key(b));
  });

  it('leaves Chinese alone: the confusables package would fold 山下 and 山丁 to WT', () => {
    const names = ['山下', '山丁', '山七', 'WT', '刀乙', 'NZ', '州山', 'MW', '张三', '张山'];
    expect(new Set(names.map(key)).size).toBe(names.length);
    for (const han of ['山下', '七刀', '乙几尺']) expect(key(han)).toBe(han);
  });

  it('keeps every demo member apart and unchanged', () => {
    const keys = NICKNAMES.map((n) => key(n));
    expect(new Set(keys).size).toBe(NICKNAMES.length);
    for (const n of NICKNAMES) expect(normalizeNickname(n).nickname).toBe(n);
  });

  it('is stable: the key of a key is itself', () => {
    for (const n of [...NICKNAMES, 'Аlice', 'ALICE', 'ｘｉｎｋｅ', 'Michae1'])
      expect(nicknameKey(key(n))).toBe(key(n));
  });
});
