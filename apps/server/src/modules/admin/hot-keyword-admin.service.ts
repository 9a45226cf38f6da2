import { MSG, STAFF_ACTION, type AdminHotKeyword } from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds } from '../../lib/clock';
import { paginate } from '../forum/forum.service';
import { assertModerator } from '../moderation/moderation.service';
import { loadSensitiveWordMatcher } from '../moderation/sensitive-words';
import { normalizeHotKeyword } from '../search/hot-keywords';
import {
  findKeyword,
  pageKeywords,
  setKeywordHidden,
  type KeywordRow,
} from '../search/hot-keywords.repository';
import { recordStaffAction, type StaffActor } from './audit-log';

const toAdminKeyword = (row: KeywordRow, sensitive: boolean): AdminHotKeyword => ({
  keyword: row.keyword,
  count: row.count,
  hidden: row.hidden,
  sensitive,
  last_time: toUnixSeconds(row.lastTime.getTime()),
});

/** The console's hot-keyword table: every counted or hidden word, most people first. */
export async function listHotKeywords(db: Db, staffId: number, page: number, pageSize: number) {
  await assertModerator(db, staffId, MSG.staffOnly);
  const { rows, total } = await pageKeywords(db, pageSize, (page - 1) * pageSize);
  const sensitive = await loadSensitiveWordMatcher(db);
  return {
    data: rows.map((r) => toAdminKeyword(r, sensitive(r.keyword) !== null)),
    paginate: paginate(total, page, pageSize),
  };
}

/**
 * Hides (or shows again) a word, normalised like the counted ones so 'ＲＴＸ' hides 'rtx',
 * and records who did it in the same transaction. Hiding an uncounted word keeps it out
 * ahead of time; a word already in the asked state is a 409 and leaves no record.
 */
export async function setHotKeywordHidden(
  db: Db,
  actor: StaffActor,
  input: string,
  hidden: boolean,
): Promise<AdminHotKeyword> {
  await assertModerator(db, actor.id, MSG.staffOnly);
  const keyword = normalizeHotKeyword(input);
  if (keyword === '') throw AppError.badRequest(MSG.hotKeywordRequired);
  const row = await db.transaction(async (tx) => {
    if (!hidden && (await findKeyword(tx, keyword))?.hidden !== true)
      throw AppError.conflict(MSG.hotKeywordNotHidden);
    const changed = await setKeywordHidden(tx, keyword, hidden);
    if (!changed) throw AppError.conflict(MSG.hotKeywordAlreadyHidden);
    await recordStaffAction(tx, {
      actor,
      action: hidden ? STAFF_ACTION.hotKeywordHide : STAFF_ACTION.hotKeywordUnhide,
      target: keyword,
      before: { hidden: !hidden },
      after: { hidden },
      details: { count: changed.count, ...(keyword !== input.trim() ? { input } : {}) },
    });
    return changed;
  });
  const sensitive = await loadSensitiveWordMatcher(db);
  return toAdminKeyword(row, sensitive(row.keyword) !== null);
}
