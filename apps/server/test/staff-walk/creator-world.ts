import { SPEC_STATUS } from '@xinke/shared';
import { creativeMasterApplications, specs } from '../../src/db/schema';
import type { StaffWorld } from './world';
import type { StaffCall } from './scenarios';

/* A pending creative-master application of the walk's member (docs/creator.md). */
async function walkApplication(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(creativeMasterApplications)
    .values({ userId: w.member.id, intro: '走查申请', contact: 'walk@example.com' })
    .returning({ id: creativeMasterApplications.id });
  return row?.id ?? 0;
}

/* A spec of the walk's member, published, or already taken down (for restore). */
async function walkSpec(w: StaffWorld, removed = false): Promise<number> {
  const [row] = await w.t.db
    .insert(specs)
    .values({
      creatorId: w.member.id,
      title: '走查规格书',
      content: '<p>走查</p>',
      status: removed ? SPEC_STATUS.removed : SPEC_STATUS.published,
      removedFrom: removed ? SPEC_STATUS.published : null,
      removeReason: removed ? '走查下架' : '',
    })
    .returning({ id: specs.id });
  return row?.id ?? 0;
}

export const CREATOR_SCENARIOS: Record<string, (w: StaffWorld) => Promise<StaffCall>> = {
  'POST /web/admin/creative_master/:id/approve': async (w) => ({
    params: { id: await walkApplication(w) },
  }),
  'POST /web/admin/creative_master/:id/reject': async (w) => ({
    params: { id: await walkApplication(w) },
    body: { reason: '走查驳回' },
  }),
  'POST /web/admin/creator/takedown': async (w) => ({
    body: { kind: 'spec', id: await walkSpec(w), reason: '走查下架' },
  }),
  'POST /web/admin/creator/restore': async (w) => ({
    body: { kind: 'spec', id: await walkSpec(w, true) },
  }),
};
