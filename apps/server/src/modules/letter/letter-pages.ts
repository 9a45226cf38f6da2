import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { headOfPage, type SqlValue } from '../../db/page-head';
import { preparedOnce } from '../../db/prepared-once';
import { conversations, letters, users } from '../../db/schema';
import type { ChatUserRow } from './letter.mapper';
import {
  pairOf,
  pairWhere,
  unreadTotalSql,
  type BoxRow,
  type LetterRow,
} from './letter.repository';

/*
 * The two pages a member reads of their letters, each one prepared statement with its head
 * (db/page-head.ts): a chat (GET /web/letter/list) and the box (GET /web/letter/box).
 */

/** My box_delete marker of the pair: my side's cleared_letter_id, 0 without one. */
const clearedOf = (me: SqlValue, other: SqlValue) =>
  sql`coalesce((select c.cleared_letter_id from ${conversations} c
    where c.owner_id = ${me} and c.other_id = ${other}), 0)`;

type Chat = { me: SqlValue; other: SqlValue; low: SqlValue; high: SqlValue };

/** One side of the chat as the page shows it (null: no such member). */
const chatUser = (id: SqlValue) =>
  sql<ChatUserRow | null>`(select json_build_object('id', p.id, 'nickname', p.nickname, 'imageUrl', p.image_url)
    from ${users} p where p.id = ${id})`;

// The subquery's letters shadow the page's: pairWhere's columns name its own rows.
const chatHead = (c: Chat) => ({
  total: sql<number>`(select count(*)::int from ${letters} where ${pairWhere(c, clearedOf(c.me, c.other))})`,
  self: chatUser(c.me),
  other: chatUser(c.other),
});

const chatPage = preparedOnce('letter_chat_page', (db) => {
  const c: Chat = {
    me: sql.placeholder('me'),
    other: sql.placeholder('other'),
    low: sql.placeholder('low'),
    high: sql.placeholder('high'),
  };
  return db
    .select({ letter: getTableColumns(letters), head: chatHead(c) })
    .from(letters)
    .where(pairWhere(c, clearedOf(c.me, c.other)))
    .orderBy(desc(letters.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/**
 * One page of the conversation I can see, newest first (letters_pair_idx), with the total
 * and both people: one statement (was four: the people, my side of the conversation, the
 * page, the count).
 */
export async function findLetterPage(
  db: Db,
  q: { me: number; other: number; limit: number; offset: number },
): Promise<{
  rows: LetterRow[];
  total: number;
  self: ChatUserRow | null;
  other: ChatUserRow | null;
}> {
  const [low, high] = pairOf(q.me, q.other);
  const c = { me: q.me, other: q.other, low, high };
  const rows = await chatPage(db).execute({ ...c, limit: q.limit, offset: q.offset });
  const head = await headOfPage(
    db,
    rows.map((r) => r.head),
    chatHead(c),
  );
  return {
    rows: rows.map((r) => r.letter),
    total: head?.total ?? 0,
    self: head?.self ?? null,
    other: head?.other ?? null,
  };
}

const boxHead = (me: SqlValue) => ({
  total: sql<number>`(select count(*)::int from ${conversations} b
    where b.owner_id = ${me} and not b.hidden)`,
  unread: unreadTotalSql(me),
});

const boxPage = preparedOnce('letter_box_page', (db) => {
  const me = sql.placeholder('me');
  return db
    .select({
      id: conversations.id,
      otherId: conversations.otherId,
      unread: conversations.unread,
      updateTime: conversations.updateTime,
      nickname: users.nickname,
      imageUrl: users.imageUrl,
      content: letters.content,
      senderId: letters.senderId,
      recallTime: letters.recallTime,
      head: boxHead(me),
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.otherId))
    .leftJoin(letters, eq(letters.id, conversations.lastLetterId))
    .where(and(eq(conversations.ownerId, me), eq(conversations.hidden, false)))
    .orderBy(desc(conversations.updateTime), desc(conversations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});

/**
 * My visible conversations, latest first (conversations_box_idx), with their total and my
 * unread letters in all of them.
 */
export async function findBoxPage(db: Db, me: number, limit: number, offset: number) {
  const rows = await boxPage(db).execute({ me, limit, offset });
  const head = await headOfPage(
    db,
    rows.map((r) => r.head),
    boxHead(me),
  );
  return {
    rows: rows.map(({ head: _, ...row }) => row as BoxRow),
    total: head?.total ?? 0,
    unread: head?.unread ?? 0,
  };
}
