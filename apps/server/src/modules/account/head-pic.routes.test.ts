import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { authClient } from '../../../test/auth-helpers';
import { buildUserWithPassword, loginAs } from '../../../test/factories';
import { users } from '../../db/schema';

let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = authClient(t);
});
afterAll(async () => {
  c.assertNoSecretsLeaked();
  await t.close();
});

function multipart(filename: string, content: Buffer, contentType: string, field = 'file') {
  const boundary = '----xinke-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, body: ReturnType<typeof multipart>) {
  return c.call('POST', '/web/user/head_pic', { token, raw: body });
}

/** Uploaders have a password, so an answer that carried their row would show its hash. */
const uploader = () => buildUserWithPassword(t.db, 'avatar123');

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#1677ff' } })
    .png()
    .toBuffer();

describe('POST /web/user/head_pic', () => {
  it('takes a PNG named .jpg, stores 256 px and 64 px WebP by content hash, sets the avatar', async () => {
    const me = await uploader();
    const token = await loginAs(t.db, me);
    const res = await upload(token, multipart('photo.jpg', await png(), 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const { image_url, thumb_url } = res.json().data;
    expect(image_url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{2}\/[0-9a-f]{64}-256\.webp$/);
    expect(thumb_url).toMatch(/-64\.webp$/);
    const stored = readFileSync(join(t.config.uploadsDir, image_url.replace('/uploads/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const thumb = await sharp(
      readFileSync(join(t.config.uploadsDir, thumb_url.replace('/uploads/', ''))),
    ).metadata();
    expect(thumb).toMatchObject({ width: 64, height: 64 });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.imageUrl).toBe(image_url);
    const served = await t.app.inject({ url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it('strips EXIF (camera, GPS…) from a JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#00aa55' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'gps-31.2304N-121.4737E' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const token = await loginAs(t.db, await uploader());
    const res = await upload(token, multipart('me.jpg', jpeg, 'image/jpeg'));
    const stored = readFileSync(
      join(t.config.uploadsDir, res.json().data.image_url.replace('/uploads/', '')),
    );
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('refuses a text file named .png, and a fake image header', async () => {
    const token = await loginAs(t.db, await uploader());
    const text = await upload(
      token,
      multipart('cat.png', Buffer.from('just some text, not an image'), 'image/png'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe('请选择正确的图片');
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    expect((await upload(token, multipart('x.png', fake, 'image/png'))).json().msg).toBe(
      '请选择正确的图片',
    );
  });

  it('refuses a file over 5 MB', async () => {
    const token = await loginAs(t.db, await uploader());
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(token, multipart('big.png', big, 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('选择的图片大小不能超过5MB');
  });

  it('refuses a request without the file field', async () => {
    const token = await loginAs(t.db, await uploader());
    const res = await upload(token, multipart('a.png', await png(), 'image/png', 'other'));
    expect(res.json().msg).toBe('请选择要上传的图片');
    const json = await c.call('POST', '/web/user/head_pic', { token, body: {} });
    expect(json.json().msg).toBe('请选择要上传的图片');
  });
});
