import { PAGE_SIZE } from './client';
import { defineEnum } from './define-enum';

/** SPEC §4 activity status. */
export const ActivityStatus = defineEnum({
  notStarted: { value: 0, label: '未开始' },
  uploading: { value: 1, label: '作品上传中' },
  awaitingVote: { value: 2, label: '等待投票' },
  voting: { value: 3, label: '投票中' },
  awaitingReview: { value: 4, label: '投票结束待评审' },
  ended: { value: 5, label: '已结束' },
});
export const ACTIVITY_STATUS = ActivityStatus.values;

/** SPEC §4 enrolment flag. */
export const EnrolStatus = defineEnum({
  no: { value: 0, label: '未报名' },
  yes: { value: 1, label: '已报名' },
});

/** SPEC §4 work-upload flag. */
export const UploadStatus = defineEnum({
  no: { value: 0, label: '未上传' },
  yes: { value: 1, label: '已上传' },
});

/** SPEC §4 vote flag. */
export const VoteStatus = defineEnum({
  no: { value: 0, label: '未投票' },
  yes: { value: 1, label: '已投票' },
});

/** SPEC §4 work review. */
export const WorkReview = defineEnum({
  unreviewed: { value: 0, label: '未审核' },
  approved: { value: 1, label: '审核通过' },
  rejected: { value: 2, label: '审核未通过' },
});
export const WORK_REVIEW = WorkReview.values;

/**
 * SPEC §3 activity stage `code`s, in their order: 作品征集 (submission), 投票 (voting), 终审
 * (final review). The code is stored; the label is the stage's `section_name`.
 */
export const ActivityStage = defineEnum({
  submission: { value: 'submission', label: '作品征集' },
  voting: { value: 'voting', label: '投票' },
  finalReview: { value: 'final_review', label: '终审' },
});
export const ACTIVITY_STAGE = ActivityStage.values;
export type ActivityStageCode = (typeof ACTIVITY_STAGE)[keyof typeof ACTIVITY_STAGE];

/** SPEC §3 activity type keys. */
export const ActivityTypeKey = defineEnum({
  invite: { value: 'invite', label: '邀请' },
  lottery: { value: 'lottery', label: '抽奖' },
  item: { value: 'item', label: '帖子' },
  activity: { value: 'activity', label: '活动' },
});
export const ACTIVITY_TYPE_KEY = ActivityTypeKey.values;
export type ActivityTypeKeyValue = (typeof ACTIVITY_TYPE_KEY)[keyof typeof ACTIVITY_TYPE_KEY];

/**
 * What an activity's pages render (docs/activities.md): each kind gets its own pages in the
 * slices after the stage engine; `general` is the plain activity page.
 */
export const ActivityKind = defineEnum({
  diyComputer: { value: 'diy_computer', label: '装机大赛' },
  wallpaper: { value: 'wallpaper', label: '壁纸大赛' },
  wallpaperPhone: { value: 'wallpaper_phone', label: '手机壁纸大赛' },
  photo: { value: 'photo', label: '摄影大赛' },
  /** A festival campaign page built from staff-composed modules (docs/festival.md). */
  festival: { value: 'festival', label: '节日活动' },
  general: { value: 'general', label: '普通活动' },
});
export const ACTIVITY_KIND = ActivityKind.values;
export type ActivityKindValue = (typeof ACTIVITY_KIND)[keyof typeof ACTIVITY_KIND];

/**
 * What staff decide about an activity (stored). Everything else a reader sees — started,
 * voting, ended — is derived from the stages and the results time (ActivityStatus).
 */
export const ActivityPublish = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '已发布' },
});
export const ACTIVITY_PUBLISH = ActivityPublish.values;

/**
 * The transitions the stage job announces, each recorded once per activity
 * (activity_stage_events). Listed in the order they happen.
 */
export const ActivityEvent = defineEnum({
  submissionOpen: { value: 'submission_open', label: '作品征集开始' },
  submissionClose: { value: 'submission_close', label: '作品征集结束' },
  votingOpen: { value: 'voting_open', label: '投票开始' },
  votingClose: { value: 'voting_close', label: '投票结束' },
  results: { value: 'results', label: '结果公布' },
});
export const ACTIVITY_EVENT = ActivityEvent.values;
export type ActivityEventValue = (typeof ACTIVITY_EVENT)[keyof typeof ACTIVITY_EVENT];

/** What the activity page's main button does (GET /web/active/btn). */
export const ActivityBtnAction = defineEnum({
  none: { value: 'none', label: '无' },
  login: { value: 'login', label: '登录' },
  join: { value: 'join', label: '报名' },
  upload: { value: 'upload', label: '上传作品' },
  vote: { value: 'vote', label: '投票' },
  result: { value: 'result', label: '查看结果' },
});
export const ACTIVITY_BTN_ACTION = ActivityBtnAction.values;
export type ActivityBtnActionValue = (typeof ACTIVITY_BTN_ACTION)[keyof typeof ACTIVITY_BTN_ACTION];

