import {
  ITEM_IMAGE_MAX_PX,
  ITEM_STATUS,
  MSG,
  itemList,
  userItem,
  type ItemEdit,
  type ItemUserData,
  type MyItem,
  type StatusCounts,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import { storeImages } from '../../uploads/image';
import type { Storage } from '../../uploads/storage';
import { paginate } from '../forum/forum.service';
import { loadVoteEdit } from '../vote/vote.service';
import { syncItemCounters } from './item-counters';
import { onItemStatus } from '../growth/earnings';
import {
  countByStatus,
  countMyItems,
  countVisitsSince,
  findMyItems,
  setAllowComment,
  sumMyCounters,
} from './item-manage.repository';
import {
  deleteItemInteractions,
  deleteItemRow,
  findCircleRef,
  findItem,
  findTagsOfItem,
  lockItem,
  updateItem,
} from './item.repository';
import { assertOwner, invalid } from './item.service';

export type ItemListInput = z.output<NonNullable<(typeof itemList)['query']>>;
export type UserItemInput = z.output<NonNullable<(typeof userItem)['query']>>;

const DAY_MS = 86_400_000;
/** Dates in the creation center are China dates (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const sec = (d: Date) => toUnixSeconds(d.getTime());

/** A row of findMyItems as the creation center's and user center's lists show it. */
function toMyItem(r: Awaited<ReturnType<typeof findMyItems>>[number]): MyItem {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    item_type: r.itemType,
    item_status: r.itemStatus,
    allow_comment: r.allowComment,
    reject_reason: r.rejectReason,
    circle:
      r.circleId !== null && r.circleName !== null ? { id: r.circleId, name: r.circleName } : null,
    thumb_count: r.thumbCount,
    comment_count: r.commentCount,
    collect_count: r.collectCount,
    visit_count: r.visitCount,
    create_time: sec(r.createTime),
    update_time: sec(r.updateTime),
  };
}

export class ItemManageService {
  constructor(private readonly deps: { db: Db; clock: Clock; storage: Storage }) {}

  /** GET /web/item/edit/:id (any status) and draft_edit/:id (drafts only); author only. */
  async edit(userId: number, id: number, draftOnly: boolean): Promise<ItemEdit> {
    const { db } = this.deps;
    const missing = draftOnly ? MSG.draftNotFound : MSG.itemNotFound;
    const item = assertOwner(await findItem(db, id), userId, missing);
    if (draftOnly && item.itemStatus !== ITEM_STATUS.draft) throw AppError.notFound(missing);
    const [circle, tags, vote] = await Promise.all([
      item.circleId === null ? undefined : findCircleRef(db, item.circleId),
      findTagsOfItem(db, item.id),
      loadVoteEdit(db, item.id),
    ]);
    return {
      id: item.id,
      title: item.title,
      body: item.body,
      item_type: item.itemType,
      item_status: item.itemStatus,
      item_image: item.itemImage,
      item_video_src: item.itemVideoSrc,
      allow_comment: item.allowComment,
      reject_reason: item.rejectReason,
      circle_id: item.circleId,
      circle: circle ?? null,
      tag: tags.map((t) => t.id),
      tags,
      ...vote,
      create_time: sec(item.createTime),
      update_time: sec(item.updateTime),
    };
  }

  /** GET /web/item/allow_comment/:id: sets 0/1, or flips the switch when none is given. */
  async allowComment(userId: number, id: number, value: number | undefined) {
    const { db } = this.deps;
    assertOwner(await findItem(db, id), userId, MSG.itemNotFound);
    const result = await setAllowComment(db, id, userId, value);
    if (result === undefined) throw AppError.notFound(MSG.itemNotFound);
    return { allow_comment: result };
  }

  /**
   * DELETE /web/item/delete/:id (any status) and draft_delete/:id (drafts only). Tags, vote
   * subjects, options and ballots go with the row (FK cascade), comments, thumbs and
   * collections with deleteItemInteractions; counters in the same tx.
   */
  async remove(userId: number, id: number, draftOnly: boolean): Promise<null> {
    const missing = draftOnly ? MSG.draftNotFound : MSG.itemNotFound;
    return this.deps.db.transaction(async (tx) => {
      const item = assertOwner(await lockItem(tx, id), userId, missing);
      if (draftOnly && item.itemStatus !== ITEM_STATUS.draft)
        throw AppError.badRequest(MSG.notADraft);
      await deleteItemInteractions(tx, item.id, item.userId);
      await deleteItemRow(tx, item.id);
      await syncItemCounters(tx, item, null);
      await onItemStatus(tx, item, null, this.deps.clock());
      return null;
    });
  }

