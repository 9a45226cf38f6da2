/**
 * The fields that differ between two versions of a row, as the audit log keeps them
 * (`before`/`after` hold only what changed); null when nothing did.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] === after[key]) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}
