import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.js';

describe('normalizeText', () => {
  it('folds full-width letters, digits and punctuation to half-width, then lower-cases', () => {
    expect(normalizeText('ＲＴＸ４０９０')).toBe('rtx4090');
    expect(normalizeText('ＥＳＰ３２－Ｓ３')).toBe('esp32-s3');
    expect(normalizeText('Ｍ．２（ＮＶＭｅ）')).toBe('m.2(nvme)');
  });

  it('converts traditional to simplified', () => {
    expect(normalizeText('顯卡 鍵盤 樹莓派')).toBe('显卡 键盘 树莓派');
  });

  it('maps Taiwan hardware words to mainland ones without touching simplified text', () => {
    expect(normalizeText('顯示卡與主機板、記憶體')).toBe('显卡与主板、内存');
    // The phrase-level converter would turn 程序 into 进程; ours must not.
    const simplified = '我的新显卡到了 程序烧录进单片机 台式机里面的内存条';
    expect(normalizeText(simplified)).toBe(simplified);
  });

  it('collapses whitespace (including full-width spaces and newlines) and strips zero-width', () => {
    expect(normalizeText('  机械\u3000键盘\n\t轴\u200b体  ')).toBe('机械 键盘 轴体');
    expect(normalizeText(' \u3000\n ')).toBe('');
  });
});
