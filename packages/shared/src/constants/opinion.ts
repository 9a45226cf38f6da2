import { defineEnum } from './define-enum';

/**
 * 意见反馈 (SPEC §7 /web/opinion/commit and list; the rules are ours, docs/feedback.md).
 * SPEC names the calls only; the kinds, states and limits below are decided here.
 */
export const OpinionType = defineEnum({
  suggestion: { value: 1, label: '功能建议' },
  problem: { value: 2, label: '使用问题' },
  content: { value: 3, label: '内容与社区' },
  account: { value: 4, label: '账号与安全' },
  other: { value: 5, label: '其他' },
});
export const OPINION_TYPE = OpinionType.values;

/** 待处理 until staff answer or close it; an answered one may be answered again. */
export const OpinionStatus = defineEnum({
  pending: { value: 0, label: '待处理' },
  answered: { value: 1, label: '已回复' },
  closed: { value: 2, label: '已关闭' },
});
export const OPINION_STATUS = OpinionStatus.values;

export const OPINION_LIMITS = {
  contentMin: 10,
  contentMax: 1000,
  contactMax: 50,
  images: 4,
  answerMax: 1000,
  /** A member with this many 待处理 feedbacks waits for an answer before sending more. */
  pendingMax: 5,
  keywordMax: 50,
} as const;

/** The member's own list and the console's default page. */
export const OPINION_PAGE_SIZE = 10;

/**
 * Pages of the site whose text admins write in the console (关于我们 tabs about and
 * contact): the key is the aboutUs tab, the title what the tab shows while unset.
 */
export const SitePageKey = defineEnum({
  about: { value: 'about', label: '关于我们' },
  contact: { value: 'contact', label: '联系我们' },
});
export const SITE_PAGE_KEY = SitePageKey.values;
export const SITE_PAGE_LIMITS = { title: 30, content: 20_000 } as const;
