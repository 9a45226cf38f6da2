import { INVOLVED_WINDOW, type InvolvedItem, type Paginate } from '@xinke/shared';
import type { Db } from '../../db/client';
import { toUnixSeconds } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { tagsOfItems, toItemCard } from '../forum/item-card';
import { blacklistOwner } from '../social/black.repository';
import { countInvolved, findInvolvedPage } from './involvement.repository';

export interface InvolvedQuery {
  page: number;
  page_size: number;
  item_type?: number;
}

/**
 * GET /web/user/involved_items: other people's published posts the member commented on,
 * replied under, liked or collected, latest involvement first (the user center's 参与的项目
 * with item_type 1). Only ever the caller's own involvement.
 */
export async function listInvolvedItems(
  db: Db,
  userId: number,
  q: InvolvedQuery,
): Promise<{ data: InvolvedItem[]; paginate: Paginate }> {
  const filter = {
    userId,
    itemType: q.item_type,
    hideBlocked: (await blacklistOwner(db, userId)) !== null,
    window: INVOLVED_WINDOW,
  };
  const [rows, total] = await Promise.all([
    findInvolvedPage(db, filter, q.page_size, (q.page - 1) * q.page_size),
    countInvolved(db, filter),
  ]);
  const tagsOf = await tagsOfItems(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      ...toItemCard(r, tagsOf(r.id)),
      involvement: r.involvement,
      involved_time: toUnixSeconds(r.involvedTime.getTime()),
    })),
    paginate: paginate(total, q.page, q.page_size),
  };
}
