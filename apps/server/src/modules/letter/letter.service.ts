import {
  LETTER_IMAGE_MAX_PX,
  LETTER_READ_ALL,
  LETTER_SEND_LIMIT,
  LETTER_SEND_WINDOW_MS,
  MSG,
  type ChatMessage,
  type LetterBoxPage,
  type LetterListPage,
  type LetterReadState,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { retryOnDeadlock } from '../../lib/db-errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { Realtime } from '../../realtime/realtime';
import { storeFittedImage } from '../../uploads/image';
import type { Storage } from '../../uploads/storage';
import { assertNotMuted } from '../admin/sanctions';
import { paginate } from '../forum/forum.service';
import { blockRelation } from '../social/black.repository';
import { LetterBatcher } from './letter-batcher';
import { LETTER_IMAGE_FOLDER, letterHtml } from './letter-content';
import { pushUnread } from './letter-push';
import {
  chatFrame,
  toChatMessage,
  toChatUser,
  toConversation,
  type ChatUserRow,
} from './letter.mapper';
import { findBoxPage, findLetterPage } from './letter-pages';
import { findChatUsers, findLetterByNo, markRead, unreadTotal } from './letter.repository';
import { TooManyRequests } from '../../write-limits/too-many-requests';

export interface LetterDeps {
  db: Db;
  /** Insert statements that may run at once (LetterBatcher): 1 on PGlite, a few on PostgreSQL. */
  maxInsertsInFlight: number;
  clock: Clock;
  rateLimiter: RateLimiter;
  realtime: Realtime;
  storage: Storage;
  /** The site's origin: an absolute URL of our own chat upload is accepted too. */
  publicUrl: string;
}

export interface SendInput {
  toUserId: number;
  no: string;
  msg: string;
  kind: number;
}

export interface SentLetter {
  message: ChatMessage;
  /** True when `no` had been sent before: nothing new was stored or delivered. */
  duplicate: boolean;
}

/**
 * Private letters (SPEC §4 chat, docs/letters.md). Every call acts as `me`: ids name my
 * letters and conversations, and a letter that is not mine (or not visible to me) is
 * "not found" rather than "forbidden", so nobody learns which ids exist.
 */
export class LetterService {
  private readonly batcher: LetterBatcher;

  constructor(private readonly deps: LetterDeps) {
    this.batcher = new LetterBatcher(deps.db, deps.maxInsertsInFlight);
  }

  /**
   * Stores a letter, then pushes it to every socket of the recipient and to the sender's
   * other sockets (`originConnection` gets the caller's ack instead). The same path serves
   * the socket and POST /web/letter/send.
   */
  async send(me: number, input: SendInput, originConnection?: string): Promise<SentLetter> {
    const { clock, rateLimiter, realtime } = this.deps;
    if (input.toUserId === me) throw AppError.badRequest(MSG.letterSelf);
    const content = await letterHtml(input.kind, input.msg, this.deps);
    const limit = await rateLimiter.hit(
      { points: LETTER_SEND_LIMIT, windowMs: LETTER_SEND_WINDOW_MS },
      `letter:${me}`,
    );
    if (!limit.allowed) throw new TooManyRequests(limit.resetMs, MSG.letterSendTooFast);
    const createTime = new Date(clock());
    const row = await this.batcher.insert({
      senderId: me,
      recipientId: input.toUserId,
      kind: input.kind,
      content,
      no: input.no,
      createTime,
    });
    if (!row) return this.explainRefusal(me, input);
    const letter = {
      id: row.id,
      senderId: me,
      recipientId: input.toUserId,
      kind: input.kind,
      content,
    };
    const sender = { id: me, nickname: row.nickname, imageUrl: row.imageUrl };
    const meta = { no: input.no, createTime: row.createTime, sender };
    await Promise.all([
      realtime.publish(
        input.toUserId,
        chatFrame(letter, meta, input.toUserId, row.recipientUnread),
      ),
      realtime.publish(me, chatFrame(letter, meta, me, row.senderUnread), {
        except: originConnection,
      }),
    ]);
    const stored = { ...letter, no: input.no, createTime: row.createTime, isRead: false };
    return {
      message: toChatMessage({ ...stored, recallTime: null }, me, meta.sender),
      duplicate: false,
    };
  }

  /** Nothing was inserted: a resend of `no` (answered with the stored letter) or a refusal. */
  private async explainRefusal(me: number, input: SendInput): Promise<SentLetter> {
    const { db } = this.deps;
    const existing = await findLetterByNo(db, me, input.no);
    if (existing) {
      if (existing.recipientId !== input.toUserId) throw AppError.conflict(MSG.letterNoReused);
      const sender = await this.chatUser(me);
      return { message: toChatMessage(existing, me, sender), duplicate: true };
    }
    await assertNotMuted(db, me, this.deps.clock());
    if (!(await this.findUser(input.toUserId))) throw AppError.notFound(MSG.userNotFound);
    const { aBlockedB: iBlocked, bBlockedA: theyBlocked } = await blockRelation(
      db,
      me,
      input.toUserId,
    );
    if (theyBlocked) throw AppError.forbidden(MSG.letterBlockedByThem);
    if (iBlocked) throw AppError.forbidden(MSG.letterBlockedByMe);
    // The block went away between the insert and these reads: the caller may retry.
    throw AppError.conflict(MSG.letterSendTooFast);
  }

  private async findUser(id: number): Promise<ChatUserRow | undefined> {
    const [row] = await findChatUsers(this.deps.db, [id]);
    return row;
  }

  private async chatUser(id: number): Promise<ChatUserRow> {
    const row = await this.findUser(id);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    return row;
  }

  /** GET /web/letter/list: page 1 is the newest page; each page is oldest first. */
  async list(
    me: number,
    q: { letterUserId: number; page: number; pageSize: number },
  ): Promise<LetterListPage> {
    const { db } = this.deps;
    const { rows, total, self, other } = await findLetterPage(db, {
      me,
      other: q.letterUserId,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    if (!other || !self) throw AppError.notFound(MSG.userNotFound);
    return {
      data: rows.reverse().map((r) => toChatMessage(r, me, r.senderId === me ? self : other)),
      paginate: paginate(total, q.page, q.pageSize),
      letter_user: toChatUser(other),
    };
  }

  /** GET /web/letter/box: my conversations, latest first, and my unread total. */
  async box(me: number, q: { page: number; pageSize: number }): Promise<LetterBoxPage> {
    const { db } = this.deps;
    const { rows, total, unread } = await findBoxPage(
      db,
      me,
      q.pageSize,
      (q.page - 1) * q.pageSize,
    );
    return {
      data: rows.map((r) => toConversation(r, me)),
      paginate: paginate(total, q.page, q.pageSize),
      unread_total: unread,
    };
  }

  /** GET /web/letter/read: one conversation (a user id) or all of them. */
  async read(me: number, userType: number | typeof LETTER_READ_ALL): Promise<LetterReadState> {
    const { db } = this.deps;
    const senderId = userType === LETTER_READ_ALL ? null : userType;
    const rows = await retryOnDeadlock(() => markRead(db, me, senderId));
    const read = rows.reduce((sum, r) => sum + r.marked, 0);
    const total = await unreadTotal(db, me);
    if (read > 0) await pushUnread(this.deps, me, senderId ?? 0, rows[0]?.unread ?? 0, total);
    return { read, unread_total: total };
  }

  /** POST /web/letter/image: checked by content, re-encoded, stored under its hash. */
  async uploadImage(file: Buffer): Promise<{ item_image: string }> {
    const url = await storeFittedImage(this.deps.storage, file, {
      folder: LETTER_IMAGE_FOLDER,
      maxPx: LETTER_IMAGE_MAX_PX,
    });
    return { item_image: url };
  }
}
