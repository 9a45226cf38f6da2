import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const credentialColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  // The logins a password lock may be kept under (LoginThrottle.unlock).
  phone: users.phone,
  email: users.email,
};

export async function findCredentialsByPhone(db: Db, phone: string) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.phone, phone));
  return row;
}

export async function findCredentialsByEmail(db: Db, email: string) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email));
  return row;
}

export async function findCredentialsById(db: Db, id: number) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Whether an account holds this nickname key (lib/nickname.ts), i.e. a look-alike name. */
export async function nicknameKeyExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nicknameKey, key))
    .limit(1);
  return Boolean(row);
}

/** Inserts a user; unique violations (phone, e-mail, nickname) propagate to the caller. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert user failed');
  return row.id;
}

export async function setPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: hash, updateTime: new Date() })
    .where(eq(users.id, userId));
}
