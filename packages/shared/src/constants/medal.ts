import { defineEnum } from './define-enum';
import { LEVELS } from './electricity';

/*
 * Medals (勋章, SPEC §1/§2/§7). The definitions live in the `medals` table, managed by
 * admins in the console (docs/admin-rewards.md); the server and both medal pages read them
 * from there. This file keeps what is code: the kinds, the triggers an automatic medal may
 * use (each is checked by server code where its number changes, so an admin cannot invent
 * one), the limits of the console's form, and the seven medals the migration seeded.
 * docs/growth.md has the conditions table. An award is a row of user_medals.
 */

/** How a medal is earned: automatically when its condition is met, or only from an admin. */
export const MedalKind = defineEnum({
  auto: { value: 'auto', label: '自动获得' },
  manual: { value: 'manual', label: '管理员颁发' },
});
export const MEDAL_KIND = MedalKind.values;
export type MedalKindValue = (typeof MEDAL_KIND)[keyof typeof MEDAL_KIND];

/**
 * What an automatic medal counts; the server checks it where that number changes:
 * published posts (a post going out), the sign-in streak, thumbs received
 * (users.praise_count), comments and replies written (visible ones), the electricity
 * balance (the ledger).
 */
export const MedalTrigger = defineEnum({
  posts: { value: 'posts', label: '发布的帖子' },
  signInStreak: { value: 'sign_in_streak', label: '连续签到天数' },
  likesReceived: { value: 'likes_received', label: '获得的赞' },
  commentsWritten: { value: 'comments_written', label: '发表的评论和回复' },
  ele: { value: 'ele', label: '电量' },
});
export const MEDAL_TRIGGER = MedalTrigger.values;
export type MedalTriggerValue = (typeof MEDAL_TRIGGER)[keyof typeof MEDAL_TRIGGER];

/** The level whose threshold the 电量新星 medal shares (Lv3 焊接能手). */
const ELE_STAR_LEVEL = LEVELS[2];

interface MedalBase {
  /** Stable id stored in user_medals.medal_key; never rename one that was awarded. */
  key: string;
  name: string;
  /** A badge of apps/web/public/medals, as the site serves it (under /app/, the Vite base). */
  image: string;
  /** How to earn it, in the words the medal pages show. */
  condition: string;
}
export interface AutoMedal extends MedalBase {
  kind: typeof MEDAL_KIND.auto;
  trigger: MedalTriggerValue;
  /** The count the trigger must reach (≥). */
  threshold: number;
}
export interface ManualMedal extends MedalBase {
  kind: typeof MEDAL_KIND.manual;
}
export type Medal = AutoMedal | ManualMedal;

/**
 * The seven medals of the first release, as migration 0015 seeded them into the `medals`
 * table (same keys, so earlier awards stay valid); the medal test checks the seed against
 * this list, and the demo seed awards by it. Not read at run time: the table is the source.
 */
export const SEEDED_MEDALS: readonly Medal[] = [
  {
    key: 'first_post',
    name: '初来乍到',
    image: '/app/medals/first-post.svg',
    condition: '发布第一篇帖子（审核通过后即获得）',
    kind: MEDAL_KIND.auto,
    trigger: MEDAL_TRIGGER.posts,
    threshold: 1,
  },
  {
    key: 'sign_in_7',
    name: '七日连签',
    image: '/app/medals/sign-in-7.svg',
    condition: '连续签到 7 天',
    kind: MEDAL_KIND.auto,
    trigger: MEDAL_TRIGGER.signInStreak,
    threshold: 7,
  },
  {
    key: 'likes_100',
    name: '人气之星',
    image: '/app/medals/likes-100.svg',
    condition: '帖子累计获得 100 个赞',
    kind: MEDAL_KIND.auto,
    trigger: MEDAL_TRIGGER.likesReceived,
    threshold: 100,
  },
  {
    key: 'comments_50',
    name: '评论达人',
    image: '/app/medals/comments-50.svg',
    condition: '累计发表 50 条评论或回复',
    kind: MEDAL_KIND.auto,
    trigger: MEDAL_TRIGGER.commentsWritten,
    threshold: 50,
  },
  {
    key: 'ele_star',
    name: '电量新星',
    image: '/app/medals/ele-star.svg',
    condition: `电量达到 ${ELE_STAR_LEVEL.min}（升至 ${ELE_STAR_LEVEL.name}）`,
    kind: MEDAL_KIND.auto,
    trigger: MEDAL_TRIGGER.ele,
    threshold: ELE_STAR_LEVEL.min,
  },
  {
    key: 'great_creator',
    name: '优秀创作者',
    image: '/app/medals/great-creator.svg',
    condition: '管理员颁发给持续发布优质原创内容的创作者',
    kind: MEDAL_KIND.manual,
  },
  {
    key: 'contributor',
    name: '社区贡献者',
    image: '/app/medals/contributor.svg',
    condition: '管理员颁发给为社区建设做出突出贡献的成员',
    kind: MEDAL_KIND.manual,
  },
];

/** The achievement message an award writes to the member: 恭喜获得勋章「七日连签」. */
export function medalAwardTitle(name: string): string {
  return `恭喜获得勋章「${name}」`;
}

/** What the member reads when an admin takes a medal back: 勋章「七日连签」已被收回. */
export function medalRevokeTitle(name: string): string {
  return `勋章「${name}」已被收回`;
}

/** Console form limits (the server checks the same in the contracts). */
export const MEDAL_NAME_MAX = 20;
export const MEDAL_CONDITION_MAX = 100;
export const MEDAL_DESCRIPTION_MAX = 200;
/** The highest threshold an admin may set for an automatic medal. */
export const MEDAL_THRESHOLD_MAX = 1_000_000;
/** Longest reason an admin gives when revoking a medal. */
export const MEDAL_REVOKE_REASON_MAX = 200;
