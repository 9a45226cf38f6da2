import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  COMMENT_TARGET_TYPE,
  ITEM_STATUS,
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  type AdminPost,
  type AdminPostFlagValue,
  type AdminPostStateValue,
  type ZAdminPostsQuery,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { circles, itemRemovals, items, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../../lib/clock';
import { paginate } from '../../forum/forum.service';
import { onItemStatus } from '../../growth/earnings';
import { syncItemCounters } from '../../item/item-counters';
import { findCircleRef, lockItem, updateItem, type ItemRow } from '../../item/item.repository';
import { writeMessage } from '../../message/message.writer';
import { assertModerator } from '../../moderation/moderation.service';
import { recordStaffAction, type StaffActor } from '../audit-log';
import { findRemoval } from './item-removal';
import { containsPattern } from '../../../lib/like-pattern';

const STATUS_OF: Record<Exclude<AdminPostStateValue, 'removed'>, number> = {
  unverified: ITEM_STATUS.unverified,
  reviewing: ITEM_STATUS.reviewing,
  published: ITEM_STATUS.published,
  rejected: ITEM_STATUS.rejected,
};

const SORT_COLUMNS = {
  create_time: items.createTime,
  thumb_count: items.thumbCount,
  comment_count: items.commentCount,
  visit_count: items.visitCount,
};

const FLAG_COLUMNS = { is_top: items.isTop, is_recommend: items.isRecommend } as const;
const FLAG_FIELDS = { is_top: 'isTop', is_recommend: 'isRecommend' } as const;

const ROW = {
  id: items.id,
  title: items.title,
  itemType: items.itemType,
  itemStatus: items.itemStatus,
  rejectReason: items.rejectReason,
  isTop: items.isTop,
  isRecommend: items.isRecommend,
  thumbCount: items.thumbCount,
  commentCount: items.commentCount,
  visitCount: items.visitCount,
  createTime: items.createTime,
  authorId: users.id,
  nickname: users.nickname,
  circleId: circles.id,
  circleName: circles.name,
  removeReason: itemRemovals.reason,
};

const toAdminPost = (r: Row): AdminPost => ({
  id: r.id,
  title: r.title,
  item_type: r.itemType,
  item_status: r.itemStatus,
  removed: r.removeReason !== null,
  remove_reason: r.removeReason ?? '',
  reject_reason: r.rejectReason,
  is_top: r.isTop,
  is_recommend: r.isRecommend,
  author: { id: r.authorId, nickname: r.nickname },
  circle: r.circleId === null ? null : { id: r.circleId, name: r.circleName ?? '' },
  thumb_count: r.thumbCount,
  comment_count: r.commentCount,
  visit_count: r.visitCount,
  create_time: toUnixSeconds(r.createTime.getTime()),
});

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function baseQuery(db: Db) {
  return db
    .select(ROW)
    .from(items)
    .innerJoin(users, eq(users.id, items.userId))
    .leftJoin(circles, eq(circles.id, items.circleId))
    .leftJoin(itemRemovals, eq(itemRemovals.itemId, items.id));
}

/**
 * Posts in the console (moderators and admins): 置顶, 推荐 (the featured page's 精选 tab lists
 * exactly the recommended published posts), move to another circle, and delete / restore with
 * a reason the author is told. Drafts are the author's alone and never appear here. Every
 * write locks the post, moves its counters with it (docs/counters.md) and leaves one audit row.
 */
export class PostAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(staffId: number, q: z.output<typeof ZAdminPostsQuery>) {
    await assertModerator(this.db, staffId, MSG.staffOnly);
    const where: SQL[] = [ne(items.itemStatus, ITEM_STATUS.draft)];
    if (q.keyword) where.push(sql`${items.title} ilike ${containsPattern(q.keyword)}`);
    if (q.circle_id !== undefined) where.push(eq(items.circleId, q.circle_id));
    if (q.author_id !== undefined) where.push(eq(items.userId, q.author_id));
    if (q.status === 'removed') where.push(isNotNull(itemRemovals.itemId));
    else if (q.status) {
      where.push(eq(items.itemStatus, STATUS_OF[q.status as keyof typeof STATUS_OF]));
      where.push(isNull(itemRemovals.itemId));
    }
    if (q.flag) where.push(eq(FLAG_COLUMNS[q.flag as AdminPostFlagValue], 1));
    const condition = and(...where);
    const column = SORT_COLUMNS[(q.sort ?? 'create_time') as keyof typeof SORT_COLUMNS];
    const direction = q.order === 'asc' ? asc : desc;
    const rows = await baseQuery(this.db)
      .where(condition)
      .orderBy(direction(column), direction(items.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const [total] = await this.db
      .select({ n: count() })
      .from(items)
      .leftJoin(itemRemovals, eq(itemRemovals.itemId, items.id))
      .where(condition);
    return {
      data: rows.map(toAdminPost),
      paginate: paginate(total?.n ?? 0, q.page, q.page_size),
    };
  }

  private async read(db: Db, id: number): Promise<AdminPost> {
    const [row] = await baseQuery(db).where(eq(items.id, id)).limit(1);
    if (!row) throw AppError.notFound(MSG.itemNotFound);
    return toAdminPost(row);
  }

  /** The post locked for the change; a draft is nobody's business but its author's. */
  private async lock(tx: Db, id: number): Promise<ItemRow> {
    const item = await lockItem(tx, id);
    if (!item) throw AppError.notFound(MSG.itemNotFound);
    if (item.itemStatus === ITEM_STATUS.draft) throw AppError.conflict(MSG.postDraftUntouchable);
    return item;
  }

  /** 置顶 / 推荐 on (published posts only: nothing else is listed) or off (always). */
  async setFlag(actor: StaffActor, id: number, flag: AdminPostFlagValue, value: number) {
    await assertModerator(this.db, actor.id, MSG.staffOnly);
    return this.db.transaction(async (tx) => {
      const item = await this.lock(tx, id);
      const field = FLAG_FIELDS[flag];
      if (item[field] === value) throw AppError.conflict(MSG.postFlagUnchanged);
      if (value === 1 && (item.itemStatus !== ITEM_STATUS.published || (await findRemoval(tx, id))))
        throw AppError.conflict(MSG.postFlagNotPublished);
      await updateItem(tx, id, { [field]: value });
      const action =
        flag === 'is_top'
          ? value
            ? STAFF_ACTION.itemPin
            : STAFF_ACTION.itemUnpin
          : value
            ? STAFF_ACTION.itemRecommend
            : STAFF_ACTION.itemUnrecommend;
      await recordStaffAction(tx, {
        actor,
        action,
        target: `item:${id}`,
        before: { [flag]: item[field] },
        after: { [flag]: value },
      });
      return this.read(tx, id);
    });
  }

  /** Into any circle, open or closed (staff may archive posts into a closed one). */
  async move(actor: StaffActor, id: number, circleId: number, reason: string) {
    await assertModerator(this.db, actor.id, MSG.staffOnly);
    return this.db.transaction(async (tx) => {
      const item = await this.lock(tx, id);
      const circle = await findCircleRef(tx, circleId);
      if (!circle) throw AppError.notFound(MSG.circleNotFound);
      if (item.circleId === circleId) throw AppError.conflict(MSG.postMoveSameCircle);
      await updateItem(tx, id, { circleId });
      await syncItemCounters(tx, item, { ...item, circleId });
      const from = item.circleId === null ? null : await findCircleRef(tx, item.circleId);
      await writeMessage(tx, {
        userId: item.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: COMMENT_TARGET_TYPE.post,
        targetId: id,
        title: '帖子已移动',
        content: `你的帖子《${item.title}》已被管理人员移动到圈子「${circle.name}」${reason ? `，原因：${reason}` : ''}。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.itemMove,
        target: `item:${id}`,
        before: { circle_id: item.circleId, circle: from?.name ?? null },
        after: { circle_id: circleId, circle: circle.name },
        reason,
      });
      return this.read(tx, id);
    });
  }

  /**
   * Staff delete: the post goes to 未通过 with the reason (out of every list, its counters
   * given back) and a removal record keeps what it was, so restore can put it back. The author
   * is told why in a system message.
   */
  async remove(actor: StaffActor, id: number, reason: string) {
    await assertModerator(this.db, actor.id, MSG.staffOnly);
    return this.db.transaction(async (tx) => {
      const item = await this.lock(tx, id);
      if (await findRemoval(tx, id)) throw AppError.conflict(MSG.postAlreadyRemoved);
      const now = this.clock();
      await tx.insert(itemRemovals).values({
        itemId: id,
        previousStatus: item.itemStatus,
        previousRejectReason: item.rejectReason,
        reason,
        actorId: actor.id,
        createTime: new Date(now),
      });
      const after = { ...item, itemStatus: ITEM_STATUS.rejected };
      await updateItem(tx, id, { itemStatus: ITEM_STATUS.rejected, rejectReason: reason });
      await syncItemCounters(tx, item, after);
      await onItemStatus(tx, item, after, now);
      await writeMessage(tx, {
        userId: item.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: COMMENT_TARGET_TYPE.post,
        targetId: id,
        title: '帖子已被删除',
        content: `你的帖子《${item.title}》已被管理人员删除，原因：${reason}。如有疑问请联系管理员。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.itemRemove,
        target: `item:${id}`,
        before: { item_status: item.itemStatus },
        after: { item_status: ITEM_STATUS.rejected, removed: true },
        reason,
      });
      return this.read(tx, id);
    });
  }

  /** Puts a removed post back as it was (status and reject reason); the author is told. */
  async restore(actor: StaffActor, id: number, reason: string) {
    await assertModerator(this.db, actor.id, MSG.staffOnly);
    return this.db.transaction(async (tx) => {
      const item = await this.lock(tx, id);
      const removal = await findRemoval(tx, id);
      if (!removal) throw AppError.conflict(MSG.postNotRemoved);
      const now = this.clock();
      const status = removal.previousStatus;
      const after = { ...item, itemStatus: status };
      await tx.delete(itemRemovals).where(eq(itemRemovals.itemId, id));
      await updateItem(tx, id, {
        itemStatus: status,
        rejectReason: removal.previousRejectReason,
        ...(status === ITEM_STATUS.published && !item.publishTime
          ? { publishTime: new Date(now) }
          : {}),
      });
      await syncItemCounters(tx, item, after);
      await onItemStatus(tx, item, after, now);
      await writeMessage(tx, {
        userId: item.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: COMMENT_TARGET_TYPE.post,
        targetId: id,
        title: '帖子已恢复',
        content: `你的帖子《${item.title}》已被管理人员恢复，原因：${reason}。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.itemRestore,
        target: `item:${id}`,
        before: { item_status: item.itemStatus, removed: true },
        after: { item_status: status, removed: false },
        reason,
        details: { removed_because: removal.reason },
      });
      return this.read(tx, id);
    });
  }
}
