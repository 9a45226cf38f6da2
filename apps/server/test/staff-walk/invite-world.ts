import { activities, inviteCodes, invitations } from '../../src/db/schema';
import { buildUser } from '../factories';
import { uniq, type StaffWorld } from './world';

/*
 * What the invitation console's writes act on (docs/invitations.md): a published invite
 * activity, and an invitation of the world's member to a new account.
 */

export async function walkInviteActivity(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(activities)
    .values({
      type: 'invite',
      kind: 'general',
      title: '走查邀请',
      status: 1,
      createdBy: w.admin.id,
    })
    .returning({ id: activities.id });
  return row?.id ?? 0;
}

/** An invitation; `flags` makes it a held-back one (not rewardable), for 放行. */
export async function walkInvitation(w: StaffWorld, flags: string[] = []): Promise<number> {
  const activeId = await walkInviteActivity(w);
  const friend = await buildUser(w.t.db);
  const [code] = await w.t.db
    .insert(inviteCodes)
    .values({ activeId, userId: w.member.id, code: uniq().toUpperCase() })
    .returning({ id: inviteCodes.id });
  const [row] = await w.t.db
    .insert(invitations)
    .values({
      activeId,
      codeId: code?.id ?? 0,
      inviterId: w.member.id,
      inviteeId: friend.id,
      receiveTime: new Date(),
      receiveDay: '2026-01-01',
      rewardable: flags.length === 0,
      flags,
    })
    .returning({ id: invitations.id });
  return row?.id ?? 0;
}
