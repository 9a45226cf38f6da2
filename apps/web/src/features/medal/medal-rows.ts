import { MEDALS, MEDAL_KIND, type MedalRow } from '@xinke/shared';

/** The medal definitions as not-earned rows: what a visitor's medal hall shows. */
export function unearnedRows(): MedalRow[] {
  return MEDALS.map((m) => ({
    key: m.key,
    name: m.name,
    image: m.image,
    condition: m.condition,
    kind: m.kind,
    earned: 0,
    award_time: null,
    is_new: 0,
  }));
}

/** Growth medals (earned by doing) and honour medals (awarded by admins), in order. */
export function byKind(rows: MedalRow[]) {
  return {
    auto: rows.filter((m) => m.kind === MEDAL_KIND.auto),
    manual: rows.filter((m) => m.kind === MEDAL_KIND.manual),
  };
}
