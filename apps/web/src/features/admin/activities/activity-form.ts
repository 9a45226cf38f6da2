import dayjs, { type Dayjs } from 'dayjs';
import {
  ActivityStage,
  type ActivityInput,
  type AdminActivity,
  type ActivityStageCode,
} from '@xinke/shared';

type Range = [Dayjs, Dayjs] | null;

/** The editor's fields: the stages are one optional time range per stage code. */
export interface ActivityForm {
  title: string;
  type: string;
  kind: string;
  cover: string;
  summary: string;
  rules: string;
  stages: Partial<Record<ActivityStageCode, Range>>;
}

export const EMPTY_ACTIVITY: ActivityForm = {
  title: '',
  type: 'activity',
  kind: 'general',
  cover: '',
  summary: '',
  rules: '',
  stages: {},
};

export function toForm(a: AdminActivity): ActivityForm {
  const stages: ActivityForm['stages'] = {};
  for (const s of a.stages)
    stages[s.code as ActivityStageCode] = [dayjs.unix(s.start_time), dayjs.unix(s.end_time)];
  const { title, type, kind, cover, summary, rules } = a;
  return { title, type, kind, cover, summary, rules, stages };
}

/** The body of a save: the stages set, in SPEC §3's order (the server checks the times). */
export function toInput(v: ActivityForm): ActivityInput {
  const stages = ActivityStage.options.flatMap(({ value }) => {
    const range = v.stages?.[value as ActivityStageCode];
    return range ? [{ code: value, start_time: range[0].unix(), end_time: range[1].unix() }] : [];
  });
  return {
    title: v.title,
    type: v.type,
    kind: v.kind,
    cover: v.cover ?? '',
    summary: v.summary ?? '',
    rules: v.rules ?? '',
    stages,
  };
}
