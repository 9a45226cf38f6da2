import { aliasedTable, and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_TYPE_KEY,
  INVITE_STATE,
  InviteFlag,
  InviteState,
  MSG,
  STAFF_ACTION,
  ZInviteSettingsInput,
  type AdminInvitation,
  type AdminInviteSettings,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities, inviteCodes, invitations, inviteSettings, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';
import { revokeInviteReward } from './invite-rewards';
import { releaseInvitation } from './invite-release';
import { invitationState } from './invite.service';
import { settingsOf, type InvitationRow, type InviteSettingsValues } from './invite.repository';

type SettingsBody = z.output<typeof ZInviteSettingsInput>;

const inviter = aliasedTable(users, 'inviter');
const invitee = aliasedTable(users, 'invitee');

const toSettings = (activeId: number, s: InviteSettingsValues): AdminInviteSettings => ({
  active_id: activeId,
  inviter_register_ele: s.inviterRegisterEle,
  inviter_active_ele: s.inviterActiveEle,
  invitee_ele: s.inviteeEle,
  daily_cap: s.dailyCap,
  total_cap: s.totalCap,
  saved: s.saved,
});

/**
 * 活动运营 › 邀请 (docs/invitations.md): the settings of an invite activity, the invitations with
 * their flags, and voiding one. Every write is checked against the admin role read from the
 * database and leaves its audit row in the same transaction.
 */
export class InviteAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async inviteActivity(tx: Db, id: number): Promise<void> {
    const [row] = await tx
      .select({ type: activities.type })
      .from(activities)
      .where(eq(activities.id, id));
    if (!row) throw AppError.notFound(MSG.activityNotFound);
    if (row.type !== ACTIVITY_TYPE_KEY.invite) throw AppError.conflict(MSG.inviteNotInvite);
  }

  async settings(staffId: number, id: number): Promise<AdminInviteSettings> {
    await assertAdmin(this.db, staffId);
    await this.inviteActivity(this.db, id);
    return toSettings(id, await settingsOf(this.db, id));
  }

  /** Applies to what happens from now on; invitations already paid keep what they got. */
  async saveSettings(
    actor: StaffActor,
    id: number,
    body: SettingsBody,
  ): Promise<AdminInviteSettings> {
    await assertAdmin(this.db, actor.id);
    return this.db.transaction(async (tx) => {
      await this.inviteActivity(tx, id);
      const before = toSettings(id, await settingsOf(tx, id));
      const values = {
        inviterRegisterEle: body.inviter_register_ele,
        inviterActiveEle: body.inviter_active_ele,
        inviteeEle: body.invitee_ele,
        dailyCap: body.daily_cap,
        totalCap: body.total_cap,
        updatedBy: actor.id,
        updateTime: new Date(this.clock()),
      };
      await tx
        .insert(inviteSettings)
        .values({ activeId: id, ...values })
        .onConflictDoUpdate({ target: inviteSettings.activeId, set: values });
      const after = toSettings(id, await settingsOf(tx, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.inviteSettings,
        target: `activity:${id}`,
        ...(before.saved ? changedFields(before, after) : { after }),
      });
      return after;
    });
  }

  private rows(tx: Db, where: SQL | undefined) {
    return tx
      .select({
        i: invitations,
        code: inviteCodes.code,
        inviter: { id: inviter.id, nickname: inviter.nickname, phone: inviter.phone },
        invitee: {
          id: invitee.id,
          nickname: invitee.nickname,
          phone: invitee.phone,
          createTime: invitee.createTime,
        },
      })
      .from(invitations)
      .innerJoin(inviteCodes, eq(inviteCodes.id, invitations.codeId))
      .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
      .innerJoin(invitee, eq(invitee.id, invitations.inviteeId))
      .where(where);
  }

  private toAdmin(r: Awaited<ReturnType<InviteAdminService['rows']>>[number]): AdminInvitation {
    const { i } = r;
    const state = invitationState(i);
    return {
      id: i.id,
      active_id: i.activeId,
      inviter: { ...r.inviter, phone: r.inviter.phone ?? '' },
      invitee: { id: r.invitee.id, nickname: r.invitee.nickname, phone: r.invitee.phone ?? '' },
      code: r.code,
      receive_ip: i.receiveIp,
      receive_time: toUnixSeconds(i.receiveTime.getTime()),
      registered_time: toUnixSeconds(r.invitee.createTime.getTime()),
      activated_time: i.activatedAt ? toUnixSeconds(i.activatedAt.getTime()) : null,
      state,
      state_text: InviteState.label(state),
      flags: i.flags.map((f) => ({
        value: f,
        label: InviteFlag.has(f) ? InviteFlag.label(f) : f,
      })),
      rewarded: i.rewardable && !i.voidedAt,
      inviter_ele: i.inviterRegisterEle + i.inviterActiveEle,
      invitee_ele: i.inviteeEle,
      void_reason: i.voidReason,
    };
  }

  async list(
    staffId: number,
    f: { active_id?: number; flagged?: number },
    page: number,
    pageSize: number,
  ) {
    await assertAdmin(this.db, staffId);
    const flagged = sql`cardinality(${invitations.flags}) > 0`;
    const where = and(
      f.active_id === undefined ? undefined : eq(invitations.activeId, f.active_id),
      f.flagged === undefined ? undefined : f.flagged === 1 ? flagged : sql`not ${flagged}`,
    );
    const [rows, [total]] = await Promise.all([
      this.rows(this.db, where)
        .orderBy(desc(invitations.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(invitations).where(where),
    ]);
    return {
      data: rows.map((r) => this.toAdmin(r)),
      paginate: paginate(total?.n ?? 0, page, pageSize),
    };
  }

  /** Releases a flagged invitation after a check (invite-release.ts); audited with the reason. */
  async release(actor: StaffActor, id: number, reason: string): Promise<AdminInvitation> {
    await assertAdmin(this.db, actor.id);
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const before = await releaseInvitation(tx, id, now);
      const [after] = await this.rows(tx, eq(invitations.id, id));
      if (!after) throw new Error('released invitation vanished');
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.inviteRelease,
        target: `invitation:${id}`,
        reason,
        before: { flags: before.flags.map((f) => InviteFlag.label(f)), rewarded: false },
        after: {
          rewarded: true,
          paid: after.i.inviterRegisterEle + after.i.inviterActiveEle + after.i.inviteeEle,
        },
      });
      return this.toAdmin(after);
    });
  }

  /**
   * Voids an invitation: what it paid (inviter and invitee) is taken back with negative ledger
   * rows of the same sources, it stops counting on the leaderboard, and it pays nothing later.
   * The invitee stays invited (an account is invited once, ever).
   */
  async voidInvitation(actor: StaffActor, id: number, reason: string): Promise<AdminInvitation> {
    await assertAdmin(this.db, actor.id);
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
      if (!row) throw AppError.notFound(MSG.invitationNotFound);
      if (row.voidedAt) throw AppError.conflict(MSG.inviteAlreadyVoided);
      await revokeAll(tx, row, now);
      await tx
        .update(invitations)
        .set({ voidedAt: new Date(now), voidedBy: actor.id, voidReason: reason })
        .where(eq(invitations.id, id));
      const [after] = await this.rows(tx, eq(invitations.id, id));
      if (!after) throw new Error('voided invitation vanished');
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.inviteVoid,
        target: `invitation:${id}`,
        reason,
        before: { state: InviteState.label(invitationState(row)) },
        after: {
          state: InviteState.label(INVITE_STATE.voided),
          taken_back: row.inviterRegisterEle + row.inviterActiveEle + row.inviteeEle,
        },
      });
      return this.toAdmin(after);
    });
  }
}

async function revokeAll(tx: Db, row: InvitationRow, now: number): Promise<void> {
  const base = { invitationId: row.id, now };
  await revokeInviteReward(tx, {
    ...base,
    userId: row.inviterId,
    amount: row.inviterRegisterEle,
    step: 'register',
  });
  await revokeInviteReward(tx, {
    ...base,
    userId: row.inviterId,
    amount: row.inviterActiveEle,
    step: 'active',
  });
  await revokeInviteReward(tx, {
    ...base,
    userId: row.inviteeId,
    amount: row.inviteeEle,
    step: 'invitee',
  });
}