/** SPEC §9: the activity list's page size. */
export const ACTIVITY_PAGE_SIZE = PAGE_SIZE.activityList;

export const ACTIVITY_LIMITS = {
  title: 60,
  summary: 200,
  rules: 50_000,
  keyword: 40,
} as const;

/** How often every node's stage job looks for passed boundaries (docs/activities.md). */
export const ACTIVITY_JOB_EVERY_MS = 30_000;

/* ——— Contest works, votes, the judges' rubric and the awards (docs/contest.md) ——— */

/** SPEC §7 opu_list: the works wall's page size (default 12). */
export const ACTIVITY_WORK_PAGE_SIZE = 12;

/** The works wall's orders: 编号 (serial, the default), 最新, 票数最多. */
export const WorkOrder = defineEnum({
  serial: { value: 'serial', label: '按编号' },
  newest: { value: 'newest', label: '最新' },
  votes: { value: 'votes', label: '票数最多' },
});
export type WorkOrderValue = (typeof WorkOrder.values)[keyof typeof WorkOrder.values];

/** Bounds of an entry (SPEC §3 work submission) and of enrolment (SPEC §3 join). */
export const WORK_LIMITS = {
  name: 40,
  desc: 200,
  content: 20_000,
  computerModel: 120,
  /** Pictures of the build besides the cover. */
  imagesMin: 1,
  imagesMax: 9,
  userName: 20,
  rejectReason: 200,
  voidReason: 200,
  judgeComment: 500,
  /** Votes voided in one console action. */
  voidBatch: 200,
} as const;

/**
 * Fair voting (docs/contest.md "Fair voting"): one vote per member per work per day (the
 * China day, GROWTH_TIME_ZONE), only in the 投票 stage, only for approved works, never for one's
 * own. Accounts younger than `minAccountHours` may not vote. A vote is counted but flagged
 * for staff when its IP has cast more than `ipDailySoft` votes in the activity that day,
 * when the voter's account was made after voting opened, or when the work took more than
 * `burstPerMinute` votes in the minute; an IP past `ipDailyHard` is refused.
 */
export const VOTE_RULES = {
  minAccountHours: 24,
  ipDailySoft: 20,
  ipDailyHard: 200,
  burstPerMinute: 60,
} as const;

/** Why a vote was flagged (activity_votes.flags), for the console's 可疑投票 list. */
export const VoteFlag = defineEnum({
  newAccount: { value: 'new_account', label: '投票开始后注册的账号' },
  sharedIp: { value: 'shared_ip', label: '同一 IP 当天投票过多' },
  burst: { value: 'burst', label: '作品短时间内票数激增' },
});
export const VOTE_FLAG = VoteFlag.values;
export type VoteFlagValue = (typeof VOTE_FLAG)[keyof typeof VOTE_FLAG];

/**
 * The judges' rubric of a contest (Hackster-style): each criterion scored 0–10 by each
 * judge; a judge's score is the weighted sum scaled to 0–100 (weights add up to 100).
 */
export const JUDGE_CRITERIA = [
  {
    key: 'creativity',
    label: '创意与主题',
    weight: 25,
    hint: '整机是否有自己的想法：主题、改装、独特的搭配',
  },
  { key: 'craft', label: '做工与理线', weight: 25, hint: '走线、固定、散热风道与细节处理' },
  {
    key: 'config',
    label: '配置合理性',
    weight: 20,
    hint: '配置与用途、预算是否匹配，性能与温度表现',
  },
  { key: 'looks', label: '外观与灯效', weight: 15, hint: '整体观感、配色与灯光' },
  { key: 'story', label: '作品介绍', weight: 15, hint: '图文是否完整，能否帮助别人复现' },
] as const;
export type JudgeCriterionKey = (typeof JUDGE_CRITERIA)[number]['key'];
export const JUDGE_SCORE_MAX = 10;

type CriterionWords = Record<JudgeCriterionKey, { label: string; hint: string }>;
const WALLPAPER_CRITERIA: CriterionWords = {
  creativity: { label: '创意与主题', hint: '是否切合征集主题，有自己的想法与表达' },
  craft: { label: '构图与细节', hint: '构图、层次与细节处理，放大后是否经得起看' },
  config: { label: '壁纸适配', hint: '作为壁纸是否好用：留出图标与时钟的位置，清晰无噪点' },
  looks: { label: '色彩与美感', hint: '配色、光影与整体观感' },
  story: { label: '作品说明', hint: '作品名与介绍是否讲清了创作思路' },
};
/**
 * The rubric's words per contest kind: the same five keys and weights (one scoring engine,
 * one scores table), judged on what that kind of work is. Kinds not listed use
 * JUDGE_CRITERIA's (the desktop build's).
 */
