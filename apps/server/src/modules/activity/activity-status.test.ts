import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUS } from '@xinke/shared';
import { activityStatus, type StageTimes } from './activity-status';
import { stagesProblem } from './activity-stages';

const H = 3600_000;
const T0 = Date.UTC(2026, 5, 1);
const at = (hours: number) => T0 + hours * H;

/** A contest: 作品征集 0–10 h, gap, 投票 12–20 h, 终审 20–30 h. */
const contest: StageTimes[] = [
  { code: 'submission', startMs: at(0), endMs: at(10) },
  { code: 'voting', startMs: at(12), endMs: at(20) },
  { code: 'final_review', startMs: at(20), endMs: at(30) },
];
/** Voting opens the second the call closes. */
const backToBack: StageTimes[] = [
  { code: 'submission', startMs: at(0), endMs: at(10) },
  { code: 'voting', startMs: at(10), endMs: at(20) },
];
/** A public vote or lottery: no call for entries. */
const votingOnly: StageTimes[] = [{ code: 'voting', startMs: at(5), endMs: at(8) }];
/** A call for entries judged without a public vote. */
const submissionOnly: StageTimes[] = [{ code: 'submission', startMs: at(0), endMs: at(10) }];

const S = ACTIVITY_STATUS;

describe('activityStatus (SPEC §4, derived, never stored)', () => {
  const rows: [string, StageTimes[], number | null, number, number][] = [
    ['before the call for entries', contest, null, at(-1), S.notStarted],
    ['the instant the call opens', contest, null, at(0), S.uploading],
    ['inside the call', contest, null, at(5), S.uploading],
    ['the instant the call closes', contest, null, at(10), S.awaitingVote],
    ['gap before voting', contest, null, at(11), S.awaitingVote],
    ['the instant voting opens', contest, null, at(12), S.voting],
    ['inside voting', contest, null, at(19), S.voting],
    ['the instant voting closes', contest, null, at(20), S.awaitingReview],
    ['in the final review', contest, null, at(25), S.awaitingReview],
    ['final review overrun, no results yet', contest, null, at(40), S.awaitingReview],
    ['after the results', contest, at(26), at(27), S.ended],
    ['results published early (inside the final review)', contest, at(21), at(21), S.ended],
    ['results stamped in the future are not out yet', contest, at(28), at(27), S.awaitingReview],
    ['voting right after the call', backToBack, null, at(10), S.voting],
    ['no call for entries: before voting', votingOnly, null, at(4), S.notStarted],
    ['no call for entries: inside voting', votingOnly, null, at(6), S.voting],
    ['no call for entries: after voting', votingOnly, null, at(9), S.awaitingReview],
    ['no voting: inside the call', submissionOnly, null, at(3), S.uploading],
    ['no voting: after the call', submissionOnly, null, at(11), S.awaitingReview],
    ['no stages at all', [], null, at(0), S.notStarted],
    ['no stages, results published', [], at(0), at(1), S.ended],
  ];
  it.each(rows)('%s', (_name, stages, results, now, expected) => {
    expect(activityStatus(stages, results, now)).toBe(expected);
  });
});

describe('stagesProblem (saved stages)', () => {
  const s = (code: string, start: number, end: number) => ({
    code,
    start_time: start,
    end_time: end,
  });
  it('accepts an ordered contest, back-to-back stages and any subset', () => {
    expect(
      stagesProblem([s('submission', 0, 10), s('voting', 12, 20), s('final_review', 20, 30)]),
    ).toBeNull();
    expect(stagesProblem([s('voting', 10, 20), s('submission', 0, 10)])).toBeNull();
    expect(stagesProblem([s('voting', 10, 20)])).toBeNull();
    expect(stagesProblem([])).toBeNull();
  });
  it('refuses with Chinese messages', () => {
    expect(stagesProblem([s('voting', 10, 10)])).toBe('阶段的结束时间必须晚于开始时间');
    expect(stagesProblem([s('voting', 10, 20), s('voting', 30, 40)])).toBe('每个阶段只能设置一次');
    expect(stagesProblem([s('submission', 0, 15), s('voting', 10, 20)])).toBe(
      '阶段顺序应为 作品征集 → 投票 → 终审，且时间不能重叠',
    );
    expect(stagesProblem([s('submission', 20, 30), s('voting', 0, 10)])).toBe(
      '阶段顺序应为 作品征集 → 投票 → 终审，且时间不能重叠',
    );
    expect(stagesProblem([s('judging', 0, 10)])).toBe('阶段应为 作品征集、投票 或 终审');
  });
});
