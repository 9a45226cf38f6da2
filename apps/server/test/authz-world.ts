import { randomBytes } from 'node:crypto';
import {
  CODE_STATUS,
  CODE_TYPE,
  COMMENT_TYPE,
  ITEM_STATUS,
  ITEM_TYPE,
  MESSAGE_CATEGORY,
  ORDER_STATE,
  RESOURCE_STATUS,
  USER_ROLE,
  type AuthzPolicy,
  type TargetKind,
} from '@xinke/shared';
import { eq, sql } from 'drizzle-orm';
import {
  blacks,
  comments,
  items,
  messages,
  privilegeCodes,
  projectMembers,
  resourceCategories,
  resourceFiles,
  resources,
  users,
  voteOptions,
  voteSubjects,
} from '../src/db/schema';
import type { TestApp } from './create-test-app';
import { buildCircle, buildItem, buildTag, buildUser, loginAs } from './factories';
import { buildAddress, buildOrderRow } from './store-fixtures';

/** The callers of every matrix cell. */
export const ACTORS = ['visitor', 'other', 'blocked', 'moderator', 'admin', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];

type User = Awaited<ReturnType<typeof buildUser>>;

/**
 * The fixture world of one matrix cell, fresh for every cell so that no cell's writes
 * (a logout, a deleted post, a cancelled block) can change another's outcome: an owner with
 * a post, another member, a member the owner blocked, a moderator, an admin, and — when the
 * contract names an owned thing — one such thing of the owner's.
 */
export interface World {
  users: Record<Exclude<Actor, 'visitor'>, User>;
  /** A member who is none of the above: the other end of the owner's letters. */
  friend: User;
  post: { id: number };
  circleId: number;
  tagId: number;
  /** The id of the thing the contract's policy names (owner's), when it names one. */
  targetId: number | undefined;
  /** The post a target comment or reply hangs on. */
  targetItemId: number;
  /** The comment a target reply answers. */
  targetCommentId: number | undefined;
}

let sequence = 0;
/** Unique per call in this process: phones, letter numbers, client addresses. */
export const nextSerial = () => ++sequence;

