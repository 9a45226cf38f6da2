import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

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

/** Wide picture (post cover 16:9 or banner) with a gradient, a title and a subtitle. */
export function wideSvg(opts: {
  width: number;
  height: number;
  from: string;
  to: string;
  title: string;
  subtitle: string;
}): string {
  const { width: w, height: h } = opts;
  const title = escapeXml(opts.title);
  const subtitle = escapeXml(opts.subtitle);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<g fill="#fff" opacity=".12"><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}"/><circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.3}"/></g>
<text x="${w * 0.06}" y="${h * 0.5}" ${FONT} font-size="${Math.round(h * 0.13)}" font-weight="bold" fill="#fff">${title}</text>
<text x="${w * 0.06}" y="${h * 0.68}" ${FONT} font-size="${Math.round(h * 0.065)}" fill="#fff" opacity=".85">${subtitle}</text>
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

/** The public URL of uploadsDir/relPath. */
export const uploadUrl = (relPath: string) => `/uploads/${relPath}`;

/**
 * Draws `svg` into uploadsDir/relPath and returns its public URL. Demo pictures are served as
 * raster images, like members' own uploads: an SVG is a document that can carry script, a
 * bitmap cannot (docs/security-headers.md). The extension picks the encoder: .png for flat
 * colours and small text (avatars, QR codes), .jpg for gradients (covers, banners). Both
 * encode in a few ms, where WebP took 60 ms a cover and made the seed seconds slower.
 */
export async function writeImage(
  uploadsDir: string,
  relPath: string,
  svg: string,
): Promise<string> {
  const image = sharp(Buffer.from(svg));
  if (relPath.endsWith('.png')) image.png();
  else if (relPath.endsWith('.jpg')) image.jpeg({ quality: 85 });
  else throw new Error(`writeImage: ${relPath} is neither .png nor .jpg`);
  const file = join(uploadsDir, relPath);
  mkdirSync(dirname(file), { recursive: true });
  await image.toFile(file);
  return uploadUrl(relPath);
}
