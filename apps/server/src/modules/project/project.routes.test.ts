import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_TYPE,
  MSG,
  OCCUPATION,
  PROJECT_MEMBER_STATUS,
  PROJECT_STATUS,
  USER_ROLE,
  type Comment,
  type PreNextWeek,
  type ProjectCard,
  type ProjectDetail,
  type ProjectFile,
  type WeekCard,
  type WeekDetail,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';
import { blacks } from '../../db/schema';

/*
 * The project pool (docs/project.md): members write their own projects and weekly reports,
 * readers see only published ones, members ask to join a team and the owner decides, and
 * comments and likes go through the one content-target registry (types 6 and 7).
 */

const clock = testClock(Date.UTC(2026, 10, 26, 4, 0, 0));
let t: TestApp;
let owner: ReturnType<typeof callAs>;
let member: ReturnType<typeof callAs>;
let other: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
let ownerToken = '';
let ownerId = 0;
let memberId = 0;
let blockedCall: ReturnType<typeof callAs>;
let moderator: ReturnType<typeof callAs>;
let moderatorId = 0;

type Res = { statusCode: number; json: <U>() => U };
const body = <T>(res: Res) => res.json<{ code: number; msg: string; data: T }>();

async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return body<T>(r).data;
}

async function refusal(res: Promise<Res>) {
  const r = await res;
  // A validation message names its field first (`title: …`): the message is what we check.
  return [r.statusCode, body(r).msg.replace(/^[\w.[\]]+: /, '')] as const;
}

const station = {
  title: 'ESP32-S3 桌面气象站',
  body: '<p>温湿度、气压，<b>OLED</b> 显示。</p><script>alert(1)</script>',
  owner_label: 3,
  bom: [
    {
      part_name: 'ESP32-S3-WROOM-1-N8R2',
      quantity: 1,
      unit_price: 2350,
      supplier_url: 'https://item.szlcsc.com/1',
    },
    { part_name: 'SHT40', quantity: 2, unit_price: 780 },
  ],
  publish: 1,
};

async function create(extra: Record<string, unknown> = {}, who = owner): Promise<ProjectDetail> {
  clock.advance(60_000);
  return ok<ProjectDetail>(who('POST', '/web/project/create', { ...station, ...extra }));
}

async function week(projectId: number, title: string): Promise<WeekDetail> {
  clock.advance(60_000);
  return ok<WeekDetail>(
    owner('POST', '/web/project/week/create', {
      project_id: projectId,
      title,
      body: `<p>${title}的进展</p>`,
    }),
  );
}

