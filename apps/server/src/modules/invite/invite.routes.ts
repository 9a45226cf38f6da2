import type { FastifyInstance } from 'fastify';
import {
  adminInvitationRelease,
  adminInvitationVoid,
  adminInvitations,
  adminInviteSettings,
  adminInviteSettingsSave,
  inviteInfo,
  inviteReceive,
  MSG,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { InviteAdminService } from './invite-admin.service';
import { InviteService } from './invite.service';

/**
 * Invitations (docs/invitations.md): the invite page's one read, the receive a new member's
 * client makes after login, and 活动运营 › 邀请 for admins. The page read is not cached: the
 * window moves with the clock and the member's own part is personal.
 */
export function registerInviteRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const invites = new InviteService(db, clock);
  const admin = new InviteAdminService(db, clock);

  registerContract(app, inviteInfo, async ({ query, request }) =>
    invites.info(query.id, (await app.optionalUser(request))?.userId ?? 0, query.code),
  );
  registerContract(app, inviteReceive, async ({ user, request, body }) => {
    const data = await invites.receive(mustAuth(user).userId, body.code, request.ip);
    const msg = data.first_receive ? MSG.inviteReceived : MSG.inviteReceivedAgain;
    return { envelope: true as const, data, msg };
  });

  registerContract(app, adminInviteSettings, ({ user, params }) =>
    admin.settings(mustAuth(user).userId, params.id),
  );
  registerContract(app, adminInviteSettingsSave, async ({ user, request, params, body }) => ({
    envelope: true as const,
    data: await admin.saveSettings(staffActor(user, request), params.id, body),
    msg: MSG.inviteSettingsSaved,
  }));
  registerContract(app, adminInvitations, ({ user, query }) => {
    const { page, page_size, ...filter } = query;
    return admin.list(mustAuth(user).userId, filter, page, page_size);
  });
  registerContract(app, adminInvitationVoid, async ({ user, request, params, body }) => ({
    envelope: true as const,
    data: await admin.voidInvitation(staffActor(user, request), params.id, body.reason),
    msg: MSG.inviteVoided,
  }));
  registerContract(app, adminInvitationRelease, async ({ user, request, params, body }) => ({
    envelope: true as const,
    data: await admin.release(staffActor(user, request), params.id, body.reason),
    msg: MSG.inviteReleased,
  }));
}
