import { defineEnum } from './define-enum';

/*
 * Festival pages (节日活动专题页, docs/festival.md): an activity of kind `festival` whose page
 * is built from modules staff compose in the console, in their order.
 */

/** What a module shows. */
export const FestivalModuleKind = defineEnum({
  banner: { value: 'banner', label: '横幅图片' },
  text: { value: 'text', label: '图文介绍' },
  vote: { value: 'vote', label: '投票帖' },
  posts: { value: 'posts', label: '帖子列表' },
  members: { value: 'members', label: '推荐成员' },
  comments: { value: 'comments', label: '评论墙' },
});
export const FESTIVAL_MODULE_KIND = FestivalModuleKind.values;
export type FestivalModuleKindValue =
  (typeof FESTIVAL_MODULE_KIND)[keyof typeof FESTIVAL_MODULE_KIND];

/** Bounds of what staff compose and of the wall. */
export const FESTIVAL_LIMITS = {
  modules: 20,
  moduleTitle: 30,
  bannerImages: 5,
  link: 300,
  text: 20_000,
  posts: 12,
  members: 12,
  organiser: 60,
  sponsors: 10,
  sponsorName: 40,
  links: 10,
  linkLabel: 20,
  note: 200,
  guideKey: 40,
} as const;

/** The comment wall's page sizes (comment/list, reply/list). */
export const FESTIVAL_COMMENT_PAGE_SIZE = 10;
export const FESTIVAL_REPLY_PAGE_SIZE = 20;

/** comment/list `fine`: 0 the whole wall (newest first), 1 only 精选 (latest marked first). */
export const FestivalCommentFilter = defineEnum({
  all: { value: 0, label: '全部' },
  fine: { value: 1, label: '精选' },
});

/** The key festival pages dismiss their first-visit guide under (common/set_guide). */
export const FESTIVAL_GUIDE_KEY = 'festival';

/** SPEC §2 page of a festival. */
export const festivalPagePath = (id: number) => `/app/Festival/${id}`;
