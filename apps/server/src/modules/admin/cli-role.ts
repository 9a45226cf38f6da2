import { eq } from 'drizzle-orm';
import { MSG, STAFF_ACTION, USER_ROLE } from '@xinke/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createUser } from '../auth/new-user';
import { setUserRole } from './roles';

/*
 * The command line's role changes (`npm run xinke -- admin grant|revoke <phone>`): the
 * first admin of a clean install, and the way back when the console is out of reach. The
 * change itself is the console's setUserRole (one last-admin rule), with no actor (the
 * operator at the server's shell), reason 'cli' and its own action 命令行设置角色.
 */

export interface RoleChange {
  userId: number;
  nickname: string;
  /** A new account was made for the phone (the operator then logs in by SMS code). */
  created: boolean;
  /** The role it had; equal to the new one when nothing had to change. */
  before: string;
  after: string;
}

export class LastAdminError extends Error {
  constructor() {
    super('这是最后一位管理员，不能撤销（the last admin cannot be revoked）');
  }
}

export class NoSuchAccountError extends Error {
  constructor(phone: string) {
    super(`没有手机号为 ${phone} 的账号（no account with this phone）`);
  }
}

async function accountOf(db: Db, phone: string) {
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname, role: users.role })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row;
}

async function changeRole(
  account: { id: number; nickname: string; role: string },
  db: Db,
  role: typeof USER_ROLE.admin | typeof USER_ROLE.user,
  created: boolean,
): Promise<RoleChange> {
  const change = { userId: account.id, nickname: account.nickname, created };
  if (account.role === role || (role === USER_ROLE.user && account.role !== USER_ROLE.admin))
    return { ...change, before: account.role, after: account.role };
  try {
    const done = await setUserRole(db, null, account.id, role, 'cli', STAFF_ACTION.userRoleCli);
    return { ...change, ...done };
  } catch (err) {
    if (err instanceof AppError && err.message === MSG.lastAdmin) throw new LastAdminError();
    throw err;
  }
}

/** Makes the account with `phone` an admin, creating the account when there is none. */
export async function grantAdmin(db: Db, phone: string): Promise<RoleChange> {
  let account = await accountOf(db, phone);
  const created = !account;
  if (!account) {
    await createUser(db, { phone });
    account = await accountOf(db, phone);
    if (!account) throw new Error('the new account was not found');
  }
  return changeRole(account, db, USER_ROLE.admin, created);
}

/** Makes the admin with `phone` a user again; refused for the last admin (setUserRole). */
export async function revokeAdmin(db: Db, phone: string): Promise<RoleChange> {
  const account = await accountOf(db, phone);
  if (!account) throw new NoSuchAccountError(phone);
  return changeRole(account, db, USER_ROLE.user, false);
}