  /** GET /web/item/list: my items, newest first (SPEC §3 item list query). */
  async list(
    userId: number,
    q: ItemListInput,
  ): Promise<{ data: MyItem[]; paginate: ReturnType<typeof paginate> }> {
    const { db } = this.deps;
    const filter = {
      userId,
      itemStatus: q.item_status,
      itemType: q.item_type,
      from: undefined as Date | undefined,
      to: undefined as Date | undefined,
    };
    // SPEC §3: the date range applies only when both ends are given.
    if (q.from_date && q.to_date) {
      if (q.from_date > q.to_date) throw invalid('from_date', MSG.dateRangeInvalid);
      filter.from = chinaDayStart(q.from_date);
      filter.to = new Date(chinaDayStart(q.to_date).getTime() + DAY_MS);
    }
    const [rows, total] = await Promise.all([
      findMyItems(db, filter, q.page_size, (q.page - 1) * q.page_size),
      countMyItems(db, filter),
    ]);
    return {
      data: rows.map(toMyItem),
      paginate: paginate(total, q.page, q.page_size),
    };
  }

  /**
   * GET /web/user/item: my items of one type in every status, drafts included (the user
   * center's 发起的项目). Always the caller's own: the route takes no user id.
   */
  async userItems(
    userId: number,
    q: UserItemInput,
  ): Promise<{ data: MyItem[]; paginate: ReturnType<typeof paginate> }> {
    const filter = { userId, itemType: q.item_type, anyStatus: true };
    const [rows, total] = await Promise.all([
      findMyItems(this.deps.db, filter, q.page_size, (q.page - 1) * q.page_size),
      countMyItems(this.deps.db, filter),
    ]);
    return { data: rows.map(toMyItem), paginate: paginate(total, q.page, q.page_size) };
  }

  /** GET /web/item/status_count: the creation center's tab counts, posts and votes apart. */
  async statusCounts(userId: number): Promise<{ item: StatusCounts; vote: StatusCounts }> {
    const rows = await countByStatus(this.deps.db, userId);
    const of = (kind: string): StatusCounts => {
      const n = (status: number) =>
        rows.find((r) => r.kind === kind && r.status === status)?.n ?? 0;
      const draft = n(ITEM_STATUS.draft);
      const all = rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.n, 0);
      return {
        itemStatus0: n(ITEM_STATUS.unverified),
        itemStatus1: n(ITEM_STATUS.reviewing),
        itemStatus2: n(ITEM_STATUS.published),
        itemStatus3: n(ITEM_STATUS.rejected),
        draftStatus0: draft,
        total: all - draft,
      };
    };
    return { item: of('item'), vote: of('vote') };
  }

  /** GET /web/item/user_data (SPEC §3 post-count data). */
  async userData(userId: number): Promise<ItemUserData> {
    const { db, clock } = this.deps;
    const now = clock();
    const todayStart = new Date(
      Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS,
    );
    const [rows, sums, today] = await Promise.all([
      countByStatus(db, userId),
      sumMyCounters(db, userId),
      countVisitsSince(db, userId, todayStart),
    ]);
    const n = (status: number) =>
      rows.filter((r) => r.status === status).reduce((sum, r) => sum + r.n, 0);
    return {
      pass: n(ITEM_STATUS.published),
      passing: n(ITEM_STATUS.reviewing),
      unpass: n(ITEM_STATUS.rejected),
      unverify: n(ITEM_STATUS.unverified),
      commentCount: sums.comments,
      draftCount: n(ITEM_STATUS.draft),
      thumbCount: sums.thumbs,
      visitCount: sums.visits,
      todayVisitsCount: today,
    };
  }

  /** POST /web/item/item_image: the shared pipeline, scaled to fit ITEM_IMAGE_MAX_PX. */
  async uploadImage(file: Buffer): Promise<{ url: string; item_image: string }> {
    const { urls } = await storeImages(this.deps.storage, file, {
      folder: 'items',
      sizes: [ITEM_IMAGE_MAX_PX],
      fit: 'inside',
    });
    const url = urls[0] ?? '';
    return { url, item_image: url };
  }

  /** DELETE /web/item/image_del: clears my item's cover when it is that url. */
  async imageDel(userId: number, url: string, id: number | undefined) {
    if (id === undefined) return { removed: false };
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const item = assertOwner(await lockItem(tx, id), userId, MSG.itemNotFound);
      if (item.itemImage !== url && item.cover !== url) return { removed: false };
      await updateItem(tx, item.id, {
        ...(item.itemImage === url ? { itemImage: '' } : {}),
        ...(item.cover === url ? { cover: '' } : {}),
      });
      return { removed: true };
    });
  }
}
