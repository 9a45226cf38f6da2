import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_MEMBER_STATUS,
  PROJECT_STATUS,
  type JoinedProject,
  type Paginate,
  type ProjectCard,
  type ProjectDetail,
} from '@xinke/shared';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, callAs, loginAs, testClock } from '../../../test/factories';

/*
 * A member's own lists of the project pool, read by the user center's 项目管理
 * (docs/user-center.md, docs/project.md): `project/mine` — the projects I started, drafts
 * included — and `project/joined` — the teams I am on or asked to join. Both answer only
 * about the caller.
 */

const clock = testClock(Date.UTC(2026, 10, 27, 4, 0, 0));
let t: TestApp;
let owner: ReturnType<typeof callAs>;
let member: ReturnType<typeof callAs>;
let other: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;

type Res = { statusCode: number; json: <U>() => U };
type Page<T> = { data: T[]; paginate: Paginate };

async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
  return r.json<{ data: T }>().data;
}

const base = {
  body: '<p>开源硬件，欢迎一起来做。</p>',
  owner_label: 1,
  publish: 1,
};

async function create(title: string, who = owner, publish = 1): Promise<ProjectDetail> {
  clock.advance(60_000);
  return ok<ProjectDetail>(who('POST', '/web/project/create', { ...base, title, publish }));
}

async function join(projectId: number, label: number, who = member) {
  clock.advance(60_000);
  await ok(who('POST', '/web/project/join', { project_id: projectId, label }));
}

/** The owner decides the newest pending request of `projectId`. */
async function decide(projectId: number, approve: 0 | 1) {
  const { pending } = await ok<ProjectDetail>(owner('GET', `/web/object/detail/${projectId}`));
  await ok(owner('POST', '/web/project/join/audit', { id: pending.at(-1)!.id, approve }));
}

const ids = (page: Page<{ id: number }>) => page.data.map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  const [o, m, x] = await Promise.all([buildUser(t.db), buildUser(t.db), buildUser(t.db)]);
  owner = callAs(t.app, await loginAs(t.db, o));
  member = callAs(t.app, await loginAs(t.db, m));
  other = callAs(t.app, await loginAs(t.db, x));
  visitor = callAs(t.app);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('GET /web/project/mine', () => {
  it('lists my projects in every status, drafts marked, newest first, paged', async () => {
    const first = await create('示波器前端');
    const draft = await create('还没想好的键盘', owner, 0);
    const last = await create('桌面机械臂');
    const mine = await ok<Page<ProjectCard>>(owner('GET', '/web/project/mine'));
    expect(ids(mine)).toEqual([last.id, draft.id, first.id]);
    expect(mine.data.map((p) => p.status)).toEqual([
      PROJECT_STATUS.published,
      PROJECT_STATUS.draft,
      PROJECT_STATUS.published,
    ]);
    expect(mine.paginate).toMatchObject({ total: 3, current_page: 1 });

    const second = await ok<Page<ProjectCard>>(
      owner('GET', '/web/project/mine?page=2&page_size=2'),
    );
    expect(ids(second)).toEqual([first.id]);
    expect(second.paginate).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
  });

  it('answers only about the caller: a draft never shows in anyone else’s lists', async () => {
    const draft = await create('只有我能看的草稿', owner, 0);
    const theirs = await ok<Page<ProjectCard>>(other('GET', '/web/project/mine'));
    expect(ids(theirs)).not.toContain(draft.id);
    const joined = await ok<Page<JoinedProject>>(other('GET', '/web/project/joined'));
    expect(ids(joined)).not.toContain(draft.id);
    const pool = await ok<Page<ProjectCard>>(visitor('GET', '/web/object/list?page_size=50'));
    expect(ids(pool)).not.toContain(draft.id);
  });

  it('needs a login', async () => {
    expect((await visitor('GET', '/web/project/mine')).statusCode).toBe(401);
  });
});

describe('GET /web/project/joined', () => {
  it('lists the teams I am on and my pending requests, newest request first', async () => {
    const pending = await create('开源逻辑分析仪');
    const approved = await create('USB-C PD 诱骗器');
    const rejected = await create('树莓派 NAS');
    const hidden = await create('后来改回草稿的项目');
    await join(pending.id, 4);
    await join(approved.id, 3);
    await decide(approved.id, 1);
    await join(rejected.id, 6);
    await decide(rejected.id, 0);
    await join(hidden.id, 3);
    await decide(hidden.id, 1);
    // Turned back into a draft: its owner's alone again, so it leaves its members' lists.
    await ok(
      owner('POST', '/web/project/update', {
        ...base,
        title: hidden.title,
        id: hidden.id,
        publish: 0,
      }),
    );
    // My own project (I am on its team as owner) is 发起的项目, not 参与的项目.
    const own = await create('我自己的项目', member);

    const joined = await ok<Page<JoinedProject>>(member('GET', '/web/project/joined'));
    expect(ids(joined)).toEqual([approved.id, pending.id]);
    expect(joined.data[0]).toMatchObject({
      title: 'USB-C PD 诱骗器',
      status: PROJECT_STATUS.published,
      my_join: PROJECT_MEMBER_STATUS.approved,
      my_label: 3,
      member_count: 2,
    });
    expect(joined.data[1]).toMatchObject({
      my_join: PROJECT_MEMBER_STATUS.pending,
      my_label: 4,
      member_count: 1,
    });
    expect(joined.data[0]!.join_time).toBeGreaterThan(joined.data[1]!.join_time);
    expect(ids(joined)).not.toContain(own.id);
    expect(joined.paginate.total).toBe(2);

    // The owner's own teams are not "joined"; someone else's list is theirs alone.
    expect((await ok<Page<JoinedProject>>(owner('GET', '/web/project/joined'))).data).toEqual([]);
    expect((await ok<Page<JoinedProject>>(other('GET', '/web/project/joined'))).data).toEqual([]);

    // Published again, it comes back.
    await ok(owner('POST', '/web/project/update', { ...base, title: hidden.title, id: hidden.id }));
    const back = await ok<Page<JoinedProject>>(member('GET', '/web/project/joined'));
    expect(ids(back)).toContain(hidden.id);
  });

  it('pages like the other lists', async () => {
    const page1 = await ok<Page<JoinedProject>>(
      member('GET', '/web/project/joined?page=1&page_size=2'),
    );
    const page2 = await ok<Page<JoinedProject>>(
      member('GET', '/web/project/joined?page=2&page_size=2'),
    );
    expect(page1.data).toHaveLength(2);
    expect(page2.data).toHaveLength(1);
    expect(page1.paginate).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(new Set([...ids(page1), ...ids(page2)]).size).toBe(3);
  });

  it('needs a login', async () => {
    expect((await visitor('GET', '/web/project/joined')).statusCode).toBe(401);
  });
});
