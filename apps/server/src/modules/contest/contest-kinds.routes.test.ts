import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MSG,
  UPLOAD_PURPOSE,
  WORK_REVIEW,
  type ContestWorkDetail,
  type Enrolment,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { activities, activityStages, activityWorks, userImages } from '../../db/schema';
import { downloadKeyOf, uploadKey } from './work-image';

/*
 * Per-kind work rules (WORK_RULES_BY_KIND, docs/contest.md "Wallpaper and photo contests"):
 * a wallpaper is one picture of at least 1920×1080 (1080×1920 for a phone wallpaper) read
 * from the stored file, needs no 主机配置 and no registry form; a photo work is 1–9 photos;
 * photo_vote is opu_vote's rules; the download serves approved works only.
 */

const DAY = 86_400_000;
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let member: ReturnType<typeof callAs>;
let other: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let memberId = 0;
let otherId = 0;
let staffId = 0;
const ids = { wallpaper: 0, phone: 0, photo: 0, diy: 0 };

type Res = { statusCode: number; json: <U>() => U; headers: Record<string, unknown> };
const envelope = <T>(r: Res) => r.json<{ code: number; msg: string; data: T }>();
async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return envelope<T>(r).data;
}
async function refused(res: Promise<Res>, status: number, msg: string) {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(status);
  expect(envelope(r).msg).toBe(msg);
}

/** A real picture of the size in the uploads store, owned by the member (as an upload). */
async function picture(userId: number, name: string, width: number, height: number) {
  const url = `/uploads/images/kinds/${name}.webp`;
  const file = join(t.config.uploadsDir, 'images/kinds', `${name}.webp`);
  await mkdir(dirname(file), { recursive: true });
  const buf = await sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .webp()
    .toBuffer();
  await writeFile(file, buf);
  await t.db.insert(userImages).values({
    userId,
    purpose: UPLOAD_PURPOSE.activity,
    url,
    tokenId: `kinds-${name}`,
  });
  return url;
}

/** A published contest of `kind`, in 作品征集 now and 投票 from tomorrow. */
async function contest(kind: string): Promise<number> {
  const [a] = await t.db
    .insert(activities)
    .values({ type: 'activity', kind, title: `${kind} 大赛`, status: 1, createdBy: staffId })
    .returning({ id: activities.id });
  const id = a!.id;
  await t.db.insert(activityStages).values([
    {
      activeId: id,
      code: 'submission',
      startTime: new Date(clock() - DAY),
      endTime: new Date(clock() + DAY),
    },
    {
      activeId: id,
      code: 'voting',
      startTime: new Date(clock() + DAY),
      endTime: new Date(clock() + 8 * DAY),
    },
  ]);
  return id;
}

const submit = (call: ReturnType<typeof callAs>, body: Record<string, unknown>) =>
  call('POST', '/web/active/submit', { name: '芯片星河', desc: '一块主板的夜景', ...body });

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  staffId = (await buildUser(t.db, { role: 'admin' })).id;
  const m = await buildUser(t.db, {
    nickname: '壁纸画师',
    createTime: new Date(clock() - 30 * DAY),
  });
  const o = await buildUser(t.db, { nickname: '路人甲', createTime: new Date(clock() - 30 * DAY) });
  memberId = m.id;
  otherId = o.id;
  member = callAs(t.app, await loginAs(t.db, m));
  other = callAs(t.app, await loginAs(t.db, o));
  visitor = callAs(t.app);
  ids.wallpaper = await contest('wallpaper');
  ids.phone = await contest('wallpaper_phone');
  ids.photo = await contest('photo');
  ids.diy = await contest('diy_computer');
});
afterAll(() => t.close());

describe('wallpaper works', () => {
  it('refuses a wallpaper below 1920×1080 with a clear message, read from the stored file', async () => {
    const small = await picture(memberId, 'small', 1280, 720);
    await refused(
      submit(member, { active_id: ids.wallpaper, cover: small }),
      400,
      MSG.contestWallpaperTooSmall,
    );
    // A portrait picture is too narrow for the desktop contest, and the reverse for the phone one.
    const tall = await picture(memberId, 'tall', 1080, 1920);
    await refused(
      submit(member, { active_id: ids.wallpaper, cover: tall }),
      400,
      MSG.contestWallpaperTooSmall,
    );
    const wide = await picture(memberId, 'wide', 1920, 1080);
    await refused(
      submit(member, { active_id: ids.phone, cover: wide }),
      400,
      MSG.contestPhoneWallpaperTooSmall,
    );
  });

  it('takes one wallpaper without 主机配置 or a registry form: the upload enrols the member', async () => {
    const wide = '/uploads/images/kinds/wide.webp';
    const work = await ok<ContestWorkDetail>(
      submit(member, { active_id: ids.wallpaper, cover: wide }),
    );
    expect(work).toMatchObject({
      cover: wide,
      image: [wide],
      computer_model: '',
      review_status: WORK_REVIEW.unreviewed,
    });
    const enrolment = await ok<Enrolment>(
      member('POST', '/web/active/if_join', { active_id: ids.wallpaper }),
    );
    expect(enrolment).toMatchObject({ if_join: 1, user_name: '壁纸画师' });
    const tall = '/uploads/images/kinds/tall.webp';
    await ok(submit(member, { active_id: ids.phone, cover: tall }));
  });

  it('the desktop-build contest still requires 主机配置 and a registry form', async () => {
    const wide = '/uploads/images/kinds/wide.webp';
    await refused(
      submit(member, { active_id: ids.diy, cover: wide, image: [wide] }),
      400,
      MSG.contestWorkModelRequired,
    );
    await refused(
      submit(member, { active_id: ids.diy, cover: wide, image: [wide], computer_model: 'ITX' }),
      403,
      MSG.contestNotEnrolled,
    );
  });
});

