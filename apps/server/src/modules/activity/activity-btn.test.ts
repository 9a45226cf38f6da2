import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUS } from '@xinke/shared';
import { activityBtn, type BtnInput } from './activity-btn';
import { passedBoundaries } from './activity-events';

const S = ACTIVITY_STATUS;
const base: BtnInput = {
  status: S.notStarted,
  loggedIn: false,
  enrolled: false,
  uploaded: false,
  startTime: null,
};

describe('activityBtn: the main button for this user now', () => {
  const rows: [string, Partial<BtnInput>, string, string, boolean][] = [
    ['not started', { status: S.notStarted, startTime: 1_790_000_000 }, '未开始', 'none', true],
    ['call open, visitor', { status: S.uploading }, '立即报名', 'login', false],
    [
      'call open, member not enrolled',
      { status: S.uploading, loggedIn: true },
      '立即报名',
      'join',
      false,
    ],
    [
      'call open, enrolled',
      { status: S.uploading, loggedIn: true, enrolled: true },
      '上传作品',
      'upload',
      false,
    ],
    [
      'call open, enrolled and uploaded',
      { status: S.uploading, loggedIn: true, enrolled: true, uploaded: true },
      '修改作品',
      'upload',
      false,
    ],
    [
      'waiting for the vote',
      { status: S.awaitingVote, loggedIn: true },
      '等待投票开始',
      'none',
      true,
    ],
    ['voting, visitor', { status: S.voting }, '去投票', 'vote', false],
    [
      'voting, member',
      { status: S.voting, loggedIn: true, enrolled: true },
      '去投票',
      'vote',
      false,
    ],
    ['in review', { status: S.awaitingReview }, '评审中', 'none', true],
    ['ended', { status: S.ended }, '查看结果', 'result', false],
  ];
  it.each(rows)('%s', (_name, input, text, action, disabled) => {
    const btn = activityBtn({ ...base, ...input });
    expect(btn).toMatchObject({ text, action, disabled });
  });
  it('a kind that enrols on upload (wallpaper, photo) skips 报名: 立即参赛, then 上传作品', () => {
    const up = { ...base, status: S.uploading, autoEnrol: true };
    expect(activityBtn({ ...up, loggedIn: false })).toMatchObject({
      text: '立即参赛',
      action: 'login',
    });
    expect(activityBtn({ ...up, loggedIn: true, enrolled: false })).toMatchObject({
      text: '上传作品',
      action: 'upload',
    });
  });
  it('carries the start time only while not started', () => {
    expect(activityBtn({ ...base, startTime: 1_790_000_000 }).start_time).toBe(1_790_000_000);
    expect(activityBtn({ ...base, status: S.voting, startTime: 1 }).start_time).toBeNull();
  });
});

describe('passedBoundaries: what the stage job records and what it announces', () => {
  const stages = [
    { code: 'submission', startMs: 0, endMs: 10 },
    { code: 'voting', startMs: 10, endMs: 20 },
  ];
  it('nothing before the first stage', () => {
    expect(passedBoundaries(stages, null, -1)).toEqual({ passed: [], current: null });
  });
  it('a call closing as voting opens announces the voting', () => {
    const r = passedBoundaries(stages, null, 10);
    expect(r.passed.map((b) => b.event)).toEqual([
      'submission_open',
      'submission_close',
      'voting_open',
    ]);
    expect(r.current).toBe('voting_open');
  });
  it('after the results every boundary is passed and the results are current', () => {
    const r = passedBoundaries(stages, 25, 30);
    expect(r.passed).toHaveLength(5);
    expect(r.current).toBe('results');
  });
});