const CRITERIA_BY_KIND: Partial<Record<ActivityKindValue, CriterionWords>> = {
  wallpaper: WALLPAPER_CRITERIA,
  wallpaper_phone: WALLPAPER_CRITERIA,
  photo: {
    creativity: { label: '创意与主题', hint: '是否切合征集主题，视角与想法是否新颖' },
    craft: { label: '构图与光影', hint: '构图、用光与瞬间的把握' },
    config: { label: '技术质量', hint: '曝光、对焦、清晰度与后期是否得当' },
    looks: { label: '视觉感染力', hint: '画面是否打动人、让人记得住' },
    story: { label: '作品故事', hint: '标题与说明是否讲出了照片背后的故事' },
  },
};

/** The rubric of a contest of `kind`: JUDGE_CRITERIA's keys and weights, the kind's words. */
export function judgeCriteriaOf(
  kind: string,
): { key: JudgeCriterionKey; label: string; weight: number; hint: string }[] {
  const words = CRITERIA_BY_KIND[kind as ActivityKindValue];
  return JUDGE_CRITERIA.map((c) => ({ ...c, ...(words?.[c.key] ?? {}) }));
}

/**
 * The final ranking: the public vote (a work's votes over the most votes any work got,
 * 0–100) and the judges' average (0–100), weighted. Ties go to more votes, then the earlier
 * entry.
 */
export const RANKING_WEIGHTS = { votes: 30, judges: 70 } as const;

/** The awards, given down the final ranking after the results are published. */
export const AWARD_TIERS = [
  { key: 'first', label: '一等奖', places: 1 },
  { key: 'second', label: '二等奖', places: 2 },
  { key: 'third', label: '三等奖', places: 3 },
  { key: 'excellent', label: '优秀奖', places: 6 },
] as const;
export type AwardTierKey = (typeof AWARD_TIERS)[number]['key'];

/**
 * What a work is, per contest kind (docs/contest.md "Wallpaper and photo contests"): the one
 * place the server's submit, the upload pages and the console read. `images` counts the
 * pictures besides the cover; 0 means the cover is the work (a wallpaper). `autoEnrol`: no
 * registry form — the first upload enrols the member under their account name. `minSize`
 * is checked on the server from the stored upload, and mirrored in the browser.
 */
export interface WorkRule {
  /** 主机配置 asked for and required. */
  computerModel: boolean;
  images: { min: number; max: number };
  autoEnrol: boolean;
  minSize: { width: number; height: number } | null;
  /** What a work is called on the pages: 作品, 壁纸, 摄影作品. */
  noun: string;
}

const DIY_RULE: WorkRule = {
  computerModel: true,
  images: { min: WORK_LIMITS.imagesMin, max: WORK_LIMITS.imagesMax },
  autoEnrol: false,
  minSize: null,
  noun: '作品',
};

export const WORK_RULES_BY_KIND: Record<ActivityKindValue, WorkRule> = {
  diy_computer: DIY_RULE,
  // One landscape desktop wallpaper: the upload pipeline keeps 1920 px on the longer side,
  // so 1920×1080 is both the minimum and what is stored of a larger one.
  wallpaper: {
    computerModel: false,
    images: { min: 0, max: 0 },
    autoEnrol: true,
    minSize: { width: 1920, height: 1080 },
    noun: '壁纸',
  },
  wallpaper_phone: {
    computerModel: false,
    images: { min: 0, max: 0 },
    autoEnrol: true,
    minSize: { width: 1080, height: 1920 },
    noun: '壁纸',
  },
  // 1–9 photos; the first is the cover.
  photo: {
    computerModel: false,
    images: { min: 1, max: WORK_LIMITS.imagesMax },
    autoEnrol: true,
    minSize: null,
    noun: '摄影作品',
  },
  // Kinds whose pages show no works: should staff give one a 作品征集 stage, it takes
  // build-style works (the engine's default).
  general: DIY_RULE,
  festival: DIY_RULE,
};

/** The rule of a kind; an unknown kind (older rows) gets the desktop-build rule. */
export function workRuleOf(kind: string): WorkRule {
  return WORK_RULES_BY_KIND[kind as ActivityKindValue] ?? DIY_RULE;
}

/** Whether a picture of `width`×`height` meets the kind's minimum size. */
export function meetsMinSize(rule: WorkRule, width: number, height: number): boolean {
  return !rule.minSize || (width >= rule.minSize.width && height >= rule.minSize.height);
}

/** The wallpaper kinds and the page prefix of each (SPEC §2: wallPaper-*, wallPaper2-*). */
export const WALLPAPER_PREFIX = {
  wallpaper: 'wallPaper',
  wallpaper_phone: 'wallPaper2',
} as const satisfies Partial<Record<ActivityKindValue, string>>;

/**
 * SPEC §7 "Download URL /web/active/download?active_id&opu_id": an approved work's picture as
 * a JPEG attachment named 作品编号-名称.jpg. Not a JSON contract (the answer is a file), so it
 * is a raw route like the resource download (a constant here: the web bundle keeps no
 * functions of contract modules); public, limited as a read.
 */
export const CONTEST_DOWNLOAD_PATH = '/web/active/download';
export const contestDownloadUrl = (activeId: number, workId: number) =>
  `${CONTEST_DOWNLOAD_PATH}?active_id=${activeId}&opu_id=${workId}`;
