import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LETTER_IMAGE_MAX_BYTES, MSG } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { letterCalls, person, type Person } from '../../../test/letters';

let t: TestApp;
const L = letterCalls();

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://xinke.example.com' } });
});
afterAll(() => t.close());

function multipart(content: Buffer, field = 'item_image', filename = 'photo.jpg') {
  const boundary = '----xinke-letter-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (p: Person, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/web/letter/image',
    payload: body.payload,
    headers: { ...body.headers, authorization: p.token },
  });

const png = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#ff6600' } })
    .png()
    .toBuffer();

describe('POST /web/letter/image', () => {
  it('stores a PNG named .jpg as WebP under its hash, fitted to 1600 px: data.item_image', async () => {
    const me = await person(t);
    const res = await upload(me, multipart(await png()));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.item_image as string;
    expect(url).toMatch(/^\/uploads\/letters\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    const stored = readFileSync(join(t.config.uploadsDir, url.replace('/uploads/', '')));
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
  });

  it('refuses what is not an image by its content, and anything over 5120 KB', async () => {
    const me = await person(t);
    const text = await upload(
      me,
      multipart(Buffer.from('not an image at all'), 'item_image', 'a.png'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe(MSG.imageTypeInvalid);
    const fakeHeader = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200),
    ]);
    expect((await upload(me, multipart(fakeHeader))).json().msg).toBe(MSG.imageTypeInvalid);
    const big = Buffer.concat([await png(20, 20), Buffer.alloc(LETTER_IMAGE_MAX_BYTES)]);
    const tooBig = await upload(me, multipart(big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toBe(MSG.imageTooLarge);
    // Exactly at the limit is fine as far as size goes (this one then fails to decode).
    const atLimit = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(LETTER_IMAGE_MAX_BYTES - 3),
    ]);
    expect((await upload(me, multipart(atLimit))).json().msg).toBe(MSG.imageTypeInvalid);
    const wrongField = await upload(me, multipart(await png(20, 20), 'file'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().msg).toBe(MSG.uploadFileRequired);
  });
});

describe('image letters', () => {
  it('are an <img> the server builds around our own upload, shown to both sides', async () => {
    const a = await person(t);
    const b = await person(t);
    const url = (await upload(a, multipart(await png(300, 200)))).json().data.item_image as string;
    const sent = await L.send(a, b, url, { kind: 2 });
    expect(sent.statusCode).toBe(200);
    const html = `<img src="${url}" alt="[图片]">`;
    expect(sent.json().data).toMatchObject({ kind: 2, content: html });
    expect((await L.list(b, a)).data[0]).toMatchObject({ kind: 2, content: html, pfrom: 'left' });
    expect((await L.box(b)).data[0]?.last_message).toBe(html);
    // The site's absolute address of the same file is the same image.
    const absolute = await L.send(a, b, `https://xinke.example.com${url}`, { kind: 2 });
    expect(absolute.json().data.content).toBe(html);
  });

  it('refuse any other address, a missing file, or markup', async () => {
    const a = await person(t);
    const b = await person(t);
    const missing = `/uploads/letters/ab/${'ab'.repeat(32)}.webp`;
    for (const msg of [
      'https://evil.example.com/x.webp',
      `https://evil.example.com${missing}`,
      '/uploads/avatars/t1.svg',
      missing,
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
      `${missing}" onerror="alert(1)`,
    ]) {
      const res = await L.send(a, b, msg, { kind: 2 });
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().msg).toBe(MSG.imageUrlInvalid);
    }
    const blank = await L.send(a, b, ' ', { kind: 2 });
    expect(blank.json().msg).toBe(MSG.messageEmpty);
    // As text, the same markup is only text.
    const text = await L.send(a, b, '<img src=x onerror=alert(1)>');
    expect(text.json().data.content).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect((await L.list(b, a)).data).toHaveLength(1);
  });
});
