import { CodeStatus, CodeType, effectiveCodeStatus, type CodeRow } from '@xinke/shared';
import type { privilegeCodes } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';

type CodeRecord = typeof privilegeCodes.$inferSelect;

const seconds = (d: Date | null) => (d ? toUnixSeconds(d.getTime()) : null);

/** A code as its holder sees it at `now`: labels, and 已过期 once time has passed. */
export function toCodeRow(row: CodeRecord, now: number): CodeRow {
  const status = effectiveCodeStatus(row.status, row.expireTime.getTime(), now);
  return {
    id: row.id,
    type: row.type,
    type_text: CodeType.label(row.type),
    title: row.title,
    code: row.code,
    status,
    status_text: CodeStatus.label(status),
    expire_time: toUnixSeconds(row.expireTime.getTime()),
    claim_time: seconds(row.claimTime),
    redeem_time: seconds(row.redeemTime),
  };
}
