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

/** The featured page's default tag: `?tag=recommend` shows editors' picks. */
export const RECOMMEND_TAG = 'recommend';

/** Page size of the featured/forum list. */
export const FORUM_LIST_PAGE_SIZE = 10;
