import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DOWNLOAD_TICKET_TTL_SECONDS, MSG, USER_ROLE } from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs, testClock } from '../../../test/factories';
import { resourceDownloads, resources, staffAuditLog } from '../../db/schema';

/*
 * 资源库 (docs/resources.md): authoring in the console, the public library, download
 * tickets, the download itself (headers, ranges) and its count under concurrency.
 */

const clock = testClock();
let t: TestApp;
let adminAuth: string;
let memberAuth: string;
let moderatorAuth: string;
let categoryId: number;

beforeAll(async () => {
  // A 1 MB limit here, so the oversize refusal is cheap to prove.
  t = await createTestApp({ deps: { clock }, env: { RESOURCE_FILE_MAX_MB: '1' } });
  const admin = await buildUser(t.db, { role: USER_ROLE.admin });
  const moderator = await buildUser(t.db, { role: USER_ROLE.moderator });
  const member = await buildUser(t.db);
  adminAuth = await loginAs(t.db, admin);
  moderatorAuth = await loginAs(t.db, moderator);
  memberAuth = await loginAs(t.db, member);
  const res = await post('/web/admin/resource_category/create', { name: '数据手册' });
  categoryId = res.json().data.id;
}, 180_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;

function post(url: string, payload?: Json, auth = adminAuth) {
  return t.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });
}
function get(url: string, auth?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(auth ? { authorization: auth } : {}), ...headers },
  });
}