describe('photo works', () => {
  it('needs at least one photo; the first is the cover', async () => {
    const p1 = await picture(memberId, 'p1', 800, 600);
    await refused(
      submit(member, { active_id: ids.photo, cover: p1, image: [] }),
      400,
      MSG.contestWorkImagesTooFew,
    );
    const work = await ok<ContestWorkDetail>(
      submit(member, { active_id: ids.photo, cover: p1, image: [p1] }),
    );
    expect(work.image).toEqual([p1]);
  });

  it("photo-edit: someone else's unapproved work is not theirs to read, and submit only edits one's own", async () => {
    const [mine] = await t.db
      .select({ id: activityWorks.id })
      .from(activityWorks)
      .where(eq(activityWorks.activeId, ids.photo));
    await refused(
      other('GET', `/web/active/opu_info/${mine!.id}?active_id=${ids.photo}`),
      404,
      MSG.contestWorkNotFound,
    );
    // The other member's submit makes their own work; the member's stays as it was.
    const p2 = await picture(otherId, 'p2', 800, 600);
    const theirs = await ok<ContestWorkDetail>(
      submit(other, { active_id: ids.photo, cover: p2, image: [p2], name: '别人的' }),
    );
    expect(theirs.id).not.toBe(mine!.id);
    const still = await ok<ContestWorkDetail>(
      member('GET', `/web/active/opu_info/${mine!.id}?active_id=${ids.photo}`),
    );
    expect(still.name).toBe('芯片星河');
  });

  it('the current photo contest is the newest published one', async () => {
    const current = await ok<{ active_id: number | null }>(
      visitor('GET', '/web/active/current?kind=photo'),
    );
    expect(current.active_id).toBe(ids.photo);
    const none = await ok<{ active_id: number | null }>(
      visitor('GET', '/web/active/current?kind=general'),
    );
    expect(none.active_id).toBeNull();
  });
});

describe('photo_vote and the download', () => {
  it('photo_vote obeys the vote rules: not before the 投票 stage, once a day, never one’s own', async () => {
    const [theirs] = await t.db
      .select({ id: activityWorks.id })
      .from(activityWorks)
      .where(eq(activityWorks.userId, otherId));
    await t.db
      .update(activityWorks)
      .set({ reviewStatus: WORK_REVIEW.approved })
      .where(eq(activityWorks.activeId, ids.photo));
    const vote = (call: ReturnType<typeof callAs>) =>
      call('POST', '/web/active/photo_vote', { active_id: ids.photo, opu_id: theirs!.id });
    await refused(vote(member), 409, MSG.contestVoteNotOpen);
    clock.advance(DAY + 60_000);
    const first = await ok<{ vote_count: number; vote_status: number }>(vote(member));
    expect(first).toMatchObject({ vote_count: 1, vote_status: 1 });
    await refused(vote(member), 409, MSG.contestVoteTwiceToday);
    await refused(vote(other), 403, MSG.contestVoteOwnWork);
    expect((await vote(visitor)).statusCode).toBe(401);
  });

  it('downloads an approved wallpaper as 编号-名称.jpg, and refuses an unapproved one', async () => {
    const [work] = await t.db
      .select({ id: activityWorks.id })
      .from(activityWorks)
      .where(eq(activityWorks.activeId, ids.wallpaper));
    const url = `/web/active/download?active_id=${ids.wallpaper}&opu_id=${work!.id}`;
    await refused(visitor('GET', url), 403, MSG.contestDownloadUnapproved);
    await t.db
      .update(activityWorks)
      .set({ reviewStatus: WORK_REVIEW.approved })
      .where(eq(activityWorks.id, work!.id));
    const r = await t.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/jpeg');
    expect(String(r.headers['content-disposition'])).toContain(
      encodeURIComponent('001-芯片星河.jpg'),
    );
    const meta = await sharp(r.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
    // Encoded once and kept: with the stored WebP gone, the next download is the same JPEG.
    const [row] = await t.db
      .select({ cover: activityWorks.cover })
      .from(activityWorks)
      .where(eq(activityWorks.id, work!.id));
    const source = uploadKey(row!.cover)!;
    await rm(join(t.config.uploadsDir, source));
    expect(existsSync(join(t.config.uploadsDir, downloadKeyOf(source)))).toBe(true);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
    await refused(
      visitor('GET', `/web/active/download?active_id=${ids.photo}&opu_id=${work!.id}`),
      404,
      MSG.contestWorkNotFound,
    );
  });
});
