import { defineEnum } from './define-enum';

/** SPEC §9 item types. */
export const ItemType = defineEnum({
  vote: { value: -1, label: '投票帖' },
  knowledge: { value: 0, label: '知识资源库' },
  project: { value: 1, label: '项目池' },
  question: { value: 2, label: '提问帖' },
  general: { value: 3, label: '大众帖' },
  dynamic: { value: 99, label: '用户动态' },
});
export const ITEM_TYPE = ItemType.values;

/**
 * The types an author picks on the post form, in the order offered (SPEC §9). Votes have
 * their own form (投票帖 −1) and user dynamics (99) are written elsewhere, never chosen here.
 */
export const POST_FORM_ITEM_TYPES = [
  ITEM_TYPE.general,
  ITEM_TYPE.question,
  ITEM_TYPE.knowledge,
  ITEM_TYPE.project,
] as const;

/** SPEC §4 item status. */
export const ItemStatus = defineEnum({
  unverified: { value: 0, label: '未审核' },
  reviewing: { value: 1, label: '审核中' },
  published: { value: 2, label: '已发布' },
  rejected: { value: 3, label: '未通过' },
  draft: { value: 4, label: '草稿箱' },
});
export const ITEM_STATUS = ItemStatus.values;

/** SPEC §9 home list sort. */
export const HomeSort = defineEnum({
  ranking: { value: -2, label: '排行' },
  default: { value: 0, label: '默认' },
  vote: { value: 5, label: '投票' },
});
export const HOME_SORT = HomeSort.values;

/** SPEC §4 comment switch. */
export const CommentSwitch = defineEnum({
  off: { value: 0, label: '禁止评论' },
  on: { value: 1, label: '开启评论' },
});
export const COMMENT_SWITCH = CommentSwitch.values;

/**
 * rel of every link in a post body: the editor writes it and the server's sanitizer sets
 * it, so a stored body is exactly what the editor produced. nofollow ugc: links of users
 * earn no ranking from us; noopener: the opened page cannot reach back to ours.
 */
export const USER_LINK_REL = 'noopener nofollow ugc';

/** The featured page's default tag: `?tag=recommend` shows editors' picks. */
export const RECOMMEND_TAG = 'recommend';

/** Page size of the featured/forum list. */
export const FORUM_LIST_PAGE_SIZE = 10;

/** How many hot objects the home page shows (GET /web/index/object). */
export const HOT_OBJECT_LIMIT = 8;

/** Page size of the circle directory (/app/new-version/topic); SPEC's 4 is for search. */
export const CIRCLE_DIRECTORY_PAGE_SIZE = 12;

/** SPEC §9 comment type codes: what a comment hangs off. */
export const CommentType = defineEnum({
  post: { value: 1, label: '帖子' },
  comment: { value: 2, label: '评论' },
  reply: { value: 3, label: '回复' },
  article: { value: 4, label: '文章' },
  news: { value: 5, label: '资讯' },
  projectPool: { value: 6, label: '项目池' },
  projectPoolWeekly: { value: 7, label: '项目池周刊' },
  /** Xinke's extension: SPEC §9 stops at 7 and has no code for a creator's spec. */
  spec: { value: 8, label: '规格书' },
  /** Xinke's extension: a desktop-build contest work (its target type is SPEC's 13). */
  contestWork: { value: 9, label: '参赛作品' },
  /** Xinke's extension: the comment wall of a festival page (docs/festival.md). */
  festival: { value: 10, label: '节日活动' },
});
export const COMMENT_TYPE = CommentType.values;

/**
 * SPEC §9 comment target types (13 is the desktop-build contest, not a gap to fill), plus 6
 * for a creator's spec: Xinke's extension, SPEC §9 has none for specs.
 */
export const CommentTargetType = defineEnum({
  post: { value: 1, label: '帖子' },
  article: { value: 2, label: '文章' },
  news: { value: 3, label: '资讯' },
  projectPool: { value: 4, label: '项目池' },
  weekly: { value: 5, label: '周刊' },
  spec: { value: 6, label: '规格书' },
  desktopBuildContest: { value: 13, label: '装机大赛' },
  /** Xinke's extension: a festival page (docs/festival.md). */
  festival: { value: 14, label: '节日活动' },
});
export const COMMENT_TARGET_TYPE = CommentTargetType.values;

/** SPEC §9 collect payload `source_type`: Item or OfficialArticle. */
export const CollectSourceType = defineEnum({
  item: { value: 1, label: '帖子' },
  officialArticle: { value: 2, label: '文章' },
});
export const COLLECT_SOURCE_TYPE = CollectSourceType.values;

/** SPEC §4 collected flag. */
export const CollectedFlag = defineEnum({
  no: { value: 0, label: '未收藏' },
  yes: { value: 1, label: '已收藏' },
});

/** SPEC §4 liked flag. */
export const LikedFlag = defineEnum({
  no: { value: 0, label: '未点赞' },
  yes: { value: 1, label: '已点赞' },
});

/** SPEC §4 circle membership. */
export const CircleMembership = defineEnum({
  joined: { value: 1, label: '已加入' },
  notJoined: { value: 0, label: '未加入' },
});
