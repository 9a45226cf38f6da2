import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  UPLOAD_PURPOSE,
  WORK_REVIEW,
  type ActivityBtn,
  type ActivityUserStatus,
  type AdminActivity,
  type ContestWork,
  type ContestWorkDetail,
  type Enrolment,
  type Paginate,
} from '@xinke/shared';
import { eq } from 'drizzle-orm';
import { ok, refused, envelopeOf } from '../../../test/answers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { activityWorks, userImages } from '../../db/schema';

/*
 * Contests, the entrant's side (docs/contest.md): enrolment and a work only while 作品征集
 * runs, uploads that are the member's own, review state sent back to 未审核 on an edit, the
 * wall of approved works, and who may read a work.
 */

const DAY = 86_400_000;
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let admin: ReturnType<typeof callAs>;
let entrant: ReturnType<typeof callAs>;
let other: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let entrantId = 0;
let activeId = 0;

const sec = (ms: number) => Math.floor(ms / 1000);
const uploads = ['/uploads/images/c1.png', '/uploads/images/i1.png', '/uploads/images/i2.png'];
const work = (over: Record<string, unknown> = {}) => ({
  active_id: activeId,
  name: '白色海景房 · 7800X3D',
  cover: uploads[0],
  image: [uploads[1], uploads[2]],
  desc: '全白配色，360 水冷，背线全部藏好',
  content: '<p>装机思路：安静、好看。<script>alert(1)</script></p>',
  computer_model: '7800X3D + RTX 4070 Ti SUPER',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const a = await buildUser(t.db, { role: 'admin' });
  const e = await buildUser(t.db, { nickname: '白色信仰' });
  const o = await buildUser(t.db);
  entrantId = e.id;
  admin = callAs(t.app, await loginAs(t.db, a));
  entrant = callAs(t.app, await loginAs(t.db, e));
  other = callAs(t.app, await loginAs(t.db, o));
  visitor = callAs(t.app);
  await t.db.insert(userImages).values(
    uploads.map((url, i) => ({
      userId: e.id,
      purpose: UPLOAD_PURPOSE.activity,
      url,
      tokenId: `t${i}`,
    })),
  );
  const now = clock();
  const created = await ok<AdminActivity>(
    admin('POST', '/web/admin/activity/create', {
      type: 'activity',
      kind: 'diy_computer',
      title: '2026 装机大赛',
      stages: [
        { code: 'submission', start_time: sec(now - DAY), end_time: sec(now + DAY) },
        { code: 'voting', start_time: sec(now + 2 * DAY), end_time: sec(now + 5 * DAY) },
        { code: 'final_review', start_time: sec(now + 5 * DAY), end_time: sec(now + 8 * DAY) },
      ],
    }),
  );
  activeId = created.id;
  await ok(admin('POST', `/web/admin/activity/publish/${activeId}`));
});
afterAll(() => t.close());

describe('enrolment (SPEC §3 join)', () => {
  it('a visitor is asked to log in; bad contact details are refused in SPEC §5 words', async () => {
    expect((await visitor('POST', '/web/active/if_join', { active_id: activeId })).statusCode).toBe(
      401,
    );
    const join = (over: object) =>
      entrant('POST', '/web/active/join', {
        active_id: activeId,
        user_name: '李明',
        phone: '13812345678',
        email: 'liming@example.com',
        ...over,
      });
    for (const [over, msg] of [
      [{ phone: '' }, MSG.phoneRequired],
      [{ phone: '12812345678' }, MSG.phoneInvalid],
      [{ email: 'liming@' }, MSG.emailInvalid],
      [{ user_name: '  ' }, MSG.contestUserNameRequired],
    ] as const) {
      const r = await join(over);
      expect(r.statusCode).toBe(422);
      expect(r.json<{ msg: string }>().msg).toContain(msg);
    }
  });

  it('joins once, then updates the details; if_join answers with them', async () => {
    const first = await entrant('POST', '/web/active/join', {
      active_id: activeId,
      user_name: '李明',
      phone: '13812345678',
      email: 'liming@example.com',
    });
    expect(envelopeOf(first).msg).toBe(MSG.contestJoined);
    const again = await entrant('POST', '/web/active/join', {
      active_id: activeId,
      user_name: '李明',
      phone: '13912345678',
      email: 'liming@example.com',
    });
    expect(envelopeOf(again).msg).toBe(MSG.contestJoinUpdated);
    const mine = await ok<Enrolment>(
      entrant('POST', '/web/active/if_join', { active_id: activeId }),
    );
    expect(mine).toMatchObject({ if_join: 1, user_name: '李明', phone: '13912345678' });
    const theirs = await ok<Enrolment>(
      other('POST', '/web/active/if_join', { active_id: activeId }),
    );
    expect(theirs).toMatchObject({ if_join: 0, user_name: '', create_time: null });
  });
});