/** A client address of its own per request, so per-IP limits never tie two cells together. */
export function freshIp(): string {
  const n = nextSerial();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function asOwner<T>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { authorization: token },
    ...(payload ? { payload } : {}),
  });
  const body = res.json<{ code: number; data: T; msg: string }>();
  if (body.code !== 0) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${body.msg}`);
  return body.data;
}

/** Builds the owner's `kind`; the owner's writes go through the API, as a member's would. */
async function buildTarget(
  t: TestApp,
  world: Omit<World, 'targetId' | 'targetItemId' | 'targetCommentId'>,
  kind: TargetKind,
): Promise<Pick<World, 'targetId' | 'targetItemId' | 'targetCommentId'>> {
  const { owner } = world.users;
  const { friend } = world;
  const base = { targetItemId: world.post.id, targetCommentId: undefined };
  const token = () => loginAs(t.db, owner);
  const comment = async () =>
    asOwner<{ id: number }>(t, await token(), 'POST', '/web/common/comment', {
      type: COMMENT_TYPE.post,
      type_id: world.post.id,
      content: '矩阵测试评论',
    });
  switch (kind) {
    case 'item':
      return { ...base, targetId: world.post.id };
    case 'draft': {
      const draft = await buildItem(t.db, { author: owner, itemStatus: ITEM_STATUS.draft });
      return { ...base, targetId: draft.id };
    }
    case 'voteSubject': {
      // The owner's draft vote with two subjects, straight into the tables: a draft's subject
      // may be deleted, and the other one keeps the vote whole.
      const vote = await buildItem(t.db, {
        author: owner,
        itemType: ITEM_TYPE.vote,
        itemStatus: ITEM_STATUS.draft,
      });
      const subjects = await t.db
        .insert(voteSubjects)
        .values(
          ['矩阵测试题目一', '矩阵测试题目二'].map((subject, sort) => ({
            itemId: vote.id,
            subject,
            expireTime: new Date(Date.now() + 86_400_000),
            sort,
          })),
        )
        .returning({ id: voteSubjects.id });
      await t.db
        .insert(voteOptions)
        .values(
          subjects.flatMap((s) =>
            ['甲', '乙'].map((text, sort) => ({ subjectId: s.id, text, sort })),
          ),
        );
      return { ...base, targetId: subjects[0]?.id };
    }
    case 'comment':
      return { ...base, targetId: (await comment()).id };
    case 'reply': {
      // The parent straight into the table (with its counter), so the owner's one API write
      // is the reply: per-member write limits never see two writes in a row.
      const [parent] = await t.db
        .insert(comments)
        .values({
          type: COMMENT_TYPE.post,
          typeId: world.post.id,
          userId: owner.id,
          content: '矩阵测试评论',
        })
        .returning({ id: comments.id });
      if (!parent) throw new Error('insert comment failed');
      await t.db
        .update(items)
        .set({ commentCount: sql`${items.commentCount} + 1` })
        .where(eq(items.id, world.post.id));
      const reply = await asOwner<{ id: number }>(t, await token(), 'POST', '/web/common/reply', {
        type: COMMENT_TYPE.post,
        type_id: world.post.id,
        comment_id: parent.id,
        content: '矩阵测试回复',
      });
      return { ...base, targetId: reply.id, targetCommentId: parent.id };
    }
    case 'letter':
    case 'conversation': {
      const owned = await token();
      const letter = await asOwner<{ id: number }>(t, owned, 'POST', '/web/letter/send', {
        to_user_id: friend.id,
        no: `m${nextSerial()}`,
        msg: '矩阵测试私信',
      });
      if (kind === 'letter') return { ...base, targetId: letter.id };
      const box = await asOwner<{ data: { id: number }[] }>(t, owned, 'GET', '/web/letter/box');
      return { ...base, targetId: box.data[0]?.id };
    }
    case 'message': {
      const [row] = await t.db
        .insert(messages)
        .values({ userId: owner.id, category: MESSAGE_CATEGORY.system, title: '矩阵测试通知' })
        .returning({ id: messages.id });
      return { ...base, targetId: row?.id };
    }
    case 'code': {
      const [row] = await t.db
        .insert(privilegeCodes)
        .values({
          type: CODE_TYPE.betaInvite,
          code: randomBytes(8).toString('hex'),
          status: CODE_STATUS.claimed,
          userId: owner.id,
          claimTime: new Date(),
          expireTime: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: privilegeCodes.id });
      return { ...base, targetId: row?.id };
    }
    case 'user':
      return { ...base, targetId: owner.id };
    case 'circle':
      return { ...base, targetId: world.circleId };
    case 'setting':
      return { ...base, targetId: 1 };
    case 'spec':
    case 'specDraft': {
      const spec = await asOwner<{ id: number }>(t, await token(), 'POST', '/web/creator/create', {
        title: '矩阵测试规格书',
        content: '<p>矩阵测试规格书正文</p>',
        publish: kind === 'spec' ? 1 : 0,
      });
      return { ...base, targetId: spec.id };
    }
    case 'order':
      return { ...base, targetId: (await buildOrderRow(t.db, owner.id)).id };
    case 'shippedOrder':
      return { ...base, targetId: (await buildOrderRow(t.db, owner.id, ORDER_STATE.shipped)).id };
    case 'payment': {
      const order = await buildOrderRow(t.db, owner.id);
      const payment = await asOwner<{ id: number }>(
        t,
        await token(),
        'POST',
        '/web/payment/create',
        {
          order_id: order.id,
          provider: 'dev',
        },
      );
      return { ...base, targetId: payment.id };
    }
    case 'address':
      return { ...base, targetId: (await buildAddress(t.db, owner.id)).id };
    case 'specChallenge':
    case 'specDesign': {
      // The owner's published spec with a pending entry of the friend's on it, to review.
      const spec = await asOwner<{ id: number }>(t, await token(), 'POST', '/web/creator/create', {
        title: '矩阵测试规格书',
        content: '<p>矩阵测试规格书正文</p>',
        publish: 1,
      });
      const entry = await asOwner<{ id: number }>(
        t,
        await loginAs(t.db, friend),
        'POST',
        kind === 'specChallenge' ? '/web/creator/challenge/create' : '/web/creator/upload/design',
        kind === 'specChallenge'
          ? { spec_id: spec.id, title: '矩阵测试挑战', content: '矩阵测试挑战内容' }
          : { spec_id: spec.id, description: '矩阵测试设计稿', images: ['/uploads/m/a.png'] },
      );
      return { ...base, targetId: entry.id };
    }
    case 'challenge': {
      // The owner's pending challenge on a spec of the friend, made a creative master here.
      await t.db.update(users).set({ xUp: 1 }).where(eq(users.id, friend.id));
      const spec = await asOwner<{ id: number }>(
        t,
        await loginAs(t.db, friend),
        'POST',
        '/web/creator/create',
        { title: '矩阵测试规格书', content: '<p>矩阵测试规格书正文</p>', publish: 1 },
      );
      const challenge = await asOwner<{ id: number }>(
        t,
        await token(),
        'POST',
        '/web/creator/challenge/create',
        { spec_id: spec.id, title: '矩阵测试挑战', content: '矩阵测试挑战内容' },
      );
      return { ...base, targetId: challenge.id };
    }
    case 'project':
    case 'projectWeek':
    case 'projectJoin': {
      const owned = await token();
      const project = await asOwner<{ id: number }>(t, owned, 'POST', '/web/project/create', {
        title: '矩阵测试项目',
        body: '<p>矩阵测试项目介绍</p>',
        owner_label: 3,
        bom: [{ part_name: 'ESP32-S3-WROOM-1-N8R2', quantity: 1, unit_price: 2350 }],
        publish: 1,
      });
      if (kind === 'project') return { ...base, targetId: project.id };
      if (kind === 'projectWeek') {
        const week = await asOwner<{ id: number }>(t, owned, 'POST', '/web/project/week/create', {
          project_id: project.id,
          title: '矩阵测试周报',
          body: '<p>本周进展</p>',
        });
        return { ...base, targetId: week.id };
      }
      // A pending request by the owner's friend: the owner decides it.
      const [request] = await t.db
        .insert(projectMembers)
        .values({ projectId: project.id, userId: friend.id, label: 4, status: 0 })
        .returning({ id: projectMembers.id });
      return { ...base, targetId: request?.id };
    }
    case 'resource': {
      const [category] = await t.db
        .insert(resourceCategories)
        .values({ name: `矩阵分类${randomBytes(4).toString('hex')}` })
        .returning({ id: resourceCategories.id });
      const [resource] = await t.db
        .insert(resources)
        .values({
          title: '矩阵资源',
          categoryId: category!.id,
          status: RESOURCE_STATUS.published,
          publishTime: new Date(),
        })
        .returning({ id: resources.id });
      const hash = randomBytes(32).toString('hex');
      await t.db.insert(resourceFiles).values({
        resourceId: resource!.id,
        name: '矩阵.pdf',
        type: 'pdf',
        size: 9,
        sha256: hash,
        storageKey: `resources/${hash.slice(0, 2)}/${hash}.pdf`,
      });
      return { ...base, targetId: resource!.id };
    }
  }
}

/** Policies whose owner must be a creative master: the creator role, and specs they own. */
const needsCreator = ({ role, target }: AuthzPolicy) =>
  role === 'creator' ||
  target?.kind === 'spec' ||
  target?.kind === 'specDraft' ||
  target?.kind === 'specChallenge' ||
  target?.kind === 'specDesign';

export async function buildWorld(t: TestApp, policy: AuthzPolicy): Promise<World> {
  const { target } = policy;
  // Year-old accounts: the stricter limits on new accounts are not what this test is about.
  const createTime = new Date(Date.now() - 365 * 86_400_000);
  const [owner, other, blocked, moderator, admin, friend] = await Promise.all([
    buildUser(t.db, { createTime, xUp: needsCreator(policy) ? 1 : 0 }),
    buildUser(t.db, { createTime }),
    buildUser(t.db, { createTime }),
    buildUser(t.db, { createTime, role: USER_ROLE.moderator }),
    buildUser(t.db, { createTime, role: USER_ROLE.admin }),
    buildUser(t.db, { createTime }),
  ]);
  const circle = await buildCircle(t.db);
  const tag = await buildTag(t.db);
  const post = await buildItem(t.db, { author: owner, circle });
  await t.db.insert(blacks).values({ userId: owner.id, blackUserId: blocked.id });
  const world = {
    users: { owner, other, blocked, moderator, admin },
    friend,
    post,
    circleId: circle.id,
    tagId: tag.id,
  };
  const targetPart = target
    ? await buildTarget(t, world, target.kind)
    : { targetId: undefined, targetItemId: post.id, targetCommentId: undefined };
  return { ...world, ...targetPart };
}

/** A fresh session of `actor` (none for the visitor): a cell that logs out spoils nothing. */
export async function tokenOf(t: TestApp, world: World, actor: Actor): Promise<string | undefined> {
  return actor === 'visitor' ? undefined : loginAs(t.db, world.users[actor]);
}
