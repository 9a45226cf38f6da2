import { eq } from 'drizzle-orm';
import {
  INVITE_RULES,
  INVITE_STATE,
  InviteState,
  MSG,
  invitePagePath,
  maskNickname,
  type InviteInfo,
  type InviteReceive,
  type MyInvitee,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { chinaDay } from '../growth/china-day';
import { enrolCounts } from '../activity/activity.repository';
import { toCard } from '../activity/activity.mapper';
import { ensureInviteCode, findInviteCode } from './invite-code';
import { invitationFlags } from './invite-flags';
import { payInviteReward } from './invite-rewards';
import { isInWindow, loadInviteActivity, type InviteActivity } from './invite-window';
import {
  invitationOfInvitee,
  leaderboard,
  myInvitees,
  myTotals,
  settingsOf,
  type InvitationRow,
} from './invite.repository';
import { lockMember } from '../growth/ledger';

const HOUR_MS = 3_600_000;

export const invitationState = (i: InvitationRow): number =>
  i.voidedAt
    ? INVITE_STATE.voided
    : i.activatedAt
      ? INVITE_STATE.activated
      : INVITE_STATE.registered;

async function publicFace(db: Db, userId: number) {
  const [u] = await db
    .select({ nickname: users.nickname, imageUrl: users.imageUrl })
    .from(users)
    .where(eq(users.id, userId));
  return { nickname: maskNickname(u?.nickname ?? ''), image_url: u?.imageUrl ?? '' };
}

/** SPEC §7 invite/info and invite/receive (docs/invitations.md). */
export class InviteService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async info(id: number, viewerId: number, code?: string): Promise<InviteInfo> {
    const now = this.clock();
    const a = await loadInviteActivity(this.db, id);
    const [settings, counts, board, landing] = await Promise.all([
      settingsOf(this.db, id),
      enrolCounts(this.db, [id]),
      leaderboard(this.db, id),
      code ? findInviteCode(this.db, code) : Promise.resolve(undefined),
    ]);
    return {
      activity: { ...toCard(a.row, a.stages, counts.get(id) ?? 0, now), rules: a.row.rules },
      settings: {
        inviter_register_ele: settings.inviterRegisterEle,
        inviter_active_ele: settings.inviterActiveEle,
        invitee_ele: settings.inviteeEle,
        daily_cap: settings.dailyCap,
        total_cap: settings.totalCap,
      },
      window_start: a.window.startMs === null ? null : toUnixSeconds(a.window.startMs),
      window_end: a.window.endMs === null ? null : toUnixSeconds(a.window.endMs),
      in_window: isInWindow(a.window, now),
      inviter:
        landing && landing.activeId === id ? await publicFace(this.db, landing.userId) : null,
      mine: viewerId > 0 ? await this.mine(id, viewerId, now) : null,
      leaderboard: board.map((r, i) => ({
        rank: i + 1,
        nickname: maskNickname(r.nickname),
        image_url: r.imageUrl,
        activated: r.activated,
        is_me: r.userId === viewerId,
      })),
    };
  }

  private async mine(id: number, userId: number, now: number): Promise<InviteInfo['mine']> {
    const code = await ensureInviteCode(this.db, id, userId, now);
    const [rows, totals, invitedBy] = await Promise.all([
      myInvitees(this.db, id, userId),
      myTotals(this.db, id, userId),
      invitationOfInvitee(this.db, userId),
    ]);
    const invitees: MyInvitee[] = rows.map(({ i, nickname, imageUrl }) => {
      const state = invitationState(i);
      return {
        id: i.id,
        nickname: maskNickname(nickname),
        image_url: imageUrl,
        state,
        state_text: InviteState.label(state),
        reward: i.voidedAt ? 0 : i.inviterRegisterEle + i.inviterActiveEle,
        rewarded: i.rewardable && !i.voidedAt,
        receive_time: toUnixSeconds(i.receiveTime.getTime()),
      };
    });
    return {
      code: code.code,
      link: invitePagePath(id, code.code),
      invited: totals.invited,
      activated: totals.activated,
      ele_earned: totals.ele,
      invitees,
      invited_by: invitedBy ? (await publicFace(this.db, invitedBy.inviterId)).nickname : null,
    };
  }

  /**
   * A logged-in member receives a code. Refused: one's own code, a second code (an account is
   * invited once, ever: the unique index on invitee_id), outside the window, an account that
   * is not new (older than 24 h, or made before the window opened or the code existed). The
   * same code again answers the first binding (a retried request is not an error).
   */
  async receive(userId: number, rawCode: string, ip: string): Promise<InviteReceive> {
    const now = this.clock();
    const code = await findInviteCode(this.db, rawCode);
    if (!code) throw AppError.notFound(MSG.inviteCodeInvalid);
    if (code.userId === userId) throw AppError.badRequest(MSG.inviteSelf);
    // A code of an unpublished or removed campaign is as good as none.
    const a = await loadInviteActivity(this.db, code.activeId).catch((err: unknown) => {
      throw err instanceof AppError ? AppError.notFound(MSG.inviteCodeInvalid) : err;
    });
    const earlier = await invitationOfInvitee(this.db, userId);
    if (earlier) return this.again(earlier, code.id);
    if (!isInWindow(a.window, now)) throw AppError.badRequest(MSG.inviteOutsideWindow);
    const [me] = await this.db
      .select({ createTime: users.createTime, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    if (!me) throw AppError.unauthorized();
    const born = me.createTime.getTime();
    const notBefore = Math.max(a.window.startMs ?? now, code.createTime.getTime());
    if (now - born > INVITE_RULES.newAccountHours * HOUR_MS || born < notBefore)
      throw AppError.conflict(MSG.inviteOldAccount);
    return this.bind(a, code, userId, me.phone ?? '', ip, now);
  }

  private async again(earlier: InvitationRow, codeId: number): Promise<InviteReceive> {
    if (earlier.codeId !== codeId) throw AppError.conflict(MSG.inviteAlreadyInvited);
    return {
      active_id: earlier.activeId,
      inviter: (await publicFace(this.db, earlier.inviterId)).nickname,
      invitee_ele: earlier.voidedAt ? 0 : earlier.inviteeEle,
      first_receive: false,
    };
  }

  private async bind(
    a: InviteActivity,
    code: { id: number; userId: number },
    inviteeId: number,
    phone: string,
    ip: string,
    now: number,
  ): Promise<InviteReceive> {
    const settings = await settingsOf(this.db, a.row.id);
    const day = chinaDay(now);
    const bound = await this.db.transaction(async (tx) => {
      // The inviter's row lock serialises their caps: two friends at once cannot both pass.
      await lockMember(tx, code.userId);
      const flags = await invitationFlags(tx, {
        activeId: a.row.id,
        inviterId: code.userId,
        inviteeId,
        inviteePhone: phone,
        receiveIp: ip,
        day,
        now,
        settings,
      });
      const rewardable = flags.length === 0;
      const [row] = await tx
        .insert(invitations)
        .values({
          activeId: a.row.id,
          codeId: code.id,
          inviterId: code.userId,
          inviteeId,
          receiveTime: new Date(now),
          receiveDay: day,
          receiveIp: ip,
          rewardable,
          flags,
          inviterRegisterEle: rewardable ? settings.inviterRegisterEle : 0,
          inviteeEle: rewardable ? settings.inviteeEle : 0,
        })
        .onConflictDoNothing()
        .returning();
      // Lost a race with another receive of this account: that one is the binding.
      if (!row) return null;
      const inviter = await publicFace(tx, code.userId);
      const invitee = await publicFace(tx, inviteeId);
      await payInviteReward(tx, {
        invitationId: row.id,
        activeId: a.row.id,
        userId: code.userId,
        amount: row.inviterRegisterEle,
        step: 'register',
        now,
        title: `邀请奖励到账 +${row.inviterRegisterEle} 电量`,
        content: `好友 ${invitee.nickname} 接受了你在「${a.row.title}」中的邀请。好友成为活跃用户后，你还将获得 ${settings.inviterActiveEle} 电量。`,
      });
      await payInviteReward(tx, {
        invitationId: row.id,
        activeId: a.row.id,
        userId: inviteeId,
        amount: row.inviteeEle,
        step: 'invitee',
        now,
        title: `新人邀请奖励 +${row.inviteeEle} 电量`,
        content: `欢迎加入芯客！你接受了 ${inviter.nickname} 在「${a.row.title}」中的邀请。`,
      });
      return { row, inviter: inviter.nickname };
    });
    if (!bound) {
      const winner = await invitationOfInvitee(this.db, inviteeId);
      if (!winner) throw new Error('invitation vanished after a conflicting insert');
      return this.again(winner, code.id);
    }
    return {
      active_id: a.row.id,
      inviter: bound.inviter,
      invitee_ele: bound.row.inviteeEle,
      first_receive: true,
    };
  }
}
