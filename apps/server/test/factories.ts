import { and, eq } from 'drizzle-orm';
import {
  cleanNickname,
  COMMENT_STATUS,
  COMMENT_TARGET_TYPE,
  COMMENT_TYPE,
  ELE_REASON,
  ITEM_STATUS,
  ITEM_TYPE,
  LOGIN_METHOD,
} from '@xinke/shared';
import type { Db } from '../src/db/client';
import {
  banners,
  circleMembers,
  circles,
  comments,
  eleRecords,
  footerItems,
  items,
  itemTags,
  siteSettings,
  tags,
  thumbs,
  users,
} from '../src/db/schema';
import { addMember } from '../src/modules/circle/circle.repository';
import { bumpItemCounters } from '../src/modules/detail/item-counters';
import { chinaDay } from '../src/modules/growth/china-day';
import { bumpPraise } from '../src/modules/reaction/reaction.repository';
import { bumpFollowCounters, insertFollow } from '../src/modules/social/follow.repository';
import { nicknameKey } from '../src/lib/nickname';
import { hashPassword } from '../src/lib/secrets';
import { SessionService } from '../src/modules/auth/session.service';
import { hotScore } from '../src/modules/forum/hot-score';
import { syncItemCounters } from '../src/modules/item/item-counters';
import { refreshItemSearchVector } from '../src/modules/search/search-documents';

let sequence = 0;
const next = () => ++sequence;

type UserRow = typeof users.$inferSelect;
type CircleRow = typeof circles.$inferSelect;
type TagRow = typeof tags.$inferSelect;
type ItemRow = typeof items.$inferSelect;

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const n = next();
  // Keyed like every real sign-up, so look-alikes collide; the name itself is stored as
  // given, since tests also build accounts the normaliser would refuse (old data).
  const nickname = overrides.nickname ?? `测试用户${n}`;
  const key = nicknameKey(cleanNickname(nickname));
  const [row] = await db
    .insert(users)
    .values({
      imageUrl: `/uploads/avatars/t${n}.svg`,
      ...overrides,
      nickname,
      nicknameKey: overrides.nicknameKey !== undefined ? overrides.nicknameKey : key,
    })
    .returning();
  if (!row) throw new Error('insert user failed');
  // A starting balance is a ledger row like any other (users.ele = the sum of the rows).
  if (row.ele !== 0)
    await db.insert(eleRecords).values({
      userId: row.id,
      amount: row.ele,
      reason: ELE_REASON.seed,
      source: 'opening',
      day: chinaDay(Date.now()),
    });
  return row;
}

export async function buildCircle(
  db: Db,
  overrides: Partial<typeof circles.$inferInsert> = {},
): Promise<CircleRow> {
  const n = next();
  const [row] = await db
    .insert(circles)
    .values({ name: `测试圈子${n}`, ...overrides })
    .returning();
  if (!row) throw new Error('insert circle failed');
  return row;
}

export async function buildTag(
  db: Db,
  overrides: Partial<typeof tags.$inferInsert> = {},
): Promise<TagRow> {
  const n = next();
  const [row] = await db
    .insert(tags)
    .values({ name: `标签${n}`, slug: `tag-${n}`, ...overrides })
    .returning();
  if (!row) throw new Error('insert tag failed');
  return row;
}

export interface BuildItemOptions extends Partial<typeof items.$inferInsert> {
  author?: UserRow;
  circle?: CircleRow;
  tagList?: TagRow[];
}

/** A published general post by a new (or the given) author; hot score derived from counters. */
export async function buildItem(db: Db, options: BuildItemOptions = {}): Promise<ItemRow> {
  const { author, circle, tagList = [], ...overrides } = options;
  const n = next();
  const user = author ?? (await buildUser(db));
  const createTime = overrides.createTime ?? new Date(Date.now() - n * 60_000);
  const counts = {
    thumbCount: overrides.thumbCount ?? 0,
    commentCount: overrides.commentCount ?? 0,
    collectCount: overrides.collectCount ?? 0,
    visitCount: overrides.visitCount ?? 0,
    createTime,
  };
  const [row] = await db
    .insert(items)
    .values({
      title: `测试帖子标题${n}`,
      body: `<p>正文${n}</p>`,
      summary: `正文${n}`,
      itemType: ITEM_TYPE.general,
      itemStatus: ITEM_STATUS.published,
      userId: user.id,
      circleId: circle?.id ?? null,
      hotScore: hotScore(counts),
      ...overrides,
      createTime,
    })
    .returning();
  if (!row) throw new Error('insert item failed');
  // The author's and the circle's post counters move as publishing moves them.
  await syncItemCounters(db, null, row);
  if (tagList.length)
    await db.insert(itemTags).values(tagList.map((t) => ({ itemId: row.id, tagId: t.id })));
  return row;
}

export async function buildBanner(db: Db, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(banners)
    .values({
      groupKey: 'banner1',
      title: `轮播${n}`,
      image: `/uploads/banners/t${n}.svg`,
      ...overrides,
    })
    .returning();
  return row;
}

