import { creativeMasterApplications } from '../../src/db/schema';
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

export const CREATOR_SCENARIOS: Record<string, (w: StaffWorld) => Promise<StaffCall>> = {
  'POST /web/admin/creative_master/:id/approve': async (w) => ({
    params: { id: await walkApplication(w) },
  }),
  'POST /web/admin/creative_master/:id/reject': async (w) => ({
    params: { id: await walkApplication(w) },
    body: { reason: '走查驳回' },
  }),
};
