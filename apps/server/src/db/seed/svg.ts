import { loadSharp } from '../../uploads/sharp';
import type { Storage } from '../../uploads/storage';

/** Calm, readable background colours for generated avatars, covers and banners. */
export const PALETTE = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#2f54eb',
  '#fa541c',
  '#08979c',
  '#389e0d',
  '#c41d7f',
  '#531dab',
] as const;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif\"";

/** Square avatar: coloured background with the nickname's first character. */
export function avatarSvg(nickname: string, color: string): string {
  const initial = escapeXml(Array.from(nickname)[0] ?? '芯');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" fill="${color}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" ${FONT} font-size="60" fill="#fff">${initial}</text>
</svg>\n`;
}

/**
 * Estimated advance of one character in em: CJK and other full-width characters take a
 * whole em, ASCII about 0.6 (a bold Latin capital is the widest, ~0.62 in these fonts).
 * Generous on purpose: a line measured with it never runs wider than its box.
 */
export const charWidthEm = (ch: string) => ((ch.codePointAt(0) ?? 0) < 0x80 ? 0.62 : 1);

export const textWidthEm = (text: string) =>
  Array.from(text).reduce((sum, ch) => sum + charWidthEm(ch), 0);

/**
 * Breaks `text` into at most `maxLines` lines of at most `maxEm` em each (by character: a
 * Chinese title has no spaces); what does not fit ends the last line with …
 */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const chars = Array.from(text.trim());
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const w = charWidthEm(ch);
    if (width + w <= maxEm) {
      line += ch;
      width += w;
      continue;
    }
    if (lines.length + 1 === maxLines) {
      // The last line: cut it so the ellipsis fits too.
      let cut = Array.from(line);
      while (cut.length > 0 && textWidthEm(cut.join('')) + 1 > maxEm) cut = cut.slice(0, -1);
      lines.push(`${cut.join('').trimEnd()}…`);
      return lines;
    }
    lines.push(line.trimEnd());
    line = ch.trim();
    width = line ? w : 0;
  }
  if (line) lines.push(line);
  return lines;
}

export interface CoverLine {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  fontSize: number;
  kind: 'title' | 'subtitle';
}

/**
 * Where a picture's title and subtitle go so that none of their text is cut off, neither by
 * the picture's edges nor where cards crop it: `cropAspect` is the narrowest width/height
 * a card shows of it (object-fit: cover keeps the middle), e.g. 4/3 for a 16:9 post cover in
 * the phone feed's 104 × 78 box. The text stays inside that middle, with a margin: the
 * title shrinks to one line down to a floor, then wraps to two lines; the subtitle wraps to
 * two lines and ends with … beyond them. The block is centred vertically.
 */
export function coverTextLayout(opts: {
  width: number;
  height: number;
  cropAspect?: number;
  title: string;
  subtitle: string;
}): { lines: CoverLine[]; safe: { x: number; width: number } } {
  const { width: w, height: h } = opts;
  const visible = Math.min(w, h * (opts.cropAspect ?? w / h));
  const safe = { x: (w - visible) / 2 + visible * 0.08, width: visible * 0.84 };
  const titleMax = Math.round(h * 0.13);
  const titleMin = Math.round(h * 0.085);
  const titleEm = textWidthEm(opts.title.trim());
  const fitted = Math.floor(safe.width / Math.max(titleEm, 1));
  const titleSize = Math.max(titleMin, Math.min(titleMax, fitted));
  const titleLines = wrapText(opts.title, safe.width / titleSize, 2);
  const subSize = Math.round(h * 0.065);
  const subLines = opts.subtitle.trim() ? wrapText(opts.subtitle, safe.width / subSize, 2) : [];

  const titleStep = titleSize * 1.25;
  const subStep = subSize * 1.5;
  const gap = subLines.length ? subSize * 0.9 : 0;
  const block = titleLines.length * titleStep + gap + subLines.length * subStep;
  let y = (h - block) / 2;
  const lines: CoverLine[] = [];
  for (const text of titleLines) {
    y += titleStep;
    lines.push({ text, x: safe.x, y: y - titleSize * 0.25, fontSize: titleSize, kind: 'title' });
  }
  y += gap;
  for (const text of subLines) {
    y += subStep;
    lines.push({ text, x: safe.x, y: y - subSize * 0.4, fontSize: subSize, kind: 'subtitle' });
  }
  return { lines, safe };
}

/**
 * The narrowest box a post cover is shown in: the phone feed card's 104 × 78 (4:3); the
 * desktop card (180 × 120), the hot list (80 × 54) and the homepage (64 × 44) are wider.
 */
export const POST_COVER_CROP_ASPECT = 4 / 3;

/** Wide picture (post cover 16:9, circle or banner) with a gradient, a title and a subtitle. */
export function wideSvg(opts: {
  width: number;
  height: number;
  /** The narrowest width/height a card crops it to (see coverTextLayout); own by default. */
  cropAspect?: number;
  from: string;
  to: string;
  title: string;
  subtitle: string;
}): string {
  const { width: w, height: h } = opts;
  const text = coverTextLayout(opts)
    .lines.map((line) =>
      line.kind === 'title'
        ? `<text x="${line.x}" y="${line.y}" ${FONT} font-size="${line.fontSize}" font-weight="bold" fill="#fff">${escapeXml(line.text)}</text>`
        : `<text x="${line.x}" y="${line.y}" ${FONT} font-size="${line.fontSize}" fill="#fff" opacity=".85">${escapeXml(line.text)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<g fill="#fff" opacity=".12"><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}"/><circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.3}"/></g>
${text}
</svg>\n`;
}

/** A QR-like placeholder for the footer's hover images (mini program, official account). */
export function qrSvg(label: string, seed: number): string {
  const cells: string[] = [];
  let s = seed;
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      if (finder || s % 3 === 0)
        cells.push(`<rect x="${x * 6 + 7}" y="${y * 6 + 7}" width="6" height="6"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="160" viewBox="0 0 140 160">
<rect width="140" height="160" fill="#fff"/><g fill="#222">${cells.join('')}</g>
<text x="70" y="150" text-anchor="middle" ${FONT} font-size="12" fill="#555">${escapeXml(label)}</text>
</svg>\n`;
}

/** The public URL of the upload stored under relPath. */
export const uploadUrl = (relPath: string) => `/uploads/${relPath}`;

/**
 * Draws `svg`, stores it under relPath and returns its public URL. Demo pictures are served as
 * raster images, like members' own uploads: an SVG is a document that can carry script, a
 * bitmap cannot (docs/security-headers.md). The extension picks the encoder: .png for flat
 * colours and small text (avatars, QR codes), .jpg for gradients (covers, banners). Both
 * encode in a few ms, where WebP took 60 ms a cover and made the seed seconds slower.
 */
export async function writeImage(uploads: Storage, relPath: string, svg: string): Promise<string> {
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg));
  if (relPath.endsWith('.png')) image.png();
  else if (relPath.endsWith('.jpg')) image.jpeg({ quality: 85 });
  else throw new Error(`writeImage: ${relPath} is neither .png nor .jpg`);
  return uploads.put(relPath, await image.toBuffer());
}