export async function buildFooterItem(
  db: Db,
  overrides: Partial<typeof footerItems.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(footerItems)
    .values({
      groupKey: 'attention',
      name: `链接${n}`,
      value: '/app/new-version/notice',
      type: 1,
      ...overrides,
    })
    .returning();
  return row;
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** A user who can log in with `password` (hashed like the real thing). */
export async function buildUserWithPassword(
  db: Db,
  password: string,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  return buildUser(db, { passwordHash: await hashPassword(password), ...overrides });
}

/** A live session for `user`, as a login would give: the token for the Authorization header. */
export async function loginAs(db: Db, user: Pick<UserRow, 'id'>): Promise<string> {
  const result = await new SessionService(db, Date.now).issue(
    user.id,
    { ip: '127.0.0.1', userAgent: 'vitest' },
    LOGIN_METHOD.password,
  );
  return result.token;
}

/** A clock tests move by hand: `clock.advance(61_000)`. */
export function testClock(start = Date.now()) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}

/**
 * A published post whose search vector is filled from its title and body, as the item
 * module does on every write (search tests).
 */
export async function buildIndexedItem(db: Db, options: BuildItemOptions = {}): Promise<ItemRow> {
  const row = await buildItem(db, options);
  await refreshItemSearchVector(db, row.id);
  return row;
}

/** A logged-in caller for interaction tests: `call('POST', url, body)` with its token. */
export function callAs(app: import('fastify').FastifyInstance, token?: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload }),
    });
}

/*
 * Facts, not numbers: counters are never set by hand in tests (the test app's close()
 * checks every counter against its rows). These write the rows and move the counters
 * through the same repository functions the services use.
 */

/** `follower` follows `followee`, with both counters. */
export async function follow(db: Db, followerId: number, followeeId: number): Promise<void> {
  if (!(await insertFollow(db, followerId, followeeId))) return;
  await bumpFollowCounters(
    db,
    new Map([
      [followerId, { follow: 1, fan: 0 }],
      [followeeId, { follow: 0, fan: 1 }],
    ]),
  );
}

/** `n` new members who follow `userId`. */
export async function buildFans(db: Db, userId: number, n: number): Promise<UserRow[]> {
  const fans: UserRow[] = [];
  for (let i = 0; i < n; i++) {
    const fan = await buildUser(db);
    await follow(db, fan.id, userId);
    fans.push(fan);
  }
  return fans;
}

/** `likerId` likes the post: the row, its thumb_count and the author's praise_count. */
export async function like(db: Db, item: Pick<ItemRow, 'id' | 'userId'>, likerId: number) {
  await db.insert(thumbs).values({
    userId: likerId,
    type: COMMENT_TARGET_TYPE.post,
    typeId: item.id,
    targetUserId: item.userId,
  });
  await bumpItemCounters(db, item.id, { thumb: 1 });
  await bumpPraise(db, item.userId, 1);
}

/** `n` likes on the post from `n` new members (written in bulk: medal thresholds need 100). */
export async function buildLikes(db: Db, item: Pick<ItemRow, 'id' | 'userId'>, n: number) {
  if (n <= 0) return;
  const likers = await db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        const nickname = `点赞用户${next()}`;
        return { nickname, nicknameKey: nicknameKey(cleanNickname(nickname)) };
      }),
    )
    .returning({ id: users.id });
  await db.insert(thumbs).values(
    likers.map((l) => ({
      userId: l.id,
      type: COMMENT_TARGET_TYPE.post,
      typeId: item.id,
      targetUserId: item.userId,
    })),
  );
  await bumpItemCounters(db, item.id, { thumb: n });
  await bumpPraise(db, item.userId, n);
}

/** `n` visible comments on the post (by `authorId`, or a new member), oldest first. */
export async function buildComments(
  db: Db,
  item: Pick<ItemRow, 'id'>,
  n: number,
  authorId?: number,
): Promise<{ id: number }[]> {
  if (n <= 0) return [];
  const userId = authorId ?? (await buildUser(db)).id;
  const rows = await db
    .insert(comments)
    .values(
      Array.from({ length: n }, () => ({
        type: COMMENT_TYPE.post,
        typeId: item.id,
        userId,
        content: `测试评论${next()}`,
        status: COMMENT_STATUS.visible,
      })),
    )
    .returning({ id: comments.id });
  await bumpItemCounters(db, item.id, { comment: n });
  return rows;
}

/** `userId` joins the circle (at `createTime`, default now), with its member_count. */
export async function joinCircle(
  db: Db,
  circleId: number,
  userId: number,
  createTime?: Date,
): Promise<void> {
  await addMember(db, circleId, userId);
  if (createTime)
    await db
      .update(circleMembers)
      .set({ createTime })
      .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

/** Moves a post to `itemStatus` as review or a take-down would, with the post counters. */
export async function setItemStatus(db: Db, itemId: number, itemStatus: number): Promise<void> {
  const [before] = await db
    .select({ userId: items.userId, circleId: items.circleId, itemStatus: items.itemStatus })
    .from(items)
    .where(eq(items.id, itemId));
  if (!before) throw new Error(`no item ${itemId}`);
  await db.update(items).set({ itemStatus }).where(eq(items.id, itemId));
  await syncItemCounters(db, before, { ...before, itemStatus });
}
