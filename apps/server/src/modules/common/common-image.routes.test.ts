import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UPLOAD_TOKEN_HEADER, UPLOAD_TOKEN_TTL_SECONDS } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';
import { userImages } from '../../db/schema';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

function multipart(content: Buffer, field = 'image') {
  const boundary = '----xinke-common-image';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#13c2c2' } })
    .png()
    .toBuffer();

async function member() {
  const user = await buildUser(t.db);
  return { user, auth: await loginAs(t.db, user) };
}

async function uploadToken(auth: string, fix: unknown = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/web/common/token',
    headers: { authorization: auth },
    payload: { fix },
  });
  return res;
}

async function send(url: string, auth: string | null, token: string | null, content: Buffer) {
  const body = multipart(content);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': body.contentType,
      ...(auth ? { authorization: auth } : {}),
      ...(token ? { [UPLOAD_TOKEN_HEADER]: token } : {}),
    },
    payload: body.payload,
  });
}

const freshToken = async (auth: string) => (await uploadToken(auth)).json().data.token as string;

describe('POST /web/common/token (SPEC §7 token {fix})', () => {
  it('gives a member a token that expires in 10 minutes', async () => {
    const { auth } = await member();
    const res = await uploadToken(auth);
    expect(res.statusCode).toBe(200);
    const { token, expire_time } = res.json().data;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(expire_time).toBe(Math.floor(clock() / 1000) + UPLOAD_TOKEN_TTL_SECONDS);
  });

  it('refuses visitors (401) and an unknown purpose in Chinese', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/web/common/token', payload: { fix: 1 } }))
        .statusCode,
    ).toBe(401);
    const { auth } = await member();
    const bad = await uploadToken(auth, 9);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('上传用途不存在');
  });
});

describe('/web/common/image', () => {
  it('stores a content-checked WebP of at most 1920 px and records whose it is', async () => {
    const { user, auth } = await member();
    const res = await send('/web/common/image', auth, await freshToken(auth), await png());
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    const meta = await sharp(
      readFileSync(join(t.config.uploadsDir, url.replace('/uploads/', ''))),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 960 });
    const [row] = await t.db.select().from(userImages).where(eq(userImages.id, id));
    expect(row).toMatchObject({ userId: user.id, purpose: 1, url });
  });

  it('a token buys one upload; without one, expired or someone else’s, 400 in Chinese', async () => {
    const { auth } = await member();
    const token = await freshToken(auth);
    expect((await send('/web/common/image', auth, token, await png(100, 100))).statusCode).toBe(
      200,
    );
    const again = await send('/web/common/image', auth, token, await png(100, 100));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('上传令牌无效或已过期，请重新上传');
    expect((await send('/web/common/image', auth, null, await png(100, 100))).statusCode).toBe(400);
    const other = await member();
    const theirs = await freshToken(other.auth);
    expect((await send('/web/common/image', auth, theirs, await png(100, 100))).statusCode).toBe(
      400,
    );
    const late = await freshToken(auth);
    clock.advance(UPLOAD_TOKEN_TTL_SECONDS * 1000 + 1);
    expect((await send('/web/common/image', auth, late, await png(100, 100))).statusCode).toBe(400);
    const tampered = `${token.split('.')[0]}x.${token.split('.')[1]}`;
    expect((await send('/web/common/image', auth, tampered, await png(100, 100))).statusCode).toBe(
      400,
    );
  });

  it('refuses visitors, files that are not pictures and pictures over 5 MB', async () => {
    expect((await send('/web/common/image', null, null, await png(10, 10))).statusCode).toBe(401);
    const { auth } = await member();
    const text = await send(
      '/web/common/image',
      auth,
      await freshToken(auth),
      Buffer.from('<svg/>'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe('请选择正确的图片');
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await send('/web/common/image', auth, await freshToken(auth), big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toBe('选择的图片大小不能超过5MB');
  });
});

describe('POST /web/common/replace_image', () => {
  it('replaces the file of my own picture, keeping its id', async () => {
    const { auth } = await member();
    const first = (
      await send('/web/common/image', auth, await freshToken(auth), await png(300, 300))
    ).json().data;
    const res = await send(
      `/web/common/replace_image?id=${first.id}`,
      auth,
      await freshToken(auth),
      await png(200, 100),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(first.id);
    expect(res.json().data.url).not.toBe(first.url);
    const [row] = await t.db.select().from(userImages).where(eq(userImages.id, first.id));
    expect(row?.url).toBe(res.json().data.url);
  });

  it('someone else’s picture is 404 (as if absent) and stays as it was', async () => {
    const owner = await member();
    const mine = (
      await send('/web/common/image', owner.auth, await freshToken(owner.auth), await png(300, 300))
    ).json().data;
    const other = await member();
    const res = await send(
      `/web/common/replace_image?id=${mine.id}`,
      other.auth,
      await freshToken(other.auth),
      await png(50, 50),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('图片不存在');
    const [row] = await t.db.select().from(userImages).where(eq(userImages.id, mine.id));
    expect(row?.url).toBe(mine.url);
  });

  it('refuses visitors, a bad id in Chinese, and a missing token', async () => {
    expect(
      (await send('/web/common/replace_image?id=1', null, null, await png(10, 10))).statusCode,
    ).toBe(401);
    const { auth } = await member();
    const bad = await send('/web/common/replace_image?id=abc', auth, null, await png(10, 10));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('图片 id 有误');
    const mine = (
      await send('/web/common/image', auth, await freshToken(auth), await png(30, 30))
    ).json().data;
    expect(
      (await send(`/web/common/replace_image?id=${mine.id}`, auth, null, await png(10, 10)))
        .statusCode,
    ).toBe(400);
  });
});
