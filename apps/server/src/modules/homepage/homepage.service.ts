import {
  ACTIVE_WINDOW,
  ActiveKind,
  MSG,
  type ActiveRow,
  type HomepageUser,
  type ItemCard,
  type UserCircle,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { toCircle } from '../circle/circle.service';
import { findMemberships } from '../circle/circle.repository';
import { paginate } from '../forum/forum.service';
import { toItemCard } from '../forum/item-card';
import { followFlagFrom } from '../social/follow-flag';
import type { Page, PageInput } from '../social/follow.service';
import { countActive, findActivePage } from './active.repository';
import {
  findHomepageOwner,
  findJoinedCirclePage,
  findOwnItemPage,
  type HomepageOwnerRow,
  type OwnItems,
} from './homepage.repository';
import { toProfileCounts } from './profile-counts';

/** Which privacy switch of /web/system/secret guards a list from other people. */
export type Guard = 'collect' | 'dynamic' | null;

export interface HomepageAccess {
  owner: HomepageOwnerRow;
  /** The viewer has blocked the owner: the owner's posts and comments are hidden. */
  ownerBlocked: boolean;
  /** The viewer, when their blacklist is not empty (per-row hiding), else null. */
  hideFrom: number | null;
}

const HIDDEN_MSG = { collect: MSG.collectListHidden, dynamic: MSG.dynamicHidden } as const;

/**
 * Whose list `viewerId` asks for (`ownerId`, default the viewer; a visitor must name one)
 * and whether they may see it: someone else's guarded list needs its privacy switch on
 * (403 with the owner's choice in Chinese); the owner always sees their own.
 */
export async function homepageAccess(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
  guard: Guard,
  loginMsg: string = MSG.loginRequired,
  withCounts = false,
): Promise<HomepageAccess> {
  const id = ownerId ?? viewerId;
  if (id === null) throw AppError.unauthorized(loginMsg);
  // One statement: the owner, the viewer's blocks and follows between them (and the counts).
  const owner = await findHomepageOwner(db, id, viewerId, withCounts);
  if (!owner) throw AppError.notFound(MSG.userNotFound);
  const self = id === viewerId;
  if (!self && guard !== null) {
    const shown = guard === 'collect' ? owner.showCollect : owner.showDynamic;
    if (shown !== 1) throw AppError.forbidden(HIDDEN_MSG[guard]);
  }
  const hideFrom = viewerId !== null && owner.viewerHasBlacks ? viewerId : null;
  return { owner, ownerBlocked: !self && owner.viewerBlockedOwner, hideFrom };
}

const emptyPage = <T>({ page, pageSize }: PageInput): Page<T> => ({
  data: [],
  paginate: paginate(0, page, pageSize),
});

/** GET /web/user/object: SPEC §3 homepage user. */
export async function homepageUser(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
): Promise<HomepageUser> {
  const { owner } = await homepageAccess(db, viewerId, ownerId, null, MSG.loginRequired, true);
  const counts = toProfileCounts(owner.counts ?? undefined);
  const self = viewerId === owner.id;
  const flag = followFlagFrom(viewerId, owner.id, owner.viewerFollows, owner.ownerFollows);
  return {
    id: owner.id,
    nickname: owner.nickname,
    image_url: owner.imageUrl,
    background: owner.background,
    user_sign: owner.userSign,
    x_up: owner.xUp,
    follow_flag: flag,
    is_black: !self && owner.viewerBlockedOwner ? 1 : 0,
    follow_count: owner.followCount,
    fan_count: owner.fanCount,
    item_count: counts.posts,
    praise_count: counts.praise,
    collection_count: counts.collections,
    thumb_count: counts.thumbsGiven,
    circle_count: counts.circles,
    secret: {
      show_follow: owner.showFollow === 1 ? 1 : 0,
      show_fans: owner.showFans === 1 ? 1 : 0,
      show_collect: owner.showCollect === 1 ? 1 : 0,
      show_dynamic: owner.showDynamic === 1 ? 1 : 0,
    },
  };
}

/**
 * item_dynamic ('all', guarded by show_dynamic) and v2/votes ('votes', public like the
 * posts themselves): the owner's published items, newest first. Empty for a viewer who
 * blocked the owner (their posts are hidden from the blocker everywhere).
 */
export async function listOwnItems(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
  which: OwnItems,
  paging: PageInput,
): Promise<Page<ItemCard>> {
  const access = await homepageAccess(db, viewerId, ownerId, which === 'all' ? 'dynamic' : null);
  if (access.ownerBlocked) return emptyPage(paging);
  const { page, pageSize } = paging;
  const { rows, total } = await findOwnItemPage(
    db,
    access.owner.id,
    which,
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    data: rows.map((r) => toItemCard(r, r.tags)),
    paginate: paginate(total, page, pageSize),
  };
}

/** GET /web/user/circles: circles the owner joined; is_member is the viewer's. */
export async function listJoinedCircles(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
  { page, pageSize }: PageInput,
): Promise<Page<UserCircle>> {
  const { owner } = await homepageAccess(db, viewerId, ownerId, null);
  const { rows, total } = await findJoinedCirclePage(db, owner.id, pageSize, (page - 1) * pageSize);
  const ids = rows.map((r) => r.circle.id);
  const mine =
    viewerId === null
      ? new Set<number>()
      : viewerId === owner.id
        ? new Set(ids)
        : new Set((await findMemberships(db, viewerId, ids)).map((m) => m.circleId));
  return {
    data: rows.map((r) => ({
      ...toCircle(r.circle, mine.has(r.circle.id)),
      join_time: toUnixSeconds(r.joinTime.getTime()),
    })),
    paginate: paginate(total, page, pageSize),
  };
}

/** The start of a comment or reply, enough to recognise it in a timeline. */
const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/**
 * GET /web/user/active: the owner's recent posts, comments, replies and likes, newest
 * first, paged through the newest ACTIVE_WINDOW. Guarded by show_dynamic; rows about posts
 * of people the viewer blocked are left out (all of them when the owner is blocked).
 */
export async function listActive(
  db: Db,
  viewerId: number | null,
  ownerId: number | undefined,
  paging: PageInput,
): Promise<Page<ActiveRow>> {
  const access = await homepageAccess(db, viewerId, ownerId, 'dynamic');
  if (access.ownerBlocked) return emptyPage(paging);
  const { page, pageSize } = paging;
  const offset = (page - 1) * pageSize;
  const limit = Math.min(pageSize, ACTIVE_WINDOW - offset);
  const [rows, total] = await Promise.all([
    limit > 0 ? findActivePage(db, access.owner.id, access.hideFrom, limit, offset) : [],
    countActive(db, access.owner.id, access.hideFrom, ACTIVE_WINDOW),
  ]);
  return {
    data: rows.map((r) => ({
      type: r.type,
      label: ActiveKind.label(r.type),
      content: excerpt(r.content),
      item: {
        id: r.itemId,
        title: r.title,
        cover: r.cover,
        item_type: r.itemType,
        author: { id: r.authorId, nickname: r.authorNickname, image_url: r.authorImageUrl },
      },
      create_time: toUnixSeconds(r.createTime.getTime()),
    })),
    paginate: paginate(total, page, pageSize),
  };
}
