import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ChatMessage, Conversation } from '@xinke/shared';
import { selectRows, type Db } from '../src/db/client';
import type { TestApp } from './create-test-app';
import { buildUser, callAs, loginAs } from './factories';

/** Test helpers of private letters: people with a logged-in caller, and the wire calls. */

let sequence = 0;
/** A client message number no other test letter uses. */
export const nextNo = () => `t-${Date.now().toString(36)}-${++sequence}`;

export async function person(
  t: Pick<TestApp, 'app' | 'db'>,
  overrides: Parameters<typeof buildUser>[1] = {},
) {
  const user = await buildUser(t.db, overrides);
  const token = await loginAs(t.db, user);
  return { user, token, as: callAs(t.app, token) };
}
export type Person = Awaited<ReturnType<typeof person>>;

export function letterCalls() {
  return {
    send: (from: Person, to: Person, msg: string, extra: Record<string, unknown> = {}) =>
      from.as('POST', '/web/letter/send', { to_user_id: to.user.id, no: nextNo(), msg, ...extra }),
    /** Sends and returns the stored message, failing the test when refused. */
    async say(from: Person, to: Person, msg: string): Promise<ChatMessage> {
      const res = await from.as('POST', '/web/letter/send', {
        to_user_id: to.user.id,
        no: nextNo(),
        msg,
      });
      expect(res.json()).toMatchObject({ code: 0 });
      return res.json().data as ChatMessage;
    },
    async list(p: Person, other: Person, query = '') {
      const res = await p.as('GET', `/web/letter/list?letter_user_id=${other.user.id}${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        data: ChatMessage[];
        paginate: { current_page: number; last_page: number; total: number };
      };
    },
    async box(p: Person) {
      const res = await p.as('GET', '/web/letter/box');
      expect(res.statusCode).toBe(200);
      return res.json().data as { data: Conversation[]; unread_total: number };
    },
    read: (p: Person, userType: number | 'all') =>
      p.as('GET', `/web/letter/read?user_type=${userType}`),
    remove: (p: Person, id: number) => p.as('POST', '/web/letter/delete', { id }),
    recall: (p: Person, id: number) => p.as('POST', '/web/letter/reback', { id }),
    removeBox: (p: Person, id: number) => p.as('POST', '/web/letter/box_delete', { id }),
  };
}

/**
 * Every conversation's unread counter equals the unread letters it counts (the invariant
 * the letter module keeps in the same statement as each change).
 */
export async function expectExactUnread(db: Db): Promise<void> {
  const drift = await selectRows<{
    ownerId: number;
    otherId: number;
    unread: number;
    real: number;
  }>(
    db,
    sql`select c.owner_id as "ownerId", c.other_id as "otherId", c.unread,
      (select count(*)::int from letters l
       where l.recipient_id = c.owner_id and l.sender_id = c.other_id and not l.is_read) as real
    from conversations c`,
  );
  expect(drift.filter((r) => r.unread !== r.real)).toEqual([]);
}
