import {
  COLLECT_SOURCE_TYPE,
  COMMENT_STATUS,
  COMMENT_TYPE,
  ITEM_STATUS,
  ITEM_TYPE,
} from '@xinke/shared';
import type { WriteClass } from '../src/write-limits/limit-classes';
import type { BenchMember } from './request-load';
import type { BenchRequest } from './request-worker';

/**
 * The write rows of the bench (write-load.ts): one real API write of SPEC §7 each, sent by
 * many members at once. Every request is a distinct write that succeeds — a like of a post
 * the member has not liked, a letter with a new client number — and each member sends at most
 * as many of a row as its class's shortest member window allows (checked against the app's
 * own limits before sending), so nothing is refused as a duplicate or by the abuse limits
 * and the rows measure the write path with the limits on, as deployed.
 */

/** A group of members writing together, and what their earlier rows created. */
export interface WriteGroup {
  members: BenchMember[];
  /** posts[i]: the post members[i] published in the publish row. */
  posts: number[];
  /** comments[i]: the comment members[i] wrote in the comment row. */
  comments: number[];
  circleId: number;
  tagId: number;
}

export interface WriteRow {
  name: string;
  /** The write-limit class of the route (write-limit-table.ts); null for a GET. */
  limitClass: WriteClass | null;
  /** Writes per member in this row. */
  perMember: number;
  /** Member m's j-th write (j from 1 to perMember). */
  request(g: WriteGroup, m: number, j: number): BenchRequest;
  /** Counts every row of the kind this row writes: after − before must equal its 200s. */
  rowsSql: string;
}

/**
 * Likes, comments and collections go to the group's first HOT posts: a burst on what is on
 * the front page, so the counter rows of those posts and of their authors are contended the
 * whole time, as on a live site.
 */
const HOT = 100;
const hot = (g: WriteGroup, m: number, j: number): number =>
  g.posts[(m + j) % Math.min(HOT, g.posts.length)]!;
/** Someone else in the group: j ≥ 1 and j < the group's size, so never member m. */
const other = (g: WriteGroup, m: number, j: number): BenchMember =>
  g.members[(m + j) % g.members.length]!;

function post(member: BenchMember, path: string, body: unknown): BenchRequest {
  return { method: 'POST', path, token: member.token, ip: member.ip, body };
}

export const WRITE_ROWS: WriteRow[] = [
  {
    name: 'publish a post',
    limitClass: 'post',
    perMember: 1,
    request: (g, m) =>
      post(g.members[m]!, '/web/item/post', {
        title: `压测发帖：第 ${g.members[m]!.id} 号会员的装机记录`,
        body: `<p>这台主机用了 B650M 主板和 DDR5 6000 内存，第 ${g.members[m]!.id} 号会员分享。</p>`,
        tag: [g.tagId],
        circle_id: g.circleId,
        item_type: ITEM_TYPE.general,
      }),
    rowsSql: `select count(*)::int as n from items where item_status = ${ITEM_STATUS.published}`,
  },
  {
    name: 'comment on a post',
    limitClass: 'comment',
    perMember: 1,
    request: (g, m, j) =>
      post(g.members[m]!, '/web/common/comment', {
        type: COMMENT_TYPE.post,
        type_id: hot(g, m, j),
        content: `学到了，感谢分享！第 ${g.members[m]!.id} 号会员的评论`,
      }),
    rowsSql: `select count(*)::int as n from comments
      where type = ${COMMENT_TYPE.post} and status = ${COMMENT_STATUS.visible}`,
  },
  {
    name: 'like a post',
    limitClass: 'like',
    perMember: 5,
    request: (g, m, j) =>
      post(g.members[m]!, '/web/common/thumb', { type: COMMENT_TYPE.post, type_id: hot(g, m, j) }),
    rowsSql: `select count(*)::int as n from thumbs where type = ${COMMENT_TYPE.post}`,
  },
  {
    name: 'like a comment',
    limitClass: 'like',
    perMember: 2,
    request: (g, m, j) =>
      post(g.members[m]!, '/web/common/thumb', {
        type: COMMENT_TYPE.comment,
        type_id: g.comments[(m + j) % g.comments.length]!,
      }),
    rowsSql: `select count(*)::int as n from thumbs where type = ${COMMENT_TYPE.comment}`,
  },
  {
    name: 'collect a post',
    limitClass: 'collect',
    perMember: 3,
    request: (g, m, j) =>
      post(g.members[m]!, '/web/common/collect', {
        source_type: COLLECT_SOURCE_TYPE.item,
        source_id: hot(g, m, j),
      }),
    rowsSql: `select count(*)::int as n from collections`,
  },
  {
    name: 'follow a member',
    limitClass: 'follow',
    perMember: 3,
    request: (g, m, j) =>
      post(g.members[m]!, '/web/user/follow', { follow_id: other(g, m, j).id, follow_status: 1 }),
    rowsSql: `select count(*)::int as n from follows`,
  },
  {
    name: 'daily sign-in',
    limitClass: null,
    perMember: 1,
    request: (g, m) => ({
      method: 'GET',
      path: '/web/index/user_sign',
      token: g.members[m]!.token,
      ip: g.members[m]!.ip,
    }),
    rowsSql: `select count(*)::int as n from sign_ins`,
  },
  {
    name: 'send a letter',
    limitClass: 'letter',
    perMember: 3,
    request: (g, m, j) =>
      post(g.members[m]!, '/web/letter/send', {
        to_user_id: other(g, m, j).id,
        no: `bench-${g.members[m]!.id}-${j}`,
        msg: `你好，第 ${j} 条私信：周末一起去电子市场看看开发板吗？`,
      }),
    rowsSql: `select count(*)::int as n from letters`,
  },
];

/** A row's requests, round by round: the requests in flight come from different members. */
export function rowRequests(row: WriteRow, g: WriteGroup): BenchRequest[] {
  const out: BenchRequest[] = [];
  for (let j = 1; j <= row.perMember; j += 1)
    for (let m = 0; m < g.members.length; m += 1) out.push(row.request(g, m, j));
  return out;
}
