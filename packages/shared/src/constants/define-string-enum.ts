/**
 * Like `defineEnum`, for SPEC's enums whose wire values are strings (activity
 * stage codes, activity type keys, user roles), so they get the same
 * `values` / `labels` / `options` / `has` / `label` surface.
 */
export function defineStringEnum<const T extends Record<string, { value: string; label: string }>>(
  entries: T,
) {
  const values = Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [key, entry.value]),
  ) as { [K in keyof T]: T[K]['value'] };
  const labels = Object.fromEntries(
    Object.values(entries).map((entry) => [entry.value, entry.label]),
  ) as Record<T[keyof T]['value'], string>;
  const options = Object.values(entries).map((entry) => ({
    value: entry.value as T[keyof T]['value'],
    label: entry.label,
  }));
  const valueList: readonly string[] = options.map((o) => o.value);
  return {
    values,
    labels,
    options,
    /** True when `v` is one of this enum's values. */
    has(v: unknown): v is T[keyof T]['value'] {
      return typeof v === 'string' && valueList.includes(v);
    },
    label(v: string): string {
      return (labels as Record<string, string>)[v] ?? '';
    },
  };
}
