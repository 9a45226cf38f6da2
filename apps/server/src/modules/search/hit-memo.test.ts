import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../search';
import { excerpt, highlight } from './highlight';
import { HitMemo } from './hit-memo';

describe('HitMemo', () => {
  it('answers what highlight and excerpt answer, for the text it is given now', () => {
    const memo = new HitMemo();
    const words = ['显卡'];
    expect(memo.title('新<显卡>', words)).toBe(highlight('新<显卡>', words));
    const body = '<p>换了新的显卡，温度很低。</p>';
    expect(memo.summary(body, '', words)).toBe(excerpt(htmlToText(body), words));
    expect(memo.summary(body, '', words)).toBe('换了新的<em>显卡</em>，温度很低。');
    // An edited post is another text: never the old excerpt.
    expect(memo.summary('<p>显卡卖掉了</p>', '', words)).toBe('<em>显卡</em>卖掉了');
    expect(memo.summary('', '摘要里的显卡', words)).toBe('摘要里的<em>显卡</em>');
    expect(memo.summary(body, '', ['温度'])).toBe('换了新的显卡，<em>温度</em>很低。');
  });

  it('stays within its bound, dropping the oldest answers first', () => {
    const memo = new HitMemo(4_000);
    for (let i = 0; i < 200; i++) memo.title(`标题${i}`.repeat(10), ['标题']);
    const size = (memo as unknown as { chars: number }).chars;
    expect(size).toBeLessThanOrEqual(4_000);
    expect(size).toBeGreaterThan(0);
  });
});
