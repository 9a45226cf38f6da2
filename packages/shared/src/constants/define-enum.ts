/**
 * An enum of SPEC with its Chinese labels: `values` for code, `labels` for people.
 * `options` keeps SPEC's order for selects and tabs.
 */
export function defineEnum<const T extends Record<string, { value: number; label: string }>>(
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
  const valueList = options.map((o) => o.value);
  return {
    values,
    labels,
    options,
    /** True when `v` is one of this enum's values. */
    has(v: unknown): v is T[keyof T]['value'] {
      return typeof v === 'number' && (valueList as number[]).includes(v);
    },
    label(v: number): string {
      return (labels as Record<number, string>)[v] ?? '';
    },
  };
}
