import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { ADDRESS_LIMITS, STORE_MSG, type Address, type ZAddressInput } from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withUserLock } from './user-lock';

type AddressRow = typeof addresses.$inferSelect;
type AddressBody = z.output<typeof ZAddressInput>;

export const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  region: r.region,
  detail: r.detail,
  is_default: r.isDefault,
});

/**
 * The shipping address book (收货地址, docs/store.md): at most 20, exactly one default
 * while any exist (the first one, or the one marked; deleting the default promotes the
 * newest). Someone else's address is 404, like a missing one.
 */
export class AddressService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.id));
    return rows.map(toAddress);
  }

  async own(db: Db, userId: number, id: number): Promise<AddressRow> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    if (!row) throw AppError.notFound(STORE_MSG.addressNotFound);
    return row;
  }

  private async clearDefault(tx: Db, userId: number, except: number) {
    await tx
      .update(addresses)
      .set({ isDefault: 0 })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, except)));
  }

  async create(userId: number, body: AddressBody): Promise<Address> {
    // Serialised per member so two tabs cannot pass the count check together.
    return withUserLock(this.db, userId, async (tx) => {
      const [n] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      const total = n?.n ?? 0;
      if (total >= ADDRESS_LIMITS.max) throw AppError.conflict(STORE_MSG.addressTooMany);
      const isDefault = total === 0 ? 1 : body.is_default;
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...pick(body), isDefault })
        .returning();
      if (!row) throw new Error('address insert returned nothing');
      if (isDefault) await this.clearDefault(tx, userId, row.id);
      return toAddress(row);
    });
  }

  async update(userId: number, id: number, body: AddressBody): Promise<Address> {
    return withUserLock(this.db, userId, async (tx) => {
      const current = await this.own(tx, userId, id);
      // Unmarking the only default would leave none: the default stays until another is marked.
      const isDefault = current.isDefault ? 1 : body.is_default;
      const [row] = await tx
        .update(addresses)
        .set({ ...pick(body), isDefault })
        .where(eq(addresses.id, id))
        .returning();
      if (!row) throw AppError.notFound(STORE_MSG.addressNotFound);
      if (isDefault) await this.clearDefault(tx, userId, row.id);
      return toAddress(row);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    await withUserLock(this.db, userId, async (tx) => {
      const current = await this.own(tx, userId, id);
      await tx.delete(addresses).where(eq(addresses.id, id));
      if (!current.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.id), asc(addresses.isDefault))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: 1 }).where(eq(addresses.id, next.id));
    });
  }
}

const pick = (b: AddressBody) => ({
  name: b.name,
  phone: b.phone,
  region: b.region,
  detail: b.detail,
});
