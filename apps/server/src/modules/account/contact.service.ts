import { MSG } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { CodeService } from '../auth/code.service';
import { findUser, otherUserWith, updateUser } from './account.repository';

export type ContactKind = 'phone' | 'email';

const TEXT = {
  phone: {
    none: MSG.noPhoneBound,
    already: MSG.phoneAlreadyBound,
    taken: MSG.phoneTaken,
    same: MSG.phoneSameAsCurrent,
  },
  email: {
    none: MSG.noEmailBound,
    already: MSG.emailAlreadyBound,
    taken: MSG.emailTaken,
    same: MSG.emailSameAsCurrent,
  },
} as const;

const channelOf = (kind: ContactKind) => (kind === 'phone' ? 'sms' : 'email');

/**
 * Binding and changing the phone and e-mail (SPEC §7). A change proves both ends: a code
 * sent to the current address (purpose verify) and one sent to the new one (purpose
 * bind), both tied to this user. Addresses used by another account are refused.
 */
export class ContactService {
  constructor(private readonly deps: { db: Db; codes: CodeService }) {}

  async sendToCurrent(userId: number, kind: ContactKind, ip: string): Promise<void> {
    const current = await this.current(userId, kind);
    if (!current) throw AppError.badRequest(TEXT[kind].none);
    await this.deps.codes.send({
      channel: channelOf(kind),
      target: current,
      purpose: 'verify',
      userId,
      ip,
    });
  }

  async sendToNew(userId: number, kind: ContactKind, target: string, ip: string): Promise<void> {
    await this.assertUsable(userId, kind, target);
    await this.deps.codes.send({ channel: channelOf(kind), target, purpose: 'bind', userId, ip });
  }

  async bind(
    userId: number,
    kind: ContactKind,
    target: string,
    code: string,
    ip: string,
  ): Promise<void> {
    await this.deps.codes.countCheck(ip);
    if (await this.current(userId, kind)) throw AppError.badRequest(TEXT[kind].already);
    await this.assertUsable(userId, kind, target);
    await this.deps.codes.verify({ target, purpose: 'bind', userId, code, consume: true });
    await this.save(userId, kind, target);
  }

  async change(
    userId: number,
    kind: ContactKind,
    target: string,
    code: string,
    currentCode: string,
    ip: string,
  ): Promise<void> {
    await this.deps.codes.countCheck(ip);
    const current = await this.current(userId, kind);
    if (!current) throw AppError.badRequest(TEXT[kind].none);
    await this.assertUsable(userId, kind, target);
    const { codes } = this.deps;
    const old = { target: current, purpose: 'verify' as const, userId, code: currentCode };
    const fresh = { target, purpose: 'bind' as const, userId, code };
    // Check both before using either up, so one typo does not cost the other code.
    await codes.verify({ ...old, consume: false });
    await codes.verify({ ...fresh, consume: false });
    await codes.verify({ ...old, consume: true });
    await codes.verify({ ...fresh, consume: true });
    await this.save(userId, kind, target);
  }

  private async current(userId: number, kind: ContactKind): Promise<string | null> {
    const row = await findUser(this.deps.db, userId);
    if (!row) throw AppError.unauthorized(MSG.loginRequired);
    return kind === 'phone' ? row.phone : row.email;
  }

  private async assertUsable(userId: number, kind: ContactKind, target: string): Promise<void> {
    if ((await this.current(userId, kind)) === target) throw AppError.badRequest(TEXT[kind].same);
    if (await otherUserWith(this.deps.db, kind, target, userId))
      throw AppError.conflict(TEXT[kind].taken);
  }

  private async save(userId: number, kind: ContactKind, target: string): Promise<void> {
    try {
      await updateUser(
        this.deps.db,
        userId,
        kind === 'phone' ? { phone: target } : { email: target },
      );
    } catch (err) {
      if (uniqueViolation(err)) throw AppError.conflict(TEXT[kind].taken);
      throw err;
    }
  }
}
