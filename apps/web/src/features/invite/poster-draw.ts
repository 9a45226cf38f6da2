import QRCode from 'qrcode';

/*
 * The invite poster (docs/invitations.md): drawn on a canvas so 保存海报 gives one PNG with the
 * activity's cover and title, who invites, the rewards and a QR code of the personal link.
 * This file (and the qrcode package) loads only when a member opens the poster.
 */

export const POSTER_WIDTH = 540;
export const POSTER_HEIGHT = 900;

export interface PosterInput {
  title: string;
  cover: string;
  nickname: string;
  rewardLine: string;
  link: string;
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    if (!src) return resolve(null);
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** Breaks `text` into lines no wider than `max` (CJK has no spaces: by character). */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (ctx.measureText(line + ch).width > max && line) {
      lines.push(line);
      line = ch;
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

export async function drawPoster(canvas: HTMLCanvasElement, p: PosterInput): Promise<void> {
  const ratio = 2;
  canvas.width = POSTER_WIDTH * ratio;
  canvas.height = POSTER_HEIGHT * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.scale(ratio, ratio);
  const bg = ctx.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  bg.addColorStop(0, '#1d4ed8');
  bg.addColorStop(1, '#0f172a');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  const pad = 32;
  const coverH = 250;
  const cover = await loadImage(p.cover);
  ctx.fillStyle = '#ffffff22';
  ctx.fillRect(pad, pad, POSTER_WIDTH - pad * 2, coverH);
  if (cover) ctx.drawImage(cover, pad, pad, POSTER_WIDTH - pad * 2, coverH);
  else {
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 40px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText('芯客 · 邀请有礼', POSTER_WIDTH / 2, pad + coverH / 2 + 14);
  }

  ctx.textAlign = 'left';
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 30px sans-serif';
  let y = pad + coverH + 50;
  for (const line of wrap(ctx, p.title, POSTER_WIDTH - pad * 2).slice(0, 2)) {
    ctx.fillText(line, pad, y);
    y += 40;
  }
  ctx.font = '22px sans-serif';
  ctx.fillStyle = '#cbd5e1';
  ctx.fillText(`${p.nickname} 邀请你加入芯客硬件社区`, pad, y + 10);
  ctx.fillStyle = '#fde68a';
  for (const line of wrap(ctx, p.rewardLine, POSTER_WIDTH - pad * 2).slice(0, 2)) {
    y += 36;
    ctx.fillText(line, pad, y + 10);
  }

  const qrSize = 220;
  const qrX = (POSTER_WIDTH - qrSize) / 2;
  const qrY = POSTER_HEIGHT - qrSize - 90;
  ctx.fillStyle = '#fff';
  ctx.fillRect(qrX - 12, qrY - 12, qrSize + 24, qrSize + 24);
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, p.link, { width: qrSize, margin: 0, errorCorrectionLevel: 'M' });
  ctx.drawImage(qr, qrX, qrY, qrSize, qrSize);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#e2e8f0';
  ctx.font = '20px sans-serif';
  ctx.fillText('扫码或长按识别，注册即得奖励', POSTER_WIDTH / 2, POSTER_HEIGHT - 45);
}
