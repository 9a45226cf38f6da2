/**
 * A wire object as the audit log keeps it: arrays and objects (images, specs, category
 * ids) as JSON text, so changedFields compares them by content, not by reference.
 */
export function auditView(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      v !== null && typeof v === 'object' ? JSON.stringify(v) : v,
    ]),
  );
}
