import { describe, expect, it } from 'vitest';
import {
  ActivityStage,
  ActivityStatus,
  ActivityTypeKey,
  EnrolStatus,
  UploadStatus,
  VoteStatus,
  WorkReview,
  JUDGE_CRITERIA,
  judgeCriteriaOf,
} from './activity';

describe('activity enums', () => {
  it('status 0–5', () => {
    expect(ActivityStatus.values).toEqual({
      notStarted: 0,
      uploading: 1,
      awaitingVote: 2,
      voting: 3,
      awaitingReview: 4,
      ended: 5,
    });
    expect(ActivityStatus.label(3)).toBe('投票中');
    expect(ActivityStatus.has(6)).toBe(false);
  });
  it('enrolment, upload and vote flags 0/1', () => {
    for (const E of [EnrolStatus, UploadStatus, VoteStatus]) {
      expect(E.options.map((o) => o.value)).toEqual([0, 1]);
      expect(E.has(2)).toBe(false);
    }
    expect(EnrolStatus.label(1)).toBe('已报名');
    expect(UploadStatus.label(0)).toBe('未上传');
    expect(VoteStatus.label(1)).toBe('已投票');
  });
  it('work review', () => {
    expect(WorkReview.values).toEqual({ unreviewed: 0, approved: 1, rejected: 2 });
    expect(WorkReview.label(2)).toBe('审核未通过');
  });
  it('stages in order with their names', () => {
    expect(ActivityStage.options).toEqual([
      { value: 'submission', label: '作品征集' },
      { value: 'voting', label: '投票' },
      { value: 'final_review', label: '终审' },
    ]);
    expect(ActivityStage.has('voting')).toBe(true);
    expect(ActivityStage.has('call-for-entries')).toBe(false);
  });
  it('activity type keys', () => {
    expect(ActivityTypeKey.options.map((o) => o.value)).toEqual([
      'invite',
      'lottery',
      'item',
      'activity',
    ]);
    expect(ActivityTypeKey.label('lottery')).toBe('抽奖');
    expect(ActivityTypeKey.has('vote')).toBe(false);
  });
});

describe('judgeCriteriaOf: one rubric, the words of each contest kind', () => {
  it('keeps the keys and weights (one scoring engine) and changes only the words', () => {
    for (const kind of ['diy_computer', 'wallpaper', 'wallpaper_phone', 'photo', 'general']) {
      const c = judgeCriteriaOf(kind);
      expect(c.map((x) => [x.key, x.weight])).toEqual(JUDGE_CRITERIA.map((x) => [x.key, x.weight]));
      expect(c.reduce((sum, x) => sum + x.weight, 0)).toBe(100);
    }
    expect(judgeCriteriaOf('diy_computer').map((c) => c.label)).toContain('做工与理线');
    // A wallpaper or a photo is never judged on 理线 or a PC's configuration.
    for (const kind of ['wallpaper', 'wallpaper_phone', 'photo']) {
      const words = judgeCriteriaOf(kind)
        .map((c) => c.label + c.hint)
        .join();
      expect(words).not.toMatch(/理线|配置|整机/);
    }
    expect(judgeCriteriaOf('photo').map((c) => c.label)).toContain('构图与光影');
  });
});