function multipart(name: string, content: Buffer) {
  const boundary = '----xinke-resource-file';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(id: number, name: string, content: Buffer, auth = adminAuth) {
  const body = multipart(name, content);
  return t.app.inject({
    method: 'POST',
    url: `/web/admin/resource/${id}/file`,
    headers: { authorization: auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n' +
    'x'.repeat(900),
);

async function draft(title = 'ESP32-S3 技术规格书') {
  const res = await post('/web/admin/resource/create', {
    title,
    category_id: categoryId,
    summary: '乐鑫 ESP32-S3 双核 Wi-Fi/蓝牙 SoC 的完整规格',
    content: '<p>引脚定义与<strong>电气特性</strong></p><script>alert(1)</script>',
    version: 'v1.3',
  });
  expect(res.json().code).toBe(0);
  return res.json().data as { id: number; content: string };
}

/** A published resource with one PDF; its file id. */
async function publishedPdf(name = 'ESP32-S3 技术规格书.pdf') {
  const r = await draft();
  const up = await upload(r.id, name, PDF);
  expect(up.json().code).toBe(0);
  const fileId = up.json().data.files[0].id as number;
  expect((await post(`/web/admin/resource/status/${r.id}`, { status: 1 })).json().code).toBe(0);
  return { id: r.id, fileId };
}

async function ticket(id: number, fileId?: number, auth = memberAuth) {
  const res = await get(
    `/web/resource/downcert?id=${id}${fileId ? `&file_id=${fileId}` : ''}`,
    auth,
  );
  expect(res.json().code).toBe(0);
  return res.json().data as { url: string; expire_time: number; name: string; size: number };
}

async function downloadsOf(id: number) {
  const [row] = await t.db
    .select({ n: resources.downloads })
    .from(resources)
    .where(eq(resources.id, id));
  return row?.n ?? -1;
}

describe('console authoring', () => {
  it('creates a draft with sanitized HTML, audited; refuses publishing without a file', async () => {
    const r = await draft();
    expect(r.content).not.toContain('<script');
    const refused = await post(`/web/admin/resource/status/${r.id}`, { status: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(MSG.resourcePublishNeedsFile);
    const rows = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `resource:${r.id}`));
    expect(rows.map((row) => row.action)).toContain('resource.create');
  });

  it('refuses members and moderators', async () => {
    expect((await post('/web/admin/resource/create', {}, memberAuth)).statusCode).toBe(403);
    const mod = await post('/web/admin/resource/create', {}, moderatorAuth);
    expect(mod.statusCode).toBe(403);
    expect(mod.json().msg).toBe(MSG.adminOnly);
  });

  it('checks uploads by content: HTML, mislabelled, unknown, empty and oversize are refused', async () => {
    const r = await draft();
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const cases: [string, Buffer, string][] = [
      ['datasheet.pdf', html, MSG.resourceFileContentMismatch],
      ['firmware.bin', html, MSG.resourceFileContentMismatch],
      ['../firmware/', Buffer.from([0, 1]), MSG.resourceFileNameInvalid],
      ['page.html', html, MSG.resourceFileTypeInvalid],
      ['example.zip', PDF, MSG.resourceFileContentMismatch],
      ['firmware.hex', Buffer.from(':10000000\nnot hex\n'), MSG.resourceFileContentMismatch],
      [
        'setup.bin',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
        MSG.resourceFileContentMismatch,
      ],
      ['empty.pdf', Buffer.alloc(0), MSG.resourceFileEmpty],
      ['huge.bin', Buffer.alloc(1024 * 1024 + 10, 1), MSG.resourceFileTooLarge],
    ];
    for (const [name, content, msg] of cases) {
      const res = await upload(r.id, name, content);
      expect([name, res.statusCode, res.json().msg]).toEqual([name, 400, msg]);
    }
    const get1 = await get(`/web/admin/resource/${r.id}`, adminAuth);
    expect(get1.json().data.files).toEqual([]);
  });

  it('accepts a PDF, a ZIP, an Intel HEX and a raw firmware, each audited', async () => {
    const r = await draft();
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    const hex = Buffer.from(':10010000214601360121470136007EFE09D2190140\n:00000001FF\n');
    const bin = Buffer.from([0x00, 0x20, 0x00, 0x20, 0xc1, 0x01, 0x00, 0x08]);
    for (const [name, content] of [
      ['数据手册.pdf', PDF],
      ['STM32 HAL 例程.zip', zip],
      ['blink.hex', hex],
      ['固件 v1.2.bin', bin],
    ] as const) {
      const res = await upload(r.id, name, content);
      expect([name, res.json().code]).toEqual([name, 0]);
    }
    const files = (await get(`/web/admin/resource/${r.id}`, adminAuth)).json().data.files;
    expect(files.map((f: { type: string }) => f.type)).toEqual(['pdf', 'zip', 'hex', 'bin']);
    const rows = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'resource.file_upload'));
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps one file on a published resource; refuses deleting a category in use', async () => {
    const { id, fileId } = await publishedPdf();
    const res = await post(`/web/admin/resource/file/delete/${fileId}`);
    expect(res.json().msg).toBe(MSG.resourcePublishNeedsFile);
    const cat = await post(`/web/admin/resource_category/delete/${categoryId}`);
    expect(cat.statusCode).toBe(409);
    expect(cat.json().msg).toBe(MSG.resourceCategoryNotEmpty);
    expect((await post(`/web/admin/resource/status/${id}`, { status: 0 })).json().code).toBe(0);
    expect((await post(`/web/admin/resource/file/delete/${fileId}`)).json().code).toBe(0);
  });
});

describe('public library', () => {
  it('lists published resources only, by category and keyword; a draft is 404', async () => {
    const { id } = await publishedPdf();
    const hidden = await draft('未发布的草稿资源');
    const list = await get(`/web/resource/list?category=${categoryId}&keyword=ESP32`);
    const ids = list.json().data.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(hidden.id);
    const card = list.json().data.data.find((r: { id: number }) => r.id === id);
    expect(card).toMatchObject({ file_type: 'pdf', file_count: 1, size: PDF.length });
    const none = await get('/web/resource/list?keyword=%25%25');
    expect(none.json().data.data).toEqual([]);
    expect((await get(`/web/resource/detail/${hidden.id}`)).statusCode).toBe(404);
    const detail = await get(`/web/resource/detail/${id}`);
    expect(detail.json().data.files[0].name).toBe('ESP32-S3 技术规格书.pdf');
    const cats = await get('/web/resource/category');
    expect(cats.json().data.find((c: { id: number }) => c.id === categoryId).count).toBeGreaterThan(
      0,
    );
  });
});

describe('download tickets and downloads', () => {
  it('a visitor is asked to log in; a member gets a ticket that expires in minutes', async () => {
    const { id } = await publishedPdf();
    expect((await get(`/web/resource/downcert?id=${id}`)).statusCode).toBe(401);
    const tk = await ticket(id);
    expect(tk.expire_time - Math.floor(clock() / 1000)).toBe(DOWNLOAD_TICKET_TTL_SECONDS);
    expect(tk.size).toBe(PDF.length);
    expect(
      (await get(`/web/resource/downcert?id=${id}&file_id=999999`, memberAuth)).statusCode,
    ).toBe(404);
  });

  it('serves the file as an attachment with a safe type, counted once per ticket', async () => {
    const { id } = await publishedPdf('ESP32-S3 技术规格书 (中文).pdf');
    const tk = await ticket(id);
    const res = await get(tk.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ESP32-S3 _____ (__).pdf"; filename*=UTF-8''${encodeURIComponent('ESP32-S3 技术规格书 ').replace(/'/g, '%27')}%28${encodeURIComponent('中文')}%29.pdf`,
    );
    expect(await downloadsOf(id)).toBe(1);
    // The same ticket again (a replay within its minutes) and a resumed range: no more counts.
    expect((await get(tk.url)).statusCode).toBe(200);
    const part = await get(tk.url, undefined, { range: 'bytes=100-' });
    expect(part.statusCode).toBe(206);
    expect(await downloadsOf(id)).toBe(1);
    // A fresh ticket that resumes (starts past byte 0) does not count either.
    const resumed = await get((await ticket(id)).url, undefined, { range: 'bytes=10-19' });
    expect(resumed.statusCode).toBe(206);
    expect(await downloadsOf(id)).toBe(1);
    // A fresh ticket from byte 0 does.
    expect((await get((await ticket(id)).url, undefined, { range: 'bytes=0-' })).statusCode).toBe(
      206,
    );
    expect(await downloadsOf(id)).toBe(2);
  });

  it('answers ranges with 206 and the right bytes, 416 past the end, whole file when If-Range differs', async () => {
    const { id } = await publishedPdf();
    const { url } = await ticket(id);
    const part = await get(url, undefined, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PDF.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.toString()).toBe('%PDF-1.4');
    const suffix = await get(url, undefined, { range: 'bytes=-4' });
    expect(suffix.rawPayload.equals(PDF.subarray(-4))).toBe(true);
    const past = await get(url, undefined, { range: `bytes=${PDF.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PDF.length}`);
    expect(past.json().msg).toBe(MSG.downloadRangeInvalid);
    const etag = part.headers.etag as string;
    const same = await get(url, undefined, { range: 'bytes=8-', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    const changed = await get(url, undefined, { range: 'bytes=8-', 'if-range': '"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(PDF.length);
  });

  it('refuses forged, malformed, missing and expired tickets, and a file taken down', async () => {
    const { id } = await publishedPdf();
    const { url } = await ticket(id);
    const value = new URL(url, 'http://x').searchParams.get('ticket') ?? '';
    const [payload, sig] = value.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, exp: claims.exp + 86_400 }),
    ).toString('base64url');
    for (const bad of [
      `${forgedPayload}.${sig}`,
      `${payload}.${sig.slice(0, -2)}AA`,
      'not-a-ticket',
      `${payload}.${sig}.extra`,
    ]) {
      const res = await get(`/web/resource/download?ticket=${encodeURIComponent(bad)}`);
      expect([bad, res.statusCode, res.json().msg]).toEqual([bad, 403, MSG.downloadTicketInvalid]);
    }
    expect((await get('/web/resource/download')).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(200);
    clock.advance((DOWNLOAD_TICKET_TTL_SECONDS + 1) * 1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().msg).toBe(MSG.downloadTicketInvalid);
    // Unpublished after the ticket was issued: it opens nothing.
    const fresh = await ticket(id);
    await post(`/web/admin/resource/status/${id}`, { status: 0 });
    expect((await get(fresh.url)).statusCode).toBe(403);
  });

  it('counts concurrent downloads exactly: one per ticket, however many requests race', async () => {
    const { id } = await publishedPdf();
    const before = await downloadsOf(id);
    const tickets = await Promise.all(Array.from({ length: 12 }, () => ticket(id)));
    // Each ticket is used three times at once: twice from byte 0, once as a continuation.
    const results = await Promise.all(
      tickets.flatMap((tk) => [
        get(tk.url),
        get(tk.url, undefined, { range: 'bytes=0-' }),
        get(tk.url, undefined, { range: 'bytes=50-' }),
      ]),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 206)).toBe(true);
    expect(await downloadsOf(id)).toBe(before + 12);
    const rows = await t.db
      .select()
      .from(resourceDownloads)
      .where(eq(resourceDownloads.resourceId, id));
    expect(rows.length).toBe(12);
  });
});
