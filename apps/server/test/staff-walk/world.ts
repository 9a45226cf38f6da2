import {
  CODE_STATUS,
  CODE_TYPE,
  COMMENT_STATUS,
  COMMENT_TYPE,
  ITEM_STATUS,
  MEDAL_KIND,
  USER_ROLE,
} from '@xinke/shared';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { comments, medals, privilegeCodes, reports, userImages } from '../../src/db/schema';
import type { TestApp } from '../create-test-app';
import { buildCircle, buildItem, buildTag, buildUser, loginAs } from '../factories';

type User = Awaited<ReturnType<typeof buildUser>>;

/**
 * What a staff write acts on, fresh for each walked endpoint: the admin who acts, a member
 * with a published post in a circle, a tag. Scenarios add what their endpoint needs.
 */
export interface StaffWorld {
  t: TestApp;
  admin: User;
  member: User;
  post: { id: number };
  circleId: number;
  tagId: number;
}

export async function buildStaffWorld(t: TestApp): Promise<StaffWorld> {
  const createTime = new Date(Date.now() - 365 * 86_400_000);
  const admin = await buildUser(t.db, { createTime, role: USER_ROLE.admin });
  const member = await buildUser(t.db, { createTime });
  const circle = await buildCircle(t.db);
  const tag = await buildTag(t.db);
  const post = await buildItem(t.db, { author: member, circle });
  return { t, admin, member, post, circleId: circle.id, tagId: tag.id };
}

/** A post of the member's waiting for review (审核中). */
export const heldPost = async (w: StaffWorld) =>
  buildItem(w.t.db, { author: w.member, itemStatus: ITEM_STATUS.reviewing });

/** A comment of the member's held for review (status 0) on the world's post. */
export async function heldComment(w: StaffWorld): Promise<{ id: number }> {
  const [row] = await w.t.db
    .insert(comments)
    .values({
      type: COMMENT_TYPE.post,
      typeId: w.post.id,
      userId: w.member.id,
      content: '待审核的评论',
      status: COMMENT_STATUS.pending,
    })
    .returning({ id: comments.id });
  if (!row) throw new Error('insert comment failed');
  return row;
}

/** An open report on the world's post, by a fresh member. */
export async function openReport(w: StaffWorld): Promise<{ id: number }> {
  const reporter = await buildUser(w.t.db);
  const [row] = await w.t.db
    .insert(reports)
    .values({ userId: reporter.id, targetType: 1, targetId: w.post.id, reason: '广告' })
    .returning({ id: reports.id });
  if (!row) throw new Error('insert report failed');
  return row;
}

/** A code the member asked to redeem (兑换中). */
export async function redeemingCode(w: StaffWorld): Promise<{ id: number }> {
  const [row] = await w.t.db
    .insert(privilegeCodes)
    .values({
      type: CODE_TYPE.betaInvite,
      code: randomBytes(8).toString('hex'),
      status: CODE_STATUS.redeeming,
      userId: w.member.id,
      claimTime: new Date(),
      expireTime: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: privilegeCodes.id });
  if (!row) throw new Error('insert code failed');
  return row;
}

/** Eight random hex digits: a suffix no other scenario's name, slug or word has. */
export const uniq = () => randomBytes(4).toString('hex');

/** A set-up call made as the world's admin; anything but 200 code 0 fails the walk. */
export async function asAdmin(w: StaffWorld, url: string, payload: object): Promise<void> {
  const res = await w.t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: await loginAs(w.t.db, w.admin) },
    payload,
  });
  if (res.statusCode !== 200 || res.json<{ code: number }>().code !== 0)
    throw new Error(`set-up ${url}: ${res.statusCode} ${res.body}`);
}

/** A picture the admin uploaded through /web/common/image (a user_images row). */
export async function uploadedImage(w: StaffWorld): Promise<string> {
  const hash = randomBytes(32).toString('hex');
  const url = `/uploads/images/${hash.slice(0, 2)}/${hash}.webp`;
  await w.t.db
    .insert(userImages)
    .values({ userId: w.admin.id, purpose: 1, url, tokenId: `walk-${hash}` });
  return url;
}

/** The id of a seeded medal that admins award by hand. */
export async function manualMedalId(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .select({ id: medals.id })
    .from(medals)
    .where(eq(medals.kind, MEDAL_KIND.manual))
    .limit(1);
  if (!row) throw new Error('no manual medal seeded');
  return row.id;
}
