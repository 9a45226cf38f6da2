import {
  ELE_REASON,
  MSG,
  SANCTION_PERMANENT,
  STAFF_ACTION,
  USER_ROLE,
  formatDateTime,
  isPermanentSanction,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserSortValue,
  type StaffActionValue,
  type UserRoleValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { maskEmail, maskPhone } from '../../lib/secrets';
import type { StaffRole } from '../../plugins/staff-role';
import { revokeUserSessions } from '../auth/session.repository';
import type { SessionService } from '../auth/session.service';
import { paginate } from '../forum/forum.service';
import { applyEle, lockMember } from '../growth/ledger';
import {
  countUserComments,
  findAdminUser,
  lastLoginTime,
  liveSessions,
  lockUser,
  pageUserComments,
  pageUserEle,
  pageUserLogins,
  pageUserPosts,
  pageUsers,
  updateUser,
  type AdminUserRow,
} from './admin-users.repository';
import { recordStaffAction, type StaffActor } from './audit-log';
import { setUserRole } from './roles';
import { sanctionInForce } from './sanctions';
import { assertAdmin, assertStaffRole } from './staff-guard';

export interface AdminUsersDeps {
  db: Db;
  clock: Clock;
  /** Bans and "revoke sessions" announce their revocations through it (every node). */
  sessions: SessionService;
}

export interface UserListQuery {
  page: number;
  pageSize: number;
  keyword?: string;
  role?: UserRoleValue;
  muted?: '0' | '1';
  banned?: '0' | '1';
  xUp?: '0' | '1';
  sort?: AdminUserSortValue;
  order?: 'asc' | 'desc';
}

export interface SanctionInput {
  /** null = permanent. */
  until: Date | null;
  reason: string;
}

type Kind = 'mute' | 'ban';

const flag = (v: '0' | '1' | undefined) => (v === undefined ? undefined : v === '1');

/** How a sanction's expiry reads in the audit log: 2026-12-01 12:00, 永久, or null (none). */
const untilText = (until: number | null): string | null =>
  until === null ? null : isPermanentSanction(until) ? '永久' : formatDateTime(until);

/**
 * The console's users area (docs/admin-users.md). Moderators read users and mute or unmute
 * members; admins also see login history and sessions, ban, change roles, set x_up, adjust
 * electricity and revoke sessions. Each write checks the caller's role here again, runs in
 * one transaction with its audit-log row, and answers with the user as it now is.
 */
export class AdminUsersService {
  constructor(private readonly deps: AdminUsersDeps) {}

  async list(staffId: number, q: UserListQuery) {
    const { db, clock } = this.deps;
    const role = await assertStaffRole(db, staffId, 'moderator');
    const { rows, total } = await pageUsers(
      db,
      {
        ...(q.keyword ? { keyword: q.keyword } : {}),
        phoneSubstring: role === 'admin',
        ...(q.role ? { role: q.role } : {}),
        ...(q.muted !== undefined ? { muted: flag(q.muted) } : {}),
        ...(q.banned !== undefined ? { banned: flag(q.banned) } : {}),
        ...(q.xUp !== undefined ? { xUp: q.xUp === '1' ? 1 : 0 } : {}),
        sort: q.sort ?? 'id',
        order: q.order ?? 'desc',
        now: new Date(clock()),
      },
      q.pageSize,
      (q.page - 1) * q.pageSize,
    );
    return {
      data: rows.map((r) => this.toAdminUser(r, role)),
      paginate: paginate(total, q.page, q.pageSize),
    };
  }

  async detail(staffId: number, userId: number): Promise<AdminUserDetail> {
    const role = await assertStaffRole(this.deps.db, staffId, 'moderator');
    return this.detailAs(role, userId);
  }

  async posts(staffId: number, userId: number, page: number, pageSize: number) {
    const { db } = this.deps;
    await assertStaffRole(db, staffId, 'moderator');
    const { rows, total } = await pageUserPosts(db, userId, pageSize, (page - 1) * pageSize);
    return {
      data: rows.map((r) => ({
        id: r.id,
        title: r.title,
        item_type: r.itemType,
        item_status: r.itemStatus,
        comment_count: r.commentCount,
        thumb_count: r.thumbCount,
        create_time: toUnixSeconds(r.createTime.getTime()),
      })),
      paginate: paginate(total, page, pageSize),
    };
  }

  async comments(staffId: number, userId: number, page: number, pageSize: number) {
    const { db } = this.deps;
    await assertStaffRole(db, staffId, 'moderator');
    const { rows, total } = await pageUserComments(db, userId, pageSize, (page - 1) * pageSize);
    return {
      data: rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        item_id: r.itemId,
        content: r.content,
        status: r.status,
        create_time: toUnixSeconds(r.createTime.getTime()),
      })),
      paginate: paginate(total, page, pageSize),
    };
  }

  async ele(staffId: number, userId: number, page: number, pageSize: number) {
    const { db } = this.deps;
    await assertStaffRole(db, staffId, 'moderator');
    const { rows, total } = await pageUserEle(db, userId, pageSize, (page - 1) * pageSize);
    return {
      data: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        reason: r.reason,
        source: r.source,
        create_time: toUnixSeconds(r.createTime.getTime()),
      })),
      paginate: paginate(total, page, pageSize),
    };
  }

  /** Admins only: where and how the user logged in is personal data. */
  async logins(staffId: number, userId: number, page: number, pageSize: number) {
    const { db } = this.deps;
    await assertAdmin(db, staffId);
    const { rows, total } = await pageUserLogins(db, userId, pageSize, (page - 1) * pageSize);
    return {
      data: rows.map((r) => ({
        id: r.id,
        method: r.method,
        ip: r.ip,
        user_agent: r.userAgent,
        create_time: toUnixSeconds(r.createTime.getTime()),
      })),
      paginate: paginate(total, page, pageSize),
    };
  }

  async sessions(staffId: number, userId: number) {
    const { db, clock } = this.deps;
    await assertAdmin(db, staffId);
    const rows = await liveSessions(db, userId, new Date(clock()));
    return rows.map((r) => ({
      id: r.id,
      ip: r.ip,
      user_agent: r.userAgent,
      create_time: toUnixSeconds(r.createTime.getTime()),
      expire_time: toUnixSeconds(r.expireTime.getTime()),
    }));
  }

  async setRole(actor: StaffActor, userId: number, role: UserRoleValue, reason: string) {
    await setUserRole(this.deps.db, actor, userId, role, reason);
    return this.detailAs('admin', userId);
  }

  /** Moderators and admins; never on staff (demote first), so nobody silences a colleague. */
  mute(actor: StaffActor, userId: number, input: SanctionInput) {
    return this.sanction(actor, 'moderator', userId, 'mute', input);
  }

  unmute(actor: StaffActor, userId: number, reason: string) {
    return this.lift(actor, 'moderator', userId, 'mute', reason);
  }

  /** Admins: stores the ban and revokes every session in one transaction, then tells every node. */
  async ban(actor: StaffActor, userId: number, input: SanctionInput) {
    const detail = await this.sanction(actor, 'admin', userId, 'ban', input);
    await this.deps.sessions.announce({ userId });
    return detail;
  }

  unban(actor: StaffActor, userId: number, reason: string) {
    return this.lift(actor, 'admin', userId, 'ban', reason);
  }

  async setXUp(actor: StaffActor, userId: number, xUp: 0 | 1, reason: string) {
    const { db } = this.deps;
    await assertAdmin(db, actor.id);
    await db.transaction(async (tx) => {
      const row = await this.lockTarget(tx, userId);
      if (row.xUp === xUp) throw AppError.conflict(MSG.xUpUnchanged);
      await updateUser(tx, userId, { xUp });
      await this.record(
        tx,
        actor,
        STAFF_ACTION.userXUp,
        userId,
        reason,
        { x_up: row.xUp },
        {
          x_up: xUp,
        },
      );
    });
    return this.detailAs('admin', userId);
  }

  /**
   * One ledger row with the staff source (modules/growth/ledger.ts moves the balance and the
   * level, as for any award); never below 0, and never one's own balance.
   */
  async adjustEle(actor: StaffActor, userId: number, amount: number, reason: string) {
    const { db, clock } = this.deps;
    await assertAdmin(db, actor.id);
    if (actor.id === userId) throw AppError.conflict(MSG.eleSelf);
    await db.transaction(async (tx) => {
      if (!(await lockMember(tx, userId))) throw AppError.notFound(MSG.userNotFound);
      const row = await this.lockTarget(tx, userId);
      if (row.ele + amount < 0) throw AppError.conflict(MSG.eleBelowZero);
      const ele = await applyEle(tx, {
        userId,
        amount,
        reason: ELE_REASON.staff,
        source: `staff:${actor.id}`,
        now: clock(),
      });
      await this.record(
        tx,
        actor,
        STAFF_ACTION.userEle,
        userId,
        reason,
        { ele: row.ele },
        { ele },
        {
          amount,
        },
      );
    });
    return this.detailAs('admin', userId);
  }

  async revokeSessions(actor: StaffActor, userId: number, reason: string) {
    const { db, clock } = this.deps;
    await assertAdmin(db, actor.id);
    await db.transaction(async (tx) => {
      await this.lockTarget(tx, userId);
      const revoked = await revokeUserSessions(tx, userId, new Date(clock()));
      await this.record(tx, actor, STAFF_ACTION.userRevokeSessions, userId, reason, null, null, {
        sessions: revoked,
      });
    });
    await this.deps.sessions.announce({ userId });
    return this.detailAs('admin', userId);
  }

  private async sanction(
    actor: StaffActor,
    min: StaffRole,
    userId: number,
    kind: Kind,
    input: SanctionInput,
  ): Promise<AdminUserDetail> {
    const { db, clock } = this.deps;
    const role = await assertStaffRole(db, actor.id, min);
    const now = clock();
    const until = input.until ? toUnixSeconds(input.until.getTime()) : SANCTION_PERMANENT;
    if (until * 1000 <= now) throw AppError.badRequest(MSG.sanctionUntilPast);
    await db.transaction(async (tx) => {
      const row = await this.lockTarget(tx, userId);
      if (row.role !== USER_ROLE.user) throw AppError.conflict(MSG.sanctionStaff);
      const before = this.current(row, kind, now);
      const untilDate = new Date(until * 1000);
      let revoked = 0;
      if (kind === 'mute') {
        await updateUser(tx, userId, { muteUntil: untilDate, muteReason: input.reason });
      } else {
        await updateUser(tx, userId, { banUntil: untilDate, banReason: input.reason });
        revoked = await revokeUserSessions(tx, userId, new Date(now));
      }
      await this.record(
        tx,
        actor,
        kind === 'mute' ? STAFF_ACTION.userMute : STAFF_ACTION.userBan,
        userId,
        input.reason,
        { until: untilText(before?.until ?? null) },
        { until: untilText(until) },
        kind === 'ban' ? { sessions: revoked } : undefined,
      );
    });
    return this.detailAs(role, userId);
  }

  private async lift(
    actor: StaffActor,
    min: StaffRole,
    userId: number,
    kind: Kind,
    reason: string,
  ): Promise<AdminUserDetail> {
    const { db, clock } = this.deps;
    const role = await assertStaffRole(db, actor.id, min);
    await db.transaction(async (tx) => {
      const row = await this.lockTarget(tx, userId);
      const before = this.current(row, kind, clock());
      if (!before) throw AppError.conflict(kind === 'mute' ? MSG.notMuted : MSG.notBanned);
      await updateUser(
        tx,
        userId,
        kind === 'mute' ? { muteUntil: null, muteReason: '' } : { banUntil: null, banReason: '' },
      );
      await this.record(
        tx,
        actor,
        kind === 'mute' ? STAFF_ACTION.userUnmute : STAFF_ACTION.userUnban,
        userId,
        reason,
        { until: untilText(before.until), reason: before.reason },
        { until: null },
      );
    });
    return this.detailAs(role, userId);
  }

  private current(row: AdminUserRow, kind: Kind, now: number) {
    return kind === 'mute'
      ? sanctionInForce(row.muteUntil, row.muteReason, now)
      : sanctionInForce(row.banUntil, row.banReason, now);
  }

  private async lockTarget(tx: Db, userId: number): Promise<AdminUserRow> {
    const row = await lockUser(tx, userId);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    return row;
  }

  private record(
    tx: Db,
    actor: StaffActor,
    action: StaffActionValue,
    userId: number,
    reason: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    details?: Record<string, unknown>,
  ) {
    return recordStaffAction(tx, {
      actor,
      action,
      target: `user:${userId}`,
      before,
      after,
      reason,
      ...(details ? { details } : {}),
    });
  }

  private async detailAs(role: StaffRole, userId: number): Promise<AdminUserDetail> {
    const { db } = this.deps;
    const row = await findAdminUser(db, userId);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    const [commentCount, lastLogin] = await Promise.all([
      countUserComments(db, userId),
      lastLoginTime(db, userId),
    ]);
    return {
      ...this.toAdminUser(row, role),
      user_sign: row.userSign,
      district: row.district,
      follow_count: row.followCount,
      praise_count: row.praiseCount,
      comment_count: commentCount,
      last_login_time: lastLogin ? toUnixSeconds(lastLogin.getTime()) : null,
    };
  }

  /** Moderators get the phone and e-mail masked: the full ones never leave for them. */
  private toAdminUser(row: AdminUserRow, viewer: StaffRole): AdminUser {
    const now = this.deps.clock();
    const admin = viewer === 'admin';
    return {
      id: row.id,
      nickname: row.nickname,
      image_url: row.imageUrl,
      phone: admin ? (row.phone ?? '') : maskPhone(row.phone),
      email: admin ? (row.email ?? '') : maskEmail(row.email),
      role: row.role as UserRoleValue,
      x_up: row.xUp,
      ele: row.ele,
      level_name: row.levelName,
      fan_count: row.fanCount,
      item_count: row.itemCount,
      create_time: toUnixSeconds(row.createTime.getTime()),
      mute: sanctionInForce(row.muteUntil, row.muteReason, now),
      ban: sanctionInForce(row.banUntil, row.banReason, now),
    };
  }
}
