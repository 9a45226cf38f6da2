import { MEDAL_KIND, type MedalRow } from '@xinke/shared';

/** Growth medals (earned by doing) and honour medals (awarded by admins), in order. */
export function byKind(rows: MedalRow[]) {
  return {
    auto: rows.filter((m) => m.kind === MEDAL_KIND.auto),
    manual: rows.filter((m) => m.kind === MEDAL_KIND.manual),
  };
}
