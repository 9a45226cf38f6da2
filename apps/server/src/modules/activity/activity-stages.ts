import { ActivityStage, MSG } from '@xinke/shared';

export interface StageInput {
  code: string;
  /** Unix seconds, as the console sends them. */
  start_time: number;
  end_time: number;
}

const ORDER: readonly string[] = ActivityStage.options.map((o) => o.value);

/**
 * Why a set of stages cannot be saved (a Chinese message), or null when it can. Each stage
 * ends after it starts, appears once, and the stages follow SPEC §3's order — 作品征集 ≤ 投票 ≤
 * 终审 — without overlapping (one may start the second the previous ends). Any subset is
 * allowed: a lottery has no 作品征集.
 */
export function stagesProblem(stages: readonly StageInput[]): string | null {
  const seen = new Set<string>();
  for (const stage of stages) {
    if (!ORDER.includes(stage.code)) return MSG.activityStageCodeInvalid;
    if (seen.has(stage.code)) return MSG.activityStageDuplicate;
    seen.add(stage.code);
    if (stage.end_time <= stage.start_time) return MSG.activityStageEndBeforeStart;
  }
  const ordered = [...stages].sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
  for (let i = 1; i < ordered.length; i += 1) {
    const previous = ordered[i - 1];
    const current = ordered[i];
    if (previous && current && current.start_time < previous.end_time)
      return MSG.activityStageOrder;
  }
  return null;
}
