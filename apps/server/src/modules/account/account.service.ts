import {
  MSG,
  OCCUPATION,
  Occupation,
  oldPasswordLockedMessage,
  type AccountInfo,
  type OtherUserInfo,
  type Secret,
  type UserInfo,
} from '@xinke/shared';
import type { z } from 'zod';
import type { ZChangePasswordBody, ZUserUpdateBody } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { normalizeNickname } from '../../lib/nickname';
import { hashPassword, maskPhone, verifyPassword, maskEmail } from '../../lib/secrets';
import type { LoginThrottle } from '../auth/login-throttle';
import type { AuthUser, SessionService } from '../auth/session.service';
import { hasIdentity } from '../auth/qr-login.repository';
import { assertMayUseOccupation } from '../project/occupation-guard';
import { findUser, otherUserWith, updateUser, type AccountRow } from './account.repository';
import { profileCountsOf } from '../homepage/profile-counts';
import type { MessageService } from '../message/message.service';
import { blockRelation } from '../social/black.repository';
import { followFlag } from '../social/follow-flag';
import { toOtherUserInfo, toSecret, toUserInfo } from './user-info';
import { signState } from '../growth/sign-in.service';
import { subscribedToAll } from '../message/message-switch.service';
import { refreshUserSearchVector } from '../search/search-documents';

export interface AccountServiceDeps {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  /** SPEC §3 tab: whether unread messages or letters wait. */
  messages: Pick<MessageService, 'tab'>;
  throttle: LoginThrottle;
}

type UpdateInput = z.output<typeof ZUserUpdateBody>;
type PasswordInput = z.output<typeof ZChangePasswordBody>;

/**
 * The logged-in user's own account. Every write takes the user from the session, never
 * from the request body, so one user cannot change another's settings.
 */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  /**
   * GET /web/user/info: my own info without `userId` (or with my id; visitors get 401),
   * else the other-person profile, which visitors may read too (homepages are public).
   */
  async info(viewerId: number | null, userId?: number): Promise<UserInfo | OtherUserInfo> {
    if (userId !== undefined && userId !== viewerId) return this.otherInfo(viewerId, userId);
    if (viewerId === null) throw AppError.unauthorized(MSG.loginRequired);
    return this.selfInfo(viewerId);
  }

  async selfInfo(userId: number): Promise<UserInfo> {
    const row = await this.me(userId);
    const now = this.deps.clock();
    const [counts, tab, sign, subscribed] = await Promise.all([
      profileCountsOf(this.deps.db, userId),
      this.deps.messages.tab(userId),
      signState(this.deps.db, userId, now),
      subscribedToAll(this.deps.db, userId),
    ]);
    return toUserInfo(row, counts, { now, tab, ...sign, subscribed });
  }

  async otherInfo(viewerId: number | null, userId: number): Promise<OtherUserInfo> {
    const { db } = this.deps;
    const row = await findUser(db, userId);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    const [counts, flag, blocked] = await Promise.all([
      profileCountsOf(db, userId),
      followFlag(db, viewerId, userId),
      viewerId === null ? null : blockRelation(db, viewerId, userId),
    ]);
    return toOtherUserInfo(row, counts, {
      now: this.deps.clock(),
      followFlag: flag,
      isBlack: blocked?.aBlockedB === true,
    });
  }

  async account(userId: number): Promise<AccountInfo> {
    const row = await this.me(userId);
    return {
      phone: maskPhone(row.phone),
      email: maskEmail(row.email),
      has_password: row.passwordHash !== null,
      wechat_bound: await hasIdentity(this.deps.db, userId, 'wechat'),
    };
  }

  async phone(userId: number): Promise<{ phone: string; bound: boolean }> {
    const row = await this.me(userId);
    return { phone: maskPhone(row.phone), bound: row.phone !== null };
  }

  async secret(userId: number): Promise<Secret> {
    return toSecret(await this.me(userId));
  }

  async updateSecret(userId: number, patch: Partial<Secret>): Promise<Secret> {
    await updateUser(this.deps.db, userId, {
      showFollow: patch.show_follow,
      showFans: patch.show_fans,
      showCollect: patch.show_collect,
      showDynamic: patch.show_dynamic,
    });
    return this.secret(userId);
  }

  async update(userId: number, input: UpdateInput): Promise<UserInfo> {
    const { db } = this.deps;
    // The contract cleaned it already; this gives the key and refuses the same way again.
    const name = normalizeNickname(input.nickname);
    // 站务官方 speaks for the site: staff only, on a profile as on a project team.
    if (input.profession === Occupation.label(OCCUPATION.stationPublic))
      await assertMayUseOccupation(db, userId, OCCUPATION.stationPublic);
    if (await otherUserWith(db, 'nicknameKey', name.key, userId))
      throw AppError.conflict(await this.nicknameClash(name.nickname, userId));
    try {
      await updateUser(db, userId, {
        nickname: name.nickname,
        nicknameKey: name.key,
        sex: input.sex,
        userSign: input.user_sign,
        district: input.district,
        profession: input.profession,
        interests: input.interests,
      });
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === 'users_nickname_idx' || index === 'users_nickname_key_idx')
        throw AppError.conflict(await this.nicknameClash(name.nickname, userId));
      throw err;
    }
    // User search reads the vector, not the columns: keep it in step with what it indexes.
    if (input.nickname !== undefined || input.user_sign !== undefined)
      await refreshUserSearchVector(db, userId);
    return this.selfInfo(userId);
  }

  /** 已被使用 when someone has exactly this name, 过于相似 when only a look-alike. */
  private async nicknameClash(nickname: string, userId: number): Promise<string> {
    const exact = await otherUserWith(this.deps.db, 'nickname', nickname, userId);
    return exact ? MSG.nicknameTaken : MSG.nicknameLookalike;
  }

  /**
   * Sets or changes the password. With a password already set the old one is required.
   * Other sessions end (a stolen session cannot outlive the change); this one stays.
   */
  async changePassword(auth: AuthUser, input: PasswordInput): Promise<void> {
    if (input.password !== input.password_confirm)
      throw AppError.badRequest(MSG.passwordConfirmMismatch);
    const row = await this.me(auth.userId);
    if (row.passwordHash !== null) {
      if (!input.old_password) throw AppError.badRequest(MSG.oldPasswordRequired);
      // A stolen session must not become a way to guess the password: throttled like logins.
      const account = { userId: auth.userId };
      await this.deps.throttle.takeTry(account, oldPasswordLockedMessage);
      if (!(await verifyPassword(input.old_password, row.passwordHash)))
        throw AppError.badRequest(MSG.oldPasswordWrong);
      await this.deps.throttle.giveBack(account);
    }
    await updateUser(this.deps.db, auth.userId, {
      passwordHash: await hashPassword(input.password),
    });
    await this.deps.sessions.revokeAll(auth.userId, auth.sessionId);
  }

  private async me(userId: number): Promise<AccountRow> {
    const row = await findUser(this.deps.db, userId);
    // A live session whose user was deleted: treat as logged out.
    if (!row) throw AppError.unauthorized(MSG.loginRequired);
    return row;
  }
}
