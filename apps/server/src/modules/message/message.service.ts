import {
  MESSAGE_CATEGORY,
  MESSAGE_POP_LIMIT,
  MESSAGE_TAB,
  MSG,
  unreadTipMessage,
  type MessageCounts,
  type MessageRow,
  type MessageTip,
  type Paginate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginate } from '../forum/forum.service';
import type { LetterCounter } from './letter-counter';
import { countUnseen } from '../medal/medal.repository';
import { announce } from './message-events';
import { findCategoryPage } from './category-page';
import { toMessageRow } from './message-row';
import { countMessages, foldIfMany } from './message-totals';
import {
  countUnreadByCategory,
  findNewestAcross,
  findOwnMessage,
  hasUnread,
  markOneRead,
  markRead,
} from './message.repository';

export interface MessageServiceDeps {
  db: Db;
  letters: LetterCounter;
}

export interface MessagePage {
  data: MessageRow[];
  paginate: Paginate;
}

/**
 * The message centre of the logged-in user. Every method takes the user from the session
 * and touches only that user's rows, so nobody reads or marks another person's messages.
 */
export class MessageService {
  constructor(private readonly deps: MessageServiceDeps) {}

  /** SPEC §3 message counters, exact (index-only over messages_unread_idx). */
  async counts(userId: number): Promise<MessageCounts> {
    const [byCategory, letter, achieve] = await Promise.all([
      countUnreadByCategory(this.deps.db, userId),
      this.deps.letters.unread(userId),
      countUnseen(this.deps.db, userId),
    ]);
    const of = (category: number) => byCategory.get(category) ?? 0;
    const comment = of(MESSAGE_CATEGORY.commentReply);
    const thumb = of(MESSAGE_CATEGORY.like);
    const follow = of(MESSAGE_CATEGORY.fans);
    const system = of(MESSAGE_CATEGORY.system);
    const active = of(MESSAGE_CATEGORY.activityDispatch);
    return {
      achieve,
      comment,
      thumb,
      follow,
      system,
      active,
      letter,
      user: comment + thumb + follow,
      // Not + achieve: every award also wrote a system notice, already counted in system.
      allMessage: comment + thumb + follow + system + active + letter,
    };
  }

  /** SPEC §4 tab: 1 while any notification or letter is unread. */
  async tab(userId: number): Promise<number> {
    const [unread, letters] = await Promise.all([
      hasUnread(this.deps.db, userId),
      this.deps.letters.unread(userId),
    ]);
    return unread || letters > 0 ? MESSAGE_TAB.unread : MESSAGE_TAB.clear;
  }

  /**
   * One category, newest first. Opening it marks read every message of the category that
   * existed when the list was read (up to the newest unread id seen first), the way the
   * big communities clear a tab's badge on entering it; rows keep their previous is_read.
   */
  async list(
    userId: number,
    category: number,
    page: number,
    pageSize: number,
  ): Promise<MessagePage & { tab: number }> {
    const { db } = this.deps;
    const { rows, head } = await findCategoryPage(
      db,
      userId,
      category,
      pageSize,
      (page - 1) * pageSize,
    );
    if (head.upTo !== null && (await markRead(db, userId, category, head.upTo)) > 0)
      announce(db, 'onMessagesRead', userId);
    await foldIfMany(db, userId, head.totalRows, category);
    // The tab after the opening: this category is read up to what the page saw (a message
    // arriving meanwhile comes with its own push, which lights the tab again).
    const unread = head.otherUnread || head.lettersUnread > 0;
    return {
      data: rows.map(toMessageRow),
      paginate: paginate(head.total, page, pageSize),
      tab: unread ? MESSAGE_TAB.unread : MESSAGE_TAB.clear,
    };
  }

  /** Every category, newest first, read-only (the xgo pages' list). */
  async listAll(
    userId: number,
    category: number | undefined,
    page: number,
    pageSize: number,
  ): Promise<MessagePage> {
    const { db } = this.deps;
    const offset = (page - 1) * pageSize;
    if (category !== undefined) {
      const { rows, head } = await findCategoryPage(db, userId, category, pageSize, offset);
      await foldIfMany(db, userId, head.totalRows, category);
      return { data: rows.map(toMessageRow), paginate: paginate(head.total, page, pageSize) };
    }
    const [rows, { total, totalRows }] = await Promise.all([
      findNewestAcross(db, userId, { unreadOnly: false, limit: pageSize, offset }),
      countMessages(db, userId),
    ]);
    await foldIfMany(db, userId, totalRows);
    return { data: rows.map(toMessageRow), paginate: paginate(total, page, pageSize) };
  }

  /** The header dropdown: the newest unread messages across categories, and the counters. */
  async pop(userId: number): Promise<{ list: MessageRow[]; counts: MessageCounts }> {
    const [rows, counts] = await Promise.all([
      findNewestAcross(this.deps.db, userId, {
        unreadOnly: true,
        limit: MESSAGE_POP_LIMIT,
        offset: 0,
      }),
      this.counts(userId),
    ]);
    return { list: rows.map(toMessageRow), counts };
  }

  /** Marks one category (or every one) read; the answer carries the counters after. */
  async read(
    userId: number,
    category: number | undefined,
  ): Promise<{ marked: number; counts: MessageCounts }> {
    const marked = await markRead(this.deps.db, userId, category);
    if (marked > 0) announce(this.deps.db, 'onMessagesRead', userId);
    return { marked, counts: await this.counts(userId) };
  }

  /** One of my messages, marked read; someone else's is 404 like a missing one. */
  async detail(userId: number, id: number): Promise<MessageRow> {
    const row = await findOwnMessage(this.deps.db, userId, id);
    if (!row) throw AppError.notFound(MSG.messageNotFound);
    if (await markOneRead(this.deps.db, userId, id))
      announce(this.deps.db, 'onMessagesRead', userId);
    return toMessageRow(row);
  }

  /** The message tip: a login prompt for visitors, the unread total for members. */
  async tip(userId: number | null): Promise<MessageTip> {
    if (userId === null) return { login: 0, unread: 0, tip: MSG.messageTipLoggedOut };
    const unread = (await this.counts(userId)).allMessage;
    return { login: 1, unread, tip: unread > 0 ? unreadTipMessage(unread) : '' };
  }
}
