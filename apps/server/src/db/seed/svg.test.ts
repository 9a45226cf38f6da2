import { describe, expect, it } from 'vitest';
import { CONTENT } from './circle-content';
import { BANNERS, CIRCLES } from './site-data';
import { coverTextLayout, POST_COVER_CROP_ASPECT, textWidthEm, wideSvg, wrapText } from './svg';

/**
 * Issue 13 point 8: generated demo covers do not crop their own text. Every line, measured
 * with the per-character width estimate, sits inside the part of the picture that the
 * narrowest card shows (object-fit: cover keeps the middle) and inside its height.
 */
function expectFits(opts: Parameters<typeof coverTextLayout>[0]) {
  const { lines } = coverTextLayout(opts);
  const visible = Math.min(opts.width, opts.height * (opts.cropAspect ?? opts.width / opts.height));
  const left = (opts.width - visible) / 2;
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const right = line.x + textWidthEm(line.text) * line.fontSize;
    expect(line.x, line.text).toBeGreaterThanOrEqual(left);
    expect(right, line.text).toBeLessThanOrEqual(left + visible);
    expect(line.y - line.fontSize, line.text).toBeGreaterThanOrEqual(0);
    expect(line.y + line.fontSize * 0.25, line.text).toBeLessThanOrEqual(opts.height);
  }
  // Lines do not overlap one another.
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!];
    expect(b.y - b.fontSize).toBeGreaterThanOrEqual(a.y);
  }
  return lines;
}

describe('demo cover text fits the cover as the cards crop it', () => {
  it('every post cover title fits the 4:3 middle the phone feed shows (104 × 78)', () => {
    for (const circle of CIRCLES) {
      for (const { title: raw } of CONTENT[circle.key].posts) {
        const lines = expectFits({
          width: 640,
          height: 360,
          cropAspect: POST_COVER_CROP_ASPECT,
          title: circle.name,
          subtitle: raw.replace(/^[?#!]/, ''),
        });
        expect(lines[0]?.text).toBe(circle.name);
      }
    }
  });

  it('circle pictures and banners fit their own box', () => {
    for (const circle of CIRCLES)
      expectFits({ width: 320, height: 320, title: circle.name, subtitle: '芯客圈子' });
    for (const [group, list] of Object.entries(BANNERS))
      for (const b of list)
        expectFits({
          width: 1200,
          height: group === 'banner1' ? 400 : 300,
          title: b.title,
          subtitle: b.subtitle,
        });
  });

  it('a long title shrinks, then wraps to two lines; a long subtitle ends with …', () => {
    const long = '一个非常非常长的圈子名称用来测试换行和缩小字号是否有效';
    const lines = expectFits({
      width: 640,
      height: 360,
      cropAspect: 4 / 3,
      title: long,
      subtitle: 'ESP32-S3 + 墨水屏做的桌面天气站：从选型、画板、焊接到外壳建模的完整记录和踩坑总结',
    });
    const titles = lines.filter((l) => l.kind === 'title');
    const subtitles = lines.filter((l) => l.kind === 'subtitle');
    expect(titles).toHaveLength(2);
    expect(titles[0]!.fontSize).toBeLessThan(Math.round(360 * 0.13));
    expect(subtitles).toHaveLength(2);
    expect(subtitles[1]!.text.endsWith('…')).toBe(true);
  });

  it('wrapText keeps every line within the width, counting ASCII narrower', () => {
    expect(wrapText('abc', 10, 2)).toEqual(['abc']);
    expect(wrapText('一二三四五六', 4, 2)).toEqual(['一二三四', '五六']);
    expect(wrapText('一二三四五六七八九十', 4, 2)).toEqual(['一二三四', '五六七…']);
    expect(textWidthEm('ab一')).toBeCloseTo(2.24);
  });

  it('the SVG carries the laid-out lines, escaped', () => {
    const svg = wideSvg({
      width: 640,
      height: 360,
      cropAspect: 4 / 3,
      from: '#000',
      to: '#fff',
      title: 'A&B',
      subtitle: '<测试>',
    });
    expect(svg).toContain('>A&amp;B</text>');
    expect(svg).toContain('>&lt;测试&gt;</text>');
  });
});
