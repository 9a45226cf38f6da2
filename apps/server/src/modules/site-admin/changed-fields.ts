/**
 * The audit log keeps only what changed (docs/admin.md): the fields of `after` whose value
 * differs from `before`, as they were and as they became. A save that changed nothing is
 * still an action the operator took: it is logged with both empty.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] === after[key]) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/** Unix seconds ↔ the timestamp columns (null stays null). */
export const toDate = (seconds: number | null): Date | null =>
  seconds === null ? null : new Date(seconds * 1000);
export const toSeconds = (date: Date | null): number | null =>
  date === null ? null : Math.floor(date.getTime() / 1000);