function upload(name: string, content: Buffer, token = ownerToken) {
  const boundary = '----xinke-project-file';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return t.app.inject({
    method: 'POST',
    url: '/web/project/file',
    headers: {
      ...(token ? { authorization: token } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const year = new Date(clock() - 365 * 86_400_000);
  const [o, m, x, b] = await Promise.all([
    buildUser(t.db, { createTime: year }),
    buildUser(t.db, { createTime: year }),
    buildUser(t.db, { createTime: year }),
    buildUser(t.db, { createTime: year }),
  ]);
  ownerId = o.id;
  memberId = m.id;
  ownerToken = await loginAs(t.db, o);
  owner = callAs(t.app, ownerToken);
  member = callAs(t.app, await loginAs(t.db, m));
  other = callAs(t.app, await loginAs(t.db, x));
  blockedCall = callAs(t.app, await loginAs(t.db, b));
  await t.db.insert(blacks).values({ userId: o.id, blackUserId: b.id });
  visitor = callAs(t.app);
  const mod = await buildUser(t.db, { role: USER_ROLE.moderator, createTime: year });
  moderatorId = mod.id;
  moderator = callAs(t.app, await loginAs(t.db, mod));
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('writing projects', () => {
  it('a member creates one: sanitized, summarised, BOM total, owner on the team', async () => {
    const p = await create();
    expect(p).toMatchObject({
      title: station.title,
      status: PROJECT_STATUS.published,
      is_mine: 1,
      my_join: PROJECT_MEMBER_STATUS.approved,
      bom_total: 2350 + 2 * 780,
      member_count: 1,
      team: [{ user: { id: ownerId }, label: 3, is_owner: 1 }],
    });
    expect(p.body).not.toContain('script');
    expect(p.summary).toBe('温湿度、气压，OLED 显示。');
    expect(p.bom[1]).toEqual({
      part_name: 'SHT40',
      quantity: 2,
      unit_price: 780,
      supplier_url: '',
    });
  });

  it('refuses visitors and bad input with Chinese messages', async () => {
    expect(await refusal(visitor('POST', '/web/project/create', station))).toEqual([
      401,
      expect.any(String),
    ]);
    const bad = async (extra: Record<string, unknown>) =>
      (await refusal(owner('POST', '/web/project/create', { ...station, ...extra })))[1];
    expect(await bad({ title: ' ' })).toBe(MSG.projectTitleRequired);
    expect(await bad({ title: '长'.repeat(41) })).toBe(MSG.projectTitleTooLong);
    expect(await bad({ body: '<script>x</script>' })).toBe(MSG.projectBodyRequired);
    expect(await bad({ owner_label: 9 })).toBe(MSG.projectOccupationInvalid);
    expect(await bad({ cover: 'https://evil.example/a.png' })).toBe(MSG.projectCoverInvalid);
    const row = station.bom[0];
    expect(await bad({ bom: [{ ...row, part_name: '' }] })).toBe(MSG.projectBomPartRequired);
    expect(await bad({ bom: [{ ...row, quantity: 0 }] })).toBe(MSG.projectBomQuantityInvalid);
    expect(await bad({ bom: [{ ...row, unit_price: -1 }] })).toBe(MSG.projectBomPriceInvalid);
    expect(await bad({ bom: [{ ...row, supplier_url: 'javascript:alert(1)' }] })).toBe(
      MSG.projectBomUrlInvalid,
    );
    expect(await bad({ bom: Array(101).fill(row) })).toBe(MSG.projectBomTooMany);
    expect(await bad({ publish: 2 })).toBe(MSG.projectPublishInvalid);
    expect(await bad({ files: [{ id: 999999, kind: 1 }] })).toBe(MSG.projectFileNotFound);
  });

  it('the owner edits; anyone else is told it does not exist', async () => {
    const p = await create();
    const edited = await ok<ProjectDetail>(
      owner('POST', '/web/project/update', { ...station, id: p.id, title: '气象站 v2', bom: [] }),
    );
    expect(edited).toMatchObject({ title: '气象站 v2', bom: [], bom_total: 0 });
    expect(await refusal(other('POST', '/web/project/update', { ...station, id: p.id }))).toEqual([
      404,
      MSG.projectNotFound,
    ]);
    expect(await refusal(other('POST', '/web/project/delete', { id: p.id }))).toEqual([
      404,
      MSG.projectNotFound,
    ]);
  });

  it('a draft is hidden from everyone but its owner', async () => {
    const d = await create({ publish: 0, title: '草稿项目' });
    expect(d.status).toBe(PROJECT_STATUS.draft);
    expect(await refusal(visitor('GET', `/web/object/detail/${d.id}`))).toEqual([
      404,
      MSG.projectNotFound,
    ]);
    expect(await refusal(member('GET', `/web/object/item/${d.id}`))).toEqual([
      404,
      MSG.projectNotFound,
    ]);
    await ok(owner('GET', `/web/object/detail/${d.id}`));
    const list = await ok<{ data: ProjectCard[] }>(visitor('GET', '/web/object/list'));
    expect(list.data.map((c) => c.id)).not.toContain(d.id);
    const mine = await ok<{ data: ProjectCard[] }>(owner('GET', '/web/project/mine'));
    expect(mine.data.map((c) => c.id)).toContain(d.id);
    expect((await refusal(visitor('GET', '/web/project/mine')))[0]).toBe(401);
  });

  it('lists published projects, newest update first, with paging', async () => {
    const a = await create({ title: '开源 USB-C PD 诱骗器' });
    const list = await ok<{ data: ProjectCard[]; paginate: { total: number } }>(
      visitor('GET', '/web/object/list?page=1&page_size=2'),
    );
    expect(list.data[0]?.id).toBe(a.id);
    expect(list.data).toHaveLength(2);
    expect(list.paginate.total).toBeGreaterThanOrEqual(3);
  });

  it('deletes a project without comments; one with comments stays', async () => {
    const p = await create();
    await ok(owner('POST', '/web/project/delete', { id: p.id }));
    expect((await refusal(visitor('GET', `/web/object/detail/${p.id}`)))[0]).toBe(404);
    const q = await create();
    clock.advance(60_000);
    await ok(member('POST', '/web/common/comment', { type: 6, type_id: q.id, content: '赞！' }));
    expect(await refusal(owner('POST', '/web/project/delete', { id: q.id }))).toEqual([
      409,
      MSG.projectDeleteHasComments,
    ]);
  });
});

describe('files', () => {
  it('uploads by content, attaches to the owner’s project, downloads when published', async () => {
    const file = await ok<ProjectFile>(upload('原理图.pdf', PDF));
    expect(file).toMatchObject({ name: '原理图.pdf', type: 'pdf' });
    expect(await refusal(upload('fake.pdf', Buffer.from('<html>hi</html>')))).toEqual([
      400,
      MSG.resourceFileContentMismatch,
    ]);
    expect((await upload('a.pdf', PDF, ''))[`statusCode`]).toBe(401);
    // Someone else's upload cannot be attached.
    expect(
      await refusal(
        other('POST', '/web/project/create', { ...station, files: [{ id: file.id, kind: 1 }] }),
      ),
    ).toEqual([400, MSG.projectFileNotFound]);
    const p = await create({ files: [{ id: file.id, kind: 1 }] });
    expect(p.files).toEqual([{ ...file, kind: 1 }]);
    const res = await t.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    await ok(owner('POST', '/web/project/update', { ...station, id: p.id, publish: 0 }));
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });
});

describe('weekly reports', () => {
  it('lists, shows, and links previous / next within the project', async () => {
    const p = await create();
    const w1 = await week(p.id, '第一周：原理图');
    const w2 = await week(p.id, '第二周：打板');
    const w3 = await week(p.id, '第三周：固件');
    const list = await ok<{ data: WeekCard[] }>(visitor('GET', `/web/object/item/${p.id}`));
    expect(list.data.map((w) => w.id)).toEqual([w3.id, w2.id, w1.id]);
    const detail = await ok<WeekDetail>(visitor('GET', `/web/object/week_detail/${w2.id}`));
    expect(detail).toMatchObject({ title: '第二周：打板', project: { id: p.id }, is_mine: 0 });
    const mid = await ok<PreNextWeek>(visitor('GET', `/web/object/pre_next_week/${w2.id}`));
    expect(mid).toEqual({
      pre: { id: w1.id, title: w1.title },
      next: { id: w3.id, title: w3.title },
    });
    const first = await ok<PreNextWeek>(visitor('GET', `/web/object/pre_next_week/${w1.id}`));
    expect(first).toEqual({ pre: null, next: { id: w2.id, title: w2.title } });
    const last = await ok<PreNextWeek>(visitor('GET', `/web/object/pre_next_week/${w3.id}`));
    expect(last.next).toBeNull();
    const card = await ok<ProjectDetail>(visitor('GET', `/web/object/detail/${p.id}`));
    expect(card.week_count).toBe(3);
  });

  it('only the owner writes; bad input and hidden projects refused', async () => {
    const p = await create();
    const w = await week(p.id, '第一周');
    expect(
      await refusal(
        other('POST', '/web/project/week/create', { project_id: p.id, title: '冒名', body: 'x' }),
      ),
    ).toEqual([404, MSG.projectNotFound]);
    expect(
      await refusal(other('POST', '/web/project/week/update', { id: w.id, title: 'x', body: 'y' })),
    ).toEqual([404, MSG.weekNotFound]);
    expect(
      await refusal(
        owner('POST', '/web/project/week/create', { project_id: p.id, title: '', body: 'x' }),
      ),
    ).toEqual([422, MSG.weekTitleRequired]);
    const edited = await ok<WeekDetail>(
      owner('POST', '/web/project/week/update', {
        id: w.id,
        title: '第一周（修订）',
        body: '<p>改</p>',
      }),
    );
    expect(edited.title).toBe('第一周（修订）');
    await ok(owner('POST', '/web/project/update', { ...station, id: p.id, publish: 0 }));
    expect(await refusal(visitor('GET', `/web/object/week_detail/${w.id}`))).toEqual([
      404,
      MSG.weekNotFound,
    ]);
    expect((await refusal(visitor('GET', `/web/object/pre_next_week/${w.id}`)))[0]).toBe(404);
    await ok(owner('POST', '/web/project/week/delete', { id: w.id }));
    expect((await refusal(owner('GET', `/web/object/week_detail/${w.id}`)))[0]).toBe(404);
  });
});

describe('comments and likes through the registry', () => {
  it('comments on a project (type 6) and a weekly report (type 7), likes move counters', async () => {
    const p = await create();
    const w = await week(p.id, '第一周');
    clock.advance(60_000);
    await ok(
      member('POST', '/web/common/comment', { type: 6, type_id: p.id, content: 'BOM 很清楚' }),
    );
    clock.advance(60_000);
    await ok(
      member('POST', '/web/common/comment', { type: 7, type_id: w.id, content: '进度不错' }),
    );
    const pc = await ok<{ data: Comment[] }>(visitor('GET', `/web/object/comment/${p.id}`));
    expect(pc.data.map((c) => c.content)).toEqual(['BOM 很清楚']);
    const wc = await ok<{ data: Comment[] }>(visitor('GET', `/web/object/week_comment/${w.id}`));
    expect(wc.data.map((c) => c.content)).toEqual(['进度不错']);
    await ok(
      member('POST', '/web/common/thumb', {
        type: COMMENT_TYPE.projectPool,
        type_id: p.id,
        user_id: ownerId,
      }),
    );
    const seen = await ok<ProjectDetail>(member('GET', `/web/object/detail/${p.id}`));
    expect(seen).toMatchObject({ thumb_count: 1, comment_count: 1, is_thumb: 1 });
    expect(
      await refusal(
        visitor('POST', '/web/common/comment', { type: 6, type_id: p.id, content: 'x' }),
      ),
    ).toEqual([401, expect.any(String)]);
    const d = await create({ publish: 0 });
    expect(
      await refusal(
        member('POST', '/web/common/comment', { type: 6, type_id: d.id, content: 'x' }),
      ),
    ).toEqual([404, MSG.projectNotFound]);
  });
});

describe('joining the team', () => {
  it('a member asks with a label, the owner approves; refusals on the way', async () => {
    const p = await create();
    expect(
      await refusal(visitor('POST', '/web/project/join', { project_id: p.id, label: 4 })),
    ).toEqual([401, expect.any(String)]);
    expect(
      await refusal(member('POST', '/web/project/join', { project_id: p.id, label: 42 })),
    ).toEqual([422, MSG.projectOccupationInvalid]);
    expect(
      await refusal(owner('POST', '/web/project/join', { project_id: p.id, label: 4 })),
    ).toEqual([409, MSG.projectJoinOwner]);
    expect(
      await refusal(blockedCall('POST', '/web/project/join', { project_id: p.id, label: 4 })),
    ).toEqual([403, MSG.projectJoinBlocked]);
    const joined = await ok<{ my_join: number }>(
      member('POST', '/web/project/join', { project_id: p.id, label: 4, note: '我会画外壳' }),
    );
    expect(joined.my_join).toBe(PROJECT_MEMBER_STATUS.pending);
    expect(
      await refusal(member('POST', '/web/project/join', { project_id: p.id, label: 4 })),
    ).toEqual([409, MSG.projectJoinExists]);

    const mine = await ok<ProjectDetail>(owner('GET', `/web/object/detail/${p.id}`));
    expect(mine.pending).toMatchObject([{ user: { id: memberId }, label: 4, note: '我会画外壳' }]);
    const theirs = await ok<ProjectDetail>(member('GET', `/web/object/detail/${p.id}`));
    expect(theirs).toMatchObject({ pending: [], my_join: PROJECT_MEMBER_STATUS.pending });
    const requestId = mine.pending[0]!.id;

    expect(
      await refusal(other('POST', '/web/project/join/audit', { id: requestId, approve: 1 })),
    ).toEqual([404, MSG.projectJoinNotFound]);
    await ok(owner('POST', '/web/project/join/audit', { id: requestId, approve: 1 }));
    expect(
      await refusal(owner('POST', '/web/project/join/audit', { id: requestId, approve: 0 })),
    ).toEqual([409, MSG.projectJoinDecided]);
    const after = await ok<ProjectDetail>(member('GET', `/web/object/detail/${p.id}`));
    expect(after.my_join).toBe(PROJECT_MEMBER_STATUS.approved);
    expect(after.team.map((m) => [m.user.id, m.label])).toEqual([
      [ownerId, 3],
      [memberId, 4],
    ]);
    expect(
      await refusal(member('POST', '/web/project/join', { project_id: p.id, label: 4 })),
    ).toEqual([409, MSG.projectJoinMember]);
  });

  it('a rejected member may ask again; a draft cannot be joined', async () => {
    const p = await create();
    await ok(other('POST', '/web/project/join', { project_id: p.id, label: 6 }));
    const { pending } = await ok<ProjectDetail>(owner('GET', `/web/object/detail/${p.id}`));
    await ok(owner('POST', '/web/project/join/audit', { id: pending[0]!.id, approve: 0 }));
    const seen = await ok<ProjectDetail>(other('GET', `/web/object/detail/${p.id}`));
    expect(seen.my_join).toBe(PROJECT_MEMBER_STATUS.rejected);
    await ok(other('POST', '/web/project/join', { project_id: p.id, label: 6 }));
    const d = await create({ publish: 0 });
    expect(
      await refusal(other('POST', '/web/project/join', { project_id: d.id, label: 6 })),
    ).toEqual([404, MSG.projectNotFound]);
  });
});

describe('站务官方, a label for staff only', () => {
  it('a member may not wear it, on their own project or in a join request', async () => {
    const staffOnly = [403, MSG.projectOccupationStaffOnly];
    clock.advance(60_000);
    expect(
      await refusal(
        member('POST', '/web/project/create', {
          ...station,
          owner_label: OCCUPATION.stationPublic,
        }),
      ),
    ).toEqual(staffOnly);
    const own = await create({}, member);
    clock.advance(60_000);
    expect(
      await refusal(
        member('POST', '/web/project/update', {
          ...station,
          id: own.id,
          owner_label: OCCUPATION.stationPublic,
        }),
      ),
    ).toEqual(staffOnly);
    const p = await create();
    expect(
      await refusal(
        other('POST', '/web/project/join', { project_id: p.id, label: OCCUPATION.stationPublic }),
      ),
    ).toEqual(staffOnly);
    // Nothing was written: their label and the team are as before.
    const seen = await ok<ProjectDetail>(member('GET', `/web/object/detail/${own.id}`));
    expect(seen.team.map((m) => m.label)).toEqual([station.owner_label]);
    const theirs = await ok<ProjectDetail>(other('GET', `/web/object/detail/${p.id}`));
    expect(theirs.my_join).toBe(-1);
  });

  it('staff may: as a project’s owner and when asking to join', async () => {
    const p = await create({ owner_label: OCCUPATION.stationPublic }, moderator);
    expect(p.team.map((m) => [m.user.id, m.label])).toEqual([
      [moderatorId, OCCUPATION.stationPublic],
    ]);
    const q = await create();
    await ok(
      moderator('POST', '/web/project/join', {
        project_id: q.id,
        label: OCCUPATION.stationPublic,
      }),
    );
    const mine = await ok<ProjectDetail>(owner('GET', `/web/object/detail/${q.id}`));
    expect(mine.pending).toMatchObject([
      { user: { id: moderatorId }, label: OCCUPATION.stationPublic },
    ]);
  });
});
