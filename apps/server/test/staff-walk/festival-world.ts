import { COMMENT_TYPE } from '@xinke/shared';
import { activities, comments, festivalModules } from '../../src/db/schema';
import type { StaffWorld } from './world';
import type { StaffCall } from './scenarios';

/** Festival pages in the states each staff write needs (docs/festival.md). */

async function walkFestival(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(activities)
    .values({
      type: 'activity',
      kind: 'festival',
      title: '走查节日活动',
      status: 1,
      createdBy: w.admin.id,
    })
    .returning({ id: activities.id });
  return row?.id ?? 0;
}

async function walkModule(w: StaffWorld, activeId?: number): Promise<number> {
  const [row] = await w.t.db
    .insert(festivalModules)
    .values({
      activeId: activeId ?? (await walkFestival(w)),
      kind: 'text',
      title: '走查模块',
      sort: 1,
      config: { kind: 'text', html: '<p>走查</p>' },
    })
    .returning({ id: festivalModules.id });
  return row?.id ?? 0;
}

/** A member's comment on a festival wall (a real comments row, counted from the rows). */
async function walkWallComment(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(comments)
    .values({
      type: COMMENT_TYPE.festival,
      typeId: await walkFestival(w),
      userId: w.member.id,
      content: '走查评论：节日快乐',
    })
    .returning({ id: comments.id });
  return row?.id ?? 0;
}

export const FESTIVAL_SCENARIOS: Record<string, (w: StaffWorld) => Promise<StaffCall>> = {
  'POST /web/admin/festival/module/create': async (w) => ({
    body: {
      active_id: await walkFestival(w),
      title: '走查',
      config: { kind: 'text', html: '<p>节日快乐</p>' },
    },
  }),
  'POST /web/admin/festival/module/update/:id': async (w) => ({
    params: { id: await walkModule(w) },
    body: { title: '改过的模块', config: { kind: 'members', user_ids: [w.member.id] } },
  }),
  'POST /web/admin/festival/module/delete/:id': async (w) => ({
    params: { id: await walkModule(w) },
  }),
  'POST /web/admin/festival/module/sort': async (w) => {
    const id = await walkFestival(w);
    const a = await walkModule(w, id);
    const b = await walkModule(w, id);
    return { body: { active_id: id, ids: [b, a] } };
  },
  'POST /web/admin/festival/footer': async (w) => ({
    body: { active_id: await walkFestival(w), organiser: '芯客社区', sponsors: ['走查赞助'] },
  }),
  'POST /xgo/v1/web/comment_user/fine': async (w) => ({
    body: { comment_id: await walkWallComment(w), fine: 1 },
  }),
};
