import {
  JUDGE_CRITERIA,
  type ActivityDetail,
  type ContestWork,
  type ContestWorkDetail,
  type Enrolment,
  type RankedWork,
  type Ranking,
} from '@xinke/shared';

/** Test data of the contest pages, shaped as the contracts answer. */
export const ACTIVE_ID = 7;

export function contestOf(status = 1, patch: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id: ACTIVE_ID,
    type: 'activity',
    kind: 'diy_computer',
    title: '2026 装机大赛',
    cover: '',
    summary: '',
    status,
    status_text: ['未开始', '作品上传中', '等待投票', '投票中', '投票结束待评审', '已结束'][
      status
    ]!,
    start_time: 1_780_000_000,
    end_time: 1_782_000_000,
    stages: [
      stage(1, 'submission', '作品征集', 1_780_000_000, 1_780_600_000),
      stage(2, 'voting', '投票', 1_780_700_000, 1_781_300_000),
      stage(3, 'final_review', '终审', 1_781_400_000, 1_782_000_000),
    ],
    enrol_count: 5,
    results_published_at: null,
    rules: '<p>比赛规则</p>',
    ...patch,
  };
}

function stage(id: number, code: string, name: string, start: number, end: number) {
  return { id, active_id: ACTIVE_ID, code, section_name: name, start_time: start, end_time: end };
}

export function workOf(id: number, patch: Partial<ContestWork> = {}): ContestWork {
  return {
    id,
    active_id: ACTIVE_ID,
    serial_num: id,
    name: `作品${id}`,
    cover: `/uploads/c${id}.png`,
    desc: '简介',
    computer_model: '7800X3D + RTX 4070',
    vote_count: 3,
    comment_count: 0,
    thumb_count: 0,
    user: { id: 100 + id, nickname: `作者${id}`, image_url: '', level_name: 'Lv1', x_up: 0 },
    vote_status: 0,
    create_time: 1_780_100_000,
    ...patch,
  };
}

export function detailOf(id: number, patch: Partial<ContestWorkDetail> = {}): ContestWorkDetail {
  return {
    ...workOf(id),
    image: [`/uploads/i${id}.png`],
    content: '<p>装机过程</p>',
    is_thumb: 0,
    review_status: 1,
    reject_reason: '',
    update_time: 1_780_100_000,
    ...patch,
  };
}

export function enrolmentOf(joined: boolean): Enrolment {
  return {
    active_id: ACTIVE_ID,
    if_join: joined ? 1 : 0,
    user_name: joined ? '张三' : '',
    email: joined ? 'z@example.com' : '',
    phone: joined ? '13800138000' : '',
    create_time: joined ? 1_780_100_000 : null,
  };
}

export function rankedOf(id: number, rank: number, award: string, label: string): RankedWork {
  return {
    ...workOf(id),
    rank,
    award,
    award_label: label,
    vote_score: 100 - rank * 10,
    judge_score: 80,
    final_score: 90 - rank,
    judge_count: 3,
    criteria: [],
  };
}

/** The answer of api/active/excellent: published or not, with these works. */
export function rankingOf(published: boolean, works: RankedWork[] = []): Ranking {
  return {
    active_id: ACTIVE_ID,
    published,
    results_published_at: published ? 1_782_100_000 : null,
    weights: { votes: 30, judges: 70 },
    criteria: JUDGE_CRITERIA.map((c) => ({ ...c })),
    works,
  };
}
