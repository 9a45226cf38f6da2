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
 * SPEC §3 activity stage `code`s, in order; the labels are the stage names
 * SPEC gives (submission, voting, final review).
 */
export const ActivityStage = defineEnum({
  callForEntries: { value: 'call-for-entries', label: '作品提交' },
  voting: { value: 'voting', label: '投票' },
  resultReview: { value: 'result-review', label: '终审' },
});
export const ACTIVITY_STAGE = ActivityStage.values;

/** SPEC §3 activity type keys. */
export const ActivityTypeKey = defineEnum({
  invite: { value: 'invite', label: '邀请' },
  lottery: { value: 'lottery', label: '抽奖' },
  item: { value: 'item', label: '帖子' },
  activity: { value: 'activity', label: '活动' },
});
export const ACTIVITY_TYPE_KEY = ActivityTypeKey.values;
