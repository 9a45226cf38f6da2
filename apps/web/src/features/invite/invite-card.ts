import { ACTIVITY_TYPE_KEY, ActivityKind, type ActivityCard } from '@xinke/shared';
import { activityTone } from '../activity/status-tone';

/**
 * How an activity card reads. An invitation has no works, votes or enrolment: its card says
 * 进行中 / 未开始 / 已结束 (the tone of SPEC §4's status) instead of the contest label its
 * stage gives (投票中), 邀请活动 for its page, and nothing about enrolment.
 */
export function cardTexts(a: ActivityCard): { status: string; kind: string; enrol: string | null } {
  if (a.type !== ACTIVITY_TYPE_KEY.invite)
    return {
      status: a.status_text,
      kind: ActivityKind.label(a.kind),
      enrol: `${a.enrol_count} 人报名`,
    };
  return { status: TONE_TEXT[activityTone(a.status)], kind: '邀请活动', enrol: null };
}

const TONE_TEXT: Record<ReturnType<typeof activityTone>, string> = {
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};
