import { describe, expect, it } from 'vitest';
import { HARDWARE_TERMS } from './hardware-dictionary.js';
import { buildQuery, buildRankQuery, queryLexemes } from './query.js';
import { MAX_TOKENS, tokenize } from './tokenizer.js';

describe('tokenize', () => {
  it('keeps hardware words whole and adds bigrams for recall', () => {
    const tokens = tokenize('客制化机械键盘的轴体，树莓派和智能家居');
    for (const word of ['客制化', '机械键盘', '轴体', '树莓派', '智能家居'])
      expect(tokens).toContain(word);
    expect(tokens).toContain('械键'); // a bigram, so a two-character query always hits
  });

  it('finds a two-character word inside a longer run through bigrams', () => {
    expect(tokenize('我的新显卡到了')).toContain('显卡');
  });

  it('keeps part numbers whole, with compact form and parts', () => {
    const tokens = tokenize('ESP32-S3开发板 和 7800X3D');
    expect(tokens).toEqual(
      expect.arrayContaining(['esp32-s3', 'esp32s3', 'esp32', '开发板', '7800x3d']),
    );
    expect(tokens).not.toContain('x3d');
    expect(tokenize('ＥＳＰ３２－Ｓ３')).toEqual(tokenize('ESP32-S3'));
  });

  it('joins a brand and the number after it', () => {
    expect(tokenize('RTX 4090')).toContain('rtx4090');
    expect(tokenize('RTX4090')).toEqual(expect.arrayContaining(['rtx4090', 'rtx', '4090']));
    expect(tokenize('装了 Home Assistant')).toContain('homeassistant');
  });

  it('drops punctuation and single Latin characters, dedupes in order', () => {
    expect(tokenize('a & b | c ! : ( ) \' " 显卡 显卡')).toEqual(['显卡']);
    expect(tokenize('m.2 usb-c')).toEqual(['m.2', 'm2', 'usb-c', 'usbc', 'usb']);
  });

  it('returns only lexeme-safe tokens', () => {
    const tokens = tokenize('<div class="x">Hello, 世界！</div> O\'Reilly C:\\path 100% #tag');
    for (const t of tokens) expect(t).toMatch(/^[\p{Script=Han}a-z0-9.-]+$/u);
  });

  it('caps the number of tokens for very long bodies', () => {
    const long = Array.from({ length: 30_000 }, (_, i) =>
      String.fromCodePoint(0x4e00 + ((i * 7919) % 20000)),
    ).join('');
    const tokens = tokenize(long);
    expect(tokens.length).toBeLessThanOrEqual(MAX_TOKENS);
    expect(tokens.length).toBeGreaterThan(1000);
  });

  it('loads a few hundred dictionary terms, each kept whole by jieba', () => {
    expect(HARDWARE_TERMS.length).toBeGreaterThan(300);
    for (const term of [
      '树莓派',
      '散热器',
      '固态硬盘',
      '内存条',
      '单片机',
      '示波器',
      '万用表',
      '3d打印',
    ]) {
      expect(tokenize(`关于${term}的问题`)).toContain(term);
    }
  });
});

describe('buildQuery', () => {
  it('returns null for empty or whitespace-only or punctuation-only input', () => {
    expect(buildQuery('')).toBeNull();
    expect(buildQuery(' \u3000\n ')).toBeNull();
    expect(buildQuery('&|!():*')).toBeNull();
  });

  it('requires every word', () => {
    expect(buildQuery('机械键盘 轴体')).toBe(
      "(('机械键盘' | ('机械' & '械键' & '键盘')) & '轴体')",
    );
    expect(buildQuery('机械键盘 轴体', { match: 'any' })).toBe(
      "(('机械键盘' | ('机械' & '械键' & '键盘')) | '轴体')",
    );
  });

  it('treats model forms and brand joins as one term', () => {
    expect(buildQuery('ESP32-S3')).toBe("('esp32-s3' | 'esp32s3')");
    expect(buildQuery('7800X3D')).toBe("'7800x3d'");
    expect(buildQuery('RTX 4090')).toBe("(('rtx' & '4090') | 'rtx4090')");
  });

  it('uses a prefix for a single Han character', () => {
    expect(buildQuery('灯')).toBe("'灯':*");
  });

  it('ranks with the bigrams of characters left out of the required words', () => {
    // jieba: 石墨 + 烯. 烯 is not required (a lone character costs recall: 给 in 如何给…),
    // but 墨烯 ranks and highlights a post that has the whole word.
    expect(buildQuery('石墨烯')).toBe("'石墨'");
    expect(queryLexemes('石墨烯')).toEqual(['石墨', '墨烯']);
    expect(buildRankQuery('如何给树莓派')).toBe(
      "('如何' | '树莓派' | '树莓' | '莓派' | '何给' | '给树')",
    );
  });

  it('uses only lexemes the same tokenizer produces for the query text', () => {
    for (const q of [
      '石墨烯导热垫',
      '如何给树莓派安装系统',
      'ESP32-S3 开发板',
      'RTX 4090 显卡',
      '顯卡 散熱器',
    ]) {
      const tokens = new Set(tokenize(q));
      for (const lexeme of queryLexemes(q)) expect(tokens).toContain(lexeme);
    }
  });
});
