import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

/*
 * The hot path of chat: storing letters (see letter.repository.ts for the lock order and
 * the counter rule every writer follows).
 */

export interface NewLetter {
  senderId: number;
  recipientId: number;
  kind: number;
  content: string;
  no: string;
  createTime: Date;
}

export interface InsertedLetter {
  id: number;
  createTime: Date;
  /** Unread letters from the sender in the recipient's conversation, this one included. */
  recipientUnread: number;
  /** The sender's own unread count in the same conversation (unchanged by sending). */
  senderUnread: number;
  /** The sender's nickname and avatar, for the chat frames. */
  nickname: string;
  imageUrl: string;
}

interface InsertedRow extends InsertedLetter {
  senderId: number;
  recipientId: number;
  no: string;
}

/**
 * Stores letters and moves both letter boxes of each, in one statement (atomic without a
 * transaction; one round trip and one commit for the whole batch — see LetterBatcher).
 * Conversation rows are upserted once per conversation, in (owner, other) order, so
 * concurrent batches lock them in the same order. The answer has one entry per input
 * letter, in order: null when nothing was stored for it because the recipient does not
 * exist, a block stands between the two either way, the sender is muted, or the sender
 * already used `no`.
 */
export async function insertLetters(db: Db, list: NewLetter[]): Promise<(InsertedLetter | null)[]> {
  if (!list.length) return [];
  const values = sql.join(
    list.map(
      (l, i) =>
        sql`(${i}::int, ${l.senderId}::int, ${l.recipientId}::int, ${l.kind}::smallint, ${l.content}::text, ${l.no}::text, ${l.createTime.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await selectRows<InsertedRow>(
    db,
    sql`with input (ord, sender_id, recipient_id, kind, content, no, create_time) as (
      values ${values}
    ), target as (
      select i.* from input i
      join users u on u.id = i.recipient_id
      -- A muted sender stores nothing (docs/admin-users.md); explained after the statement.
      join users s on s.id = i.sender_id
        and (s.mute_until is null or s.mute_until <= i.create_time)
      where not exists (
        select 1 from blacks b
        where (b.user_id = i.recipient_id and b.black_user_id = i.sender_id)
           or (b.user_id = i.sender_id and b.black_user_id = i.recipient_id))
    ), ins as (
      insert into letters (sender_id, recipient_id, pair_low, pair_high, kind, content, no, create_time)
      select sender_id, recipient_id, least(sender_id, recipient_id),
        greatest(sender_id, recipient_id), kind, content, no, create_time
      from target order by ord
      on conflict (sender_id, no) do nothing
      returning id, sender_id, recipient_id, no, create_time
    ), deltas as (
      select v.owner_id, v.other_id, sum(v.unread)::int as unread,
        max(ins.id) as last_id, max(ins.create_time) as last_time
      from ins cross join lateral (values
        (ins.sender_id, ins.recipient_id, 0),
        (ins.recipient_id, ins.sender_id, 1)
      ) as v(owner_id, other_id, unread)
      group by v.owner_id, v.other_id
    ), conv as (
      insert into conversations (owner_id, other_id, unread, last_letter_id, update_time, hidden)
      select owner_id, other_id, unread, last_id, last_time, false
      from deltas order by owner_id, other_id
      on conflict (owner_id, other_id) do update set
        unread = conversations.unread + excluded.unread,
        last_letter_id = greatest(conversations.last_letter_id, excluded.last_letter_id),
        update_time = greatest(conversations.update_time, excluded.update_time),
        hidden = false
      returning owner_id, other_id, unread
    )
    select ins.id, ins.sender_id as "senderId", ins.recipient_id as "recipientId", ins.no,
      ins.create_time as "createTime", r.unread as "recipientUnread",
      s.unread as "senderUnread", u.nickname, u.image_url as "imageUrl"
    from ins
    join conv r on r.owner_id = ins.recipient_id and r.other_id = ins.sender_id
    join conv s on s.owner_id = ins.sender_id and s.other_id = ins.recipient_id
    join users u on u.id = ins.sender_id`,
  );
  return matchInserted(list, rows);
}

/**
 * The statement's rows back in input order. Its counters are those after the whole
 * batch; a letter followed by others in the same conversation gets the count as it stood
 * right after it (the final count minus the later letters).
 */
function matchInserted(list: NewLetter[], rows: InsertedRow[]): (InsertedLetter | null)[] {
  const byKey = new Map(rows.map((r) => [`${r.senderId}:${r.no}`, r]));
  const later = (r: InsertedRow, from: number, to: number) =>
    rows.filter((o) => o.senderId === from && o.recipientId === to && o.id > r.id).length;
  const taken = new Set<InsertedRow>();
  return list.map((l) => {
    const r = byKey.get(`${l.senderId}:${l.no}`);
    if (!r || taken.has(r)) return null;
    taken.add(r);
    return {
      id: r.id,
      createTime: new Date(r.createTime),
      recipientUnread: r.recipientUnread - later(r, r.senderId, r.recipientId),
      senderUnread: r.senderUnread - later(r, r.recipientId, r.senderId),
      nickname: r.nickname,
      imageUrl: r.imageUrl,
    };
  });
}