describe('the work (SPEC §3 work submission)', () => {
  it('is refused before enrolment, and with pictures that are not the member’s', async () => {
    await refused(other('POST', '/web/active/submit', work()), 403, MSG.contestNotEnrolled);
    await refused(
      entrant('POST', '/web/active/submit', work({ image: ['/uploads/images/not-mine.png'] })),
      400,
      MSG.contestWorkImageInvalid,
    );
    // The count is the kind's rule (WORK_RULES_BY_KIND), checked by the service.
    await refused(
      entrant('POST', '/web/active/submit', work({ image: [] })),
      400,
      MSG.contestWorkImagesTooFew,
    );
  });

  it('is submitted with serial 1, sanitized, unreviewed; the button says 修改作品', async () => {
    const res = await entrant('POST', '/web/active/submit', work());
    expect(envelopeOf(res).msg).toBe(MSG.contestWorkSubmitted);
    const w = envelopeOf<ContestWorkDetail>(res).data;
    expect(w).toMatchObject({ serial_num: 1, review_status: 0, vote_count: 0 });
    expect(w.content).not.toContain('script');
    const status = await ok<ActivityUserStatus>(
      entrant('GET', `/web/active/status?active_id=${activeId}`),
    );
    expect(status).toMatchObject({ join_status: 1, upload_status: 1, vote_status: 0 });
    const btn = await ok<ActivityBtn>(entrant('GET', `/web/active/btn?active_id=${activeId}`));
    expect(btn).toMatchObject({ text: '修改作品', action: 'upload' });
  });

  it('is not on the wall nor readable by others until approved; its author sees it', async () => {
    const wall = await ok<{ data: ContestWork[]; paginate: Paginate }>(
      visitor('GET', `/web/active/opu_list?active_id=${activeId}`),
    );
    expect(wall.data).toEqual([]);
    const scan = await ok<{ work: ContestWorkDetail }>(
      entrant('GET', `/web/user/active_scan/${activeId}`),
    );
    const id = scan.work.id;
    await refused(
      other('GET', `/web/active/opu_info/${id}?active_id=${activeId}`),
      404,
      MSG.contestWorkNotFound,
    );
    await ok(entrant('GET', `/web/active/opu_info/${id}?active_id=${activeId}`));
  });

  it('a rejection reason is the entrant’s; an edit sends the work back to review', async () => {
    const [row] = await t.db
      .select()
      .from(activityWorks)
      .where(eq(activityWorks.userId, entrantId));
    await t.db
      .update(activityWorks)
      .set({ reviewStatus: WORK_REVIEW.rejected, rejectReason: '图片不清晰' })
      .where(eq(activityWorks.id, row!.id));
    const mine = await ok<{ work: ContestWorkDetail }>(
      entrant('GET', `/web/user/active_scan/${activeId}`),
    );
    expect(mine.work).toMatchObject({ review_status: 2, reject_reason: '图片不清晰' });
    const edited = await ok<ContestWorkDetail>(
      entrant('POST', '/web/active/submit', work({ name: '白色海景房 · 二改' })),
    );
    expect(edited).toMatchObject({ serial_num: 1, review_status: 0, reject_reason: '' });
    // An edit keeps the pictures the work has, even ones not in the member's uploads
    // (the demo's works were drawn by the seed); a new picture must still be their own.
    const legacy = '/uploads/contest/seeded-cover.jpg';
    await t.db.update(activityWorks).set({ cover: legacy }).where(eq(activityWorks.id, edited.id));
    await ok(entrant('POST', '/web/active/submit', work({ cover: legacy })));
    await refused(
      entrant('POST', '/web/active/submit', work({ cover: '/uploads/contest/someone-else.jpg' })),
      400,
      MSG.contestWorkCoverRequired,
    );
  });

  it('approved works make the wall: 12 a page, found by serial', async () => {
    await t.db
      .update(activityWorks)
      .set({ reviewStatus: WORK_REVIEW.approved })
      .where(eq(activityWorks.userId, entrantId));
    const wall = await ok<{ data: ContestWork[]; paginate: Paginate }>(
      visitor('GET', `/web/active/opu_list?active_id=${activeId}&serial_num=1`),
    );
    expect(wall.paginate).toMatchObject({ total: 1, per_page: 12 });
    expect(wall.data[0]).toMatchObject({
      name: '白色海景房 · 7800X3D',
      user: { nickname: '白色信仰' },
    });
    const none = await ok<{ data: ContestWork[] }>(
      visitor('GET', `/web/active/opu_list?active_id=${activeId}&serial_num=2`),
    );
    expect(none.data).toEqual([]);
    const detail = await ok<ContestWorkDetail>(
      other('GET', `/web/active/opu_info/${wall.data[0]!.id}?active_id=${activeId}`),
    );
    expect(detail.reject_reason).toBe('');
  });

  it('after the call closes: no joining, submitting or deleting', async () => {
    clock.advance(DAY + 60_000);
    try {
      await refused(
        other('POST', '/web/active/join', {
          active_id: activeId,
          user_name: '王五',
          phone: '13800001111',
          email: 'w@example.com',
        }),
        409,
        MSG.contestJoinClosed,
      );
      await refused(entrant('POST', '/web/active/submit', work()), 409, MSG.contestSubmitClosed);
      await refused(
        entrant('GET', `/web/user/opu_delete/${activeId}`),
        409,
        MSG.contestDeleteClosed,
      );
    } finally {
      clock.advance(-(DAY + 60_000));
    }
  });

  it('while the call runs, the entrant deletes the work; the serial is not reused', async () => {
    await ok(entrant('GET', `/web/user/opu_delete/${activeId}`));
    await refused(entrant('GET', `/web/user/opu_delete/${activeId}`), 404, MSG.contestWorkNone);
    const again = await ok<ContestWorkDetail>(entrant('POST', '/web/active/submit', work()));
    expect(again.serial_num).toBe(2);
  });
});
