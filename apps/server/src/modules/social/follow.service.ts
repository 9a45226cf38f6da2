import {
  FOLLOW_ACTION,
  FOLLOW_FEED_WINDOW,
  MESSAGE_CATEGORY,
  MESSAGE_REPEAT_WINDOW_SECONDS,
  MSG,
  RECOMMEND_WINDOW,
  STAR_USER_LIMIT,
  STAR_USER_ORDER,
  type FollowState,
  type ItemCard,
  type Paginate,
  type SocialUser,
  type StarUser,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { buildQuery } from '../../search';
import { paginate } from '../forum/forum.service';
import { tagsOfItems, toItemCard } from '../forum/item-card';
import { writeMessage } from '../message/message.writer';
import { blockRelation } from './black.repository';
import { followFlag, followFlags, toSocialUser, withFlags } from './follow-flag';
import {
  bumpFollowCounters,
  deleteFollow,
  findFanRecommendations,
  countCommunity,
  countFeed,
  findCommunityIds,
  findFeedIds,
  findFollowRecommendations,
  findItemCardsByIds,
  findRelationPage,
  findSocialUser,
  findStarUsers,
  insertFollow,
  lockPair,
} from './follow.repository';

export interface PageInput {
  page: number;
  pageSize: number;
}
export interface Page<T> {
  data: T[];
  paginate: Paginate;
}

/** How many of my newest fans the follow-back recommendations look at. */
const FAN_RECOMMEND_SCAN = 1000;

async function existingUser(db: Db, id: number) {
  const user = await findSocialUser(db, id);
  if (!user) throw AppError.notFound(MSG.userNotFound);
  return user;
}

/**
 * POST /web/user/follow. `action` is SPEC §4's value: 1 (not followed yet) follows, 0
 * unfollows. Repeating an action changes nothing. The row, both counters and the fans
 * message (at most one a day per follower) commit together; everything touching this pair of people is serialised by
 * lockPair, so concurrent clicks leave counters equal to the rows.
 */
export async function setFollow(
  db: Db,
  me: number,
  targetId: number,
  action: number,
): Promise<FollowState> {
  if (targetId === me) throw AppError.badRequest(MSG.followSelf);
  await existingUser(db, targetId);
  return db.transaction(async (tx) => {
    await lockPair(tx, me, targetId);
    if (action === FOLLOW_ACTION.follow) {
      const blocked = await blockRelation(tx, me, targetId);
      if (blocked.aBlockedB) throw AppError.forbidden(MSG.followBlockedByMe);
      if (blocked.bBlockedA) throw AppError.forbidden(MSG.followBlockedByThem);
      if (await insertFollow(tx, me, targetId)) {
        await bumpFollowCounters(
          tx,
          new Map([
            [me, { follow: 1, fan: 0 }],
            [targetId, { follow: 0, fan: 1 }],
          ]),
        );
        // Unfollow/refollow spam notifies once a day (docs/social.md).
        await writeMessage(tx, {
          userId: targetId,
          category: MESSAGE_CATEGORY.fans,
          fromUserId: me,
          targetType: 0,
          targetId: 0,
          title: MSG.fansMessageTitle,
          content: '',
          repeatWindowSeconds: MESSAGE_REPEAT_WINDOW_SECONDS,
        });
      }
    } else if (await deleteFollow(tx, me, targetId)) {
      await bumpFollowCounters(
        tx,
        new Map([
          [me, { follow: -1, fan: 0 }],
          [targetId, { follow: 0, fan: -1 }],
        ]),
      );
    }
    const flag = await followFlag(tx, me, targetId);
    const target = await findSocialUser(tx, targetId);
    return { follow_flag: flag, fan_count: target?.fanCount ?? 0 };
  });
}

/**
 * follow_list / fan_list of `ownerId` (default: me). Someone else's list needs their
 * privacy switch on (show_follow / show_fans of /web/system/secret). follow_flag is
 * relative to the viewer (0 for visitors).
 */
export async function listRelations(
  db: Db,
  side: 'follows' | 'fans',
  viewerId: number | null,
  ownerId: number | undefined,
  { page, pageSize }: PageInput,
): Promise<Page<SocialUser>> {
  const id = ownerId ?? viewerId;
  if (id === undefined || id === null) throw AppError.unauthorized(MSG.loginRequired);
  const owner = await existingUser(db, id);
  if (id !== viewerId) {
    const shown = side === 'follows' ? owner.showFollow : owner.showFans;
    if (shown !== 1)
      throw AppError.forbidden(side === 'follows' ? MSG.followListHidden : MSG.fanListHidden);
  }
  const total = side === 'follows' ? owner.followCount : owner.fanCount;
  const rows = await findRelationPage(db, side, id, pageSize, (page - 1) * pageSize);
  return {
    data: await withFlags(db, viewerId, rows),
    paginate: paginate(total, page, pageSize),
  };
}

/**
 * Recommendations: people I do not follow yet, neither side having blocked the other, most
 * fans first, optionally filtered by nickname (`key`). 'follow' draws from everyone, 'fan'
 * from my own fans (follow-back). Both are windows of RECOMMEND_WINDOW people.
 */
export async function listRecommendations(
  db: Db,
  source: 'follow' | 'fan',
  me: number,
  key: string,
  { page, pageSize }: PageInput,
): Promise<Page<SocialUser>> {
  const tsquery = key === '' ? null : buildQuery(key);
  if (key !== '' && tsquery === null) return { data: [], paginate: paginate(0, page, pageSize) };
  const window =
    source === 'follow'
      ? await findFollowRecommendations(db, me, tsquery, RECOMMEND_WINDOW)
      : await findFanRecommendations(db, me, tsquery, FAN_RECOMMEND_SCAN, RECOMMEND_WINDOW);
  const rows = window.slice((page - 1) * pageSize, page * pageSize);
  // Fan recommendations follow me by definition; the follow list ones may too.
  return {
    data: await withFlags(db, me, rows),
    paginate: paginate(window.length, page, pageSize),
  };
}

/** Cards of `ids` in their order, with their tags; ids that vanished meanwhile are skipped. */
async function cardsInOrder(db: Db, ids: number[]): Promise<ItemCard[]> {
  const [rows, tagsOf] = await Promise.all([findItemCardsByIds(db, ids), tagsOfItems(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItemCard(row, tagsOf(id))] : [];
  });
}

/** One page of a feed read through `findIds` and `count`, FOLLOW_FEED_WINDOW deep at most. */
async function feedPage(
  db: Db,
  me: number,
  { page, pageSize }: PageInput,
  findIds: (db: Db, me: number, limit: number, offset: number) => Promise<number[]>,
  count: (db: Db, me: number, window: number) => Promise<number>,
): Promise<Page<ItemCard>> {
  const offset = (page - 1) * pageSize;
  const limit = Math.min(pageSize, FOLLOW_FEED_WINDOW - offset);
  const [ids, total] = await Promise.all([
    limit > 0 ? findIds(db, me, limit, offset) : [],
    count(db, me, FOLLOW_FEED_WINDOW),
  ]);
  return { data: await cardsInOrder(db, ids), paginate: paginate(total, page, pageSize) };
}

/** /web/user/follow_items: the newest published posts of the people I follow. */
export function listFollowFeed(db: Db, me: number, input: PageInput): Promise<Page<ItemCard>> {
  return feedPage(db, me, input, findFeedIds, countFeed);
}

/**
 * /web/user/community (docs/social.md "我的社区"): the newest published posts of the
 * circles I joined — the follow feed's counterpart for circles.
 */
export function listCommunityFeed(db: Db, me: number, input: PageInput): Promise<Page<ItemCard>> {
  return feedPage(db, me, input, findCommunityIds, countCommunity);
}

/** /web/v2/index/star/user/list: the top STAR_USER_LIMIT people by fans or by praise. */
export async function listStarUsers(
  db: Db,
  viewerId: number | null,
  order: number,
): Promise<StarUser[]> {
  const rows = await findStarUsers(
    db,
    order === STAR_USER_ORDER.praise ? 'praise' : 'fans',
    STAR_USER_LIMIT,
  );
  const flag = await followFlags(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toSocialUser(r, flag(r.id)),
    praise_count: r.praiseCount,
    item_count: r.itemCount,
  }));
}
