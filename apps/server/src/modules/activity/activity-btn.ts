import { ACTIVITY_BTN_ACTION, ACTIVITY_STATUS, type ActivityBtn } from '@xinke/shared';

/** What the main button depends on: the derived status and who is looking. */
export interface BtnInput {
  status: number;
  loggedIn: boolean;
  enrolled: boolean;
  uploaded: boolean;
  /** The kind enrols on upload (WORK_RULES_BY_KIND.autoEnrol): no 报名 step. */
  autoEnrol?: boolean;
  /** Unix seconds of the first stage's start (shown while 未开始), or null. */
  startTime: number | null;
}

const btn = (
  text: string,
  action: ActivityBtn['action'],
  disabled: boolean,
  startTime: number | null = null,
): ActivityBtn => ({ text, action, disabled, start_time: startTime });

/**
 * The activity page's main button (GET /web/active/btn; the table is in
 * docs/activities.md). One place decides it, so the PC and H5 pages cannot disagree. The
 * works wall is public, so 去投票 goes there for visitors too; the vote itself asks for login.
 */
export function activityBtn(input: BtnInput): ActivityBtn {
  switch (input.status) {
    case ACTIVITY_STATUS.notStarted:
      return btn('未开始', ACTIVITY_BTN_ACTION.none, true, input.startTime);
    case ACTIVITY_STATUS.uploading:
      if (!input.loggedIn)
        return btn(input.autoEnrol ? '立即参赛' : '立即报名', ACTIVITY_BTN_ACTION.login, false);
      if (!input.enrolled && !input.autoEnrol)
        return btn('立即报名', ACTIVITY_BTN_ACTION.join, false);
      return btn(input.uploaded ? '修改作品' : '上传作品', ACTIVITY_BTN_ACTION.upload, false);
    case ACTIVITY_STATUS.awaitingVote:
      return btn('等待投票开始', ACTIVITY_BTN_ACTION.none, true);
    case ACTIVITY_STATUS.voting:
      return btn('去投票', ACTIVITY_BTN_ACTION.vote, false);
    case ACTIVITY_STATUS.awaitingReview:
      return btn('评审中', ACTIVITY_BTN_ACTION.none, true);
    default:
      return btn('查看结果', ACTIVITY_BTN_ACTION.result, false);
  }
}
