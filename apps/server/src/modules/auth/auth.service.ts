import { LOGIN_METHOD, MSG, isEmail, type LoginResult } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/secrets';
import type { CodeService } from './code.service';
import type { LoginThrottle } from './login-throttle';
import type { AuthUser, ClientMeta, SessionService } from './session.service';
import { findCredentialsByEmail, findCredentialsByPhone, setPasswordHash } from './auth.repository';
import { createUser } from './new-user';

export interface AuthServiceDeps {
  db: Db;
  codes: CodeService;
  sessions: SessionService;
  throttle: LoginThrottle;
}

const findByLogin = (db: Db, login: string) =>
  isEmail(login) ? findCredentialsByEmail(db, login) : findCredentialsByPhone(db, login);

/** Getting in and out: SMS code, password, register, logout, forgotten password. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  sendLoginCode(phone: string, ip: string): Promise<void> {
    return this.deps.codes.send({ channel: 'sms', target: phone, purpose: 'login', ip });
  }

  /** SPEC §7 sms_code_login: the first login creates the account (is_old 0). */
  async smsCodeLogin(phone: string, code: string, meta: ClientMeta): Promise<LoginResult> {
    const { db, codes, sessions, throttle } = this.deps;
    await codes.countCheck(meta.ip);
    await codes.verify({ target: phone, purpose: 'login', code, consume: true });
    const user = await findCredentialsByPhone(db, phone);
    const userId = user?.id ?? (await this.createByPhone(phone));
    // Whoever holds the phone is the owner: password guesses by others no longer lock them.
    if (user) await throttle.unlock([user.phone, user.email], user.id);
    return sessions.issue(userId, meta, LOGIN_METHOD.sms);
  }

  async passwordLogin(login: string, password: string, meta: ClientMeta): Promise<LoginResult> {
    const { db, throttle, sessions } = this.deps;
    await throttle.countAttempt(meta.ip);
    await throttle.takeTry({ login });
    const user = await findByLogin(db, login);
    // Same work and the same answer whether the account is missing or the password wrong.
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !user.passwordHash || !ok) throw AppError.badRequest(MSG.accountOrPasswordWrong);
    await throttle.giveBack({ login });
    return sessions.issue(user.id, meta, LOGIN_METHOD.password);
  }

  async register(
    input: { phone: string; code: string; password: string; interests?: number[] },
    meta: ClientMeta,
  ): Promise<LoginResult> {
    const { db, codes, sessions } = this.deps;
    await codes.countCheck(meta.ip);
    const code = { target: input.phone, purpose: 'login' as const, code: input.code };
    // The code first: only whoever holds the phone learns that it is registered. Checked
    // without using it up, so the owner can still log in with it after the 409.
    await codes.verify({ ...code, consume: false });
    if (await findCredentialsByPhone(db, input.phone)) throw AppError.conflict(MSG.phoneRegistered);
    await codes.verify({ ...code, consume: true });
    const passwordHash = await hashPassword(input.password);
    try {
      // SPEC §9: the interests chosen on the sign-up form, when it offered them.
      const userId = await createUser(db, {
        phone: input.phone,
        passwordHash,
        interests: input.interests ?? [],
      });
      return await sessions.issue(userId, meta, LOGIN_METHOD.sms);
    } catch (err) {
      if (uniqueViolation(err) === 'users_phone_unique')
        throw AppError.conflict(MSG.phoneRegistered);
      throw err;
    }
  }

  logout(user: AuthUser): Promise<void> {
    return this.deps.sessions.revoke(user);
  }

  /** Unknown accounts get the same answer and limits, but nothing is sent (no enumeration). */
  async forgetSend(phoneEmail: string, ip: string): Promise<void> {
    const user = await findByLogin(this.deps.db, phoneEmail);
    await this.deps.codes.send({
      channel: isEmail(phoneEmail) ? 'email' : 'sms',
      target: phoneEmail,
      purpose: 'forget',
      ip,
      deliver: Boolean(user),
    });
  }

  async forgetNext(phoneEmail: string, code: string, ip: string): Promise<void> {
    await this.deps.codes.countCheck(ip);
    await this.deps.codes.verify({ target: phoneEmail, purpose: 'forget', code, consume: false });
  }

  /** Sets the new password and ends every session of the account, wherever it was. */
  async forgetReset(input: {
    phoneEmail: string;
    code: string;
    password: string;
    ip: string;
  }): Promise<void> {
    const { db, codes, sessions, throttle } = this.deps;
    await codes.countCheck(input.ip);
    const user = await findByLogin(db, input.phoneEmail);
    // An unknown account never received a code, so its row (if any) cannot match.
    await codes.verify({
      target: input.phoneEmail,
      purpose: 'forget',
      code: input.code,
      consume: true,
    });
    if (!user) throw AppError.badRequest(MSG.codeWrong);
    await setPasswordHash(db, user.id, await hashPassword(input.password));
    await throttle.unlock([input.phoneEmail, user.phone, user.email], user.id);
    await sessions.revokeAll(user.id);
  }

  private async createByPhone(phone: string): Promise<number> {
    try {
      return await createUser(this.deps.db, { phone });
    } catch (err) {
      // Two first logins at once: the other request created the account; use it.
      const existing = uniqueViolation(err)
        ? await findCredentialsByPhone(this.deps.db, phone)
        : undefined;
      if (existing) return existing.id;
      throw err;
    }
  }
}
