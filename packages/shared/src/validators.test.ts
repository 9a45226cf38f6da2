import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { zEmail, zPhone, zTitle } from './contracts/fields';
import {
  isEmail,
  isMainlandPhone,
  isStrictEmail,
  isValidTitle,
  isVideoUrl,
  validateAccount,
  validateCode,
  validatePassword,
  validatePhone,
  validateTitle,
  validateVoteOption,
  validateVoteSubject,
} from './validators';

describe('isVideoUrl', () => {
  it('accepts http(s) addresses only', () => {
    for (const ok of ['https://example.com/v.mp4', ' http://b.example/x?y=1 '])
      expect(isVideoUrl(ok), ok).toBe(true);
    for (const bad of ['', 'ftp://example.com/v', 'javascript:alert(1)', 'https://a b', '//x.y'])
      expect(isVideoUrl(bad), bad).toBe(false);
  });
});

describe('isMainlandPhone', () => {
  it.each(['13800138000', '19912345678', '15012345678'])('accepts %s', (s) => {
    expect(isMainlandPhone(s)).toBe(true);
  });
  it.each([
    ['second digit 2', '12812345678'],
    ['second digit 0', '10812345678'],
    ['second digit 1', '11812345678'],
    ['not starting with 1', '23812345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['letters', '1381234567a'],
    ['inner space', '138 12345678'],
    ['empty', ''],
  ])('rejects %s', (_why, s) => {
    expect(isMainlandPhone(s)).toBe(false);
  });
});

describe('e-mail', () => {
  it('strict and loose both accept ordinary addresses', () => {
    for (const s of ['a@b.cn', 'li.ming@example.com', 'x_y-z@mail.qq.com']) {
      expect(isStrictEmail(s)).toBe(true);
      expect(isEmail(s)).toBe(true);
    }
  });
  it('only the loose one accepts long or non-letter top-level parts', () => {
    for (const s of [
      'me@example.info',
      'me@example.c0m',
      'me@example.c',
      'a.@b.cn',
      '张三@例子.中国',
    ]) {
      expect(isStrictEmail(s)).toBe(false);
      expect(isEmail(s)).toBe(true);
    }
  });
  it('both reject what is not an address', () => {
    for (const s of ['', 'plain', 'a@b', '@b.cn', 'a b@c.cn', 'a@@b.cn']) {
      expect(isStrictEmail(s)).toBe(false);
      expect(isEmail(s)).toBe(false);
    }
  });
});

describe('titles', () => {
  it('4 characters is too short, 5 is enough', () => {
    expect(isValidTitle('显卡推荐')).toBe(false);
    expect(isValidTitle('显卡怎么选')).toBe(true);
    expect(isValidTitle('abcde')).toBe(true);
  });
  it('whitespace does not count', () => {
    expect(isValidTitle('       ')).toBe(false);
    expect(isValidTitle('  显卡推荐  ')).toBe(false);
  });
  it('an emoji counts as one character', () => {
    expect(isValidTitle('显卡推荐🔥')).toBe(true);
    expect(isValidTitle('显卡推🔥')).toBe(false);
  });
  it('validateTitle returns the message', () => {
    expect(validateTitle('显卡推荐')).toBe(MSG.titleTooShort);
    expect(validateTitle(undefined)).toBe(MSG.titleTooShort);
    expect(validateTitle('显卡怎么选')).toBeNull();
  });
});

describe('form checkers', () => {
  it('validatePhone: required, then format', () => {
    expect(validatePhone('')).toBe(MSG.phoneRequired);
    expect(validatePhone('   ')).toBe(MSG.phoneRequired);
    expect(validatePhone(undefined)).toBe(MSG.phoneRequired);
    expect(validatePhone('12345678901')).toBe(MSG.phoneInvalid);
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone(' 13800138000 ')).toBeNull();
  });
  it('validateCode and validatePassword: required only', () => {
    expect(validateCode('')).toBe(MSG.codeRequired);
    expect(validateCode(' ')).toBe(MSG.codeRequired);
    expect(validateCode('123456')).toBeNull();
    expect(validatePassword(null)).toBe(MSG.passwordRequired);
    expect(validatePassword('secret')).toBeNull();
  });
  it('validateAccount: phone or e-mail with the phone messages', () => {
    expect(validateAccount('')).toBe(MSG.phoneRequired);
    expect(validateAccount('13800138000')).toBeNull();
    expect(validateAccount('li@example.com')).toBeNull();
    expect(validateAccount('li@example')).toBe(MSG.phoneInvalid);
    expect(validateAccount('1380013800')).toBe(MSG.phoneInvalid);
  });
  it('validateVoteSubject: not blank after trimming', () => {
    expect(validateVoteSubject('  ')).toBe('题目不能为空');
    expect(validateVoteSubject('哪款显卡更值')).toBeNull();
  });
  it('validateVoteOption: text or image', () => {
    expect(validateVoteOption({ text: ' ', image: '' })).toBe('选项请填写或上传图片');
    expect(validateVoteOption({})).toBe('选项请填写或上传图片');
    expect(validateVoteOption({ text: 'RTX 4070' })).toBeNull();
    expect(validateVoteOption({ text: '', image: '/u/1.png' })).toBeNull();
  });
});

describe('zod helpers', () => {
  const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it('zPhone trims and uses the same messages', () => {
    expect(zPhone.parse(' 13800138000 ')).toBe('13800138000');
    expect(firstMessage(zPhone.safeParse(''))).toBe(MSG.phoneRequired);
    expect(firstMessage(zPhone.safeParse(undefined))).toBe(MSG.phoneRequired);
    expect(firstMessage(zPhone.safeParse('12345678901'))).toBe(MSG.phoneInvalid);
  });
  it('zEmail', () => {
    expect(zEmail.parse('li@example.com')).toBe('li@example.com');
    expect(firstMessage(zEmail.safeParse(''))).toBe(MSG.emailRequired);
    expect(firstMessage(zEmail.safeParse('li@'))).toBe(MSG.emailInvalid);
  });
  it('zTitle', () => {
    expect(zTitle.parse('  显卡怎么选 ')).toBe('显卡怎么选');
    expect(firstMessage(zTitle.safeParse('显卡推荐'))).toBe(MSG.titleTooShort);
    expect(firstMessage(zTitle.safeParse(42))).toBe(MSG.titleTooShort);
  });
});
