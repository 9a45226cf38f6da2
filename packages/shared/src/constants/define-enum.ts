/**
 * An enum of SPEC with its Chinese labels: `values` for code, `labels` for people.
 * `options` keeps SPEC's order for selects and tabs. Wire values are numbers for most
 * enums (item status, message category…) and strings for a few (user roles, activity
 * stage codes); one helper serves both.
 */
export function defineEnum<
  const T extends Record<
    string,
    { value: number; label: string } | { value: string; label: string }
  >,
>(entries: T) {
  type Value = T[keyof T]['value'];
  const values = Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [key, entry.value]),
  ) as { [K in keyof T]: T[K]['value'] };
  const labels = Object.fromEntries(
    Object.values(entries).map((entry) => [entry.value, entry.label]),
  ) as Record<Value, string>;
  const options = Object.values(entries).map((entry) => ({
    value: entry.value as Value,
    label: entry.label,
  }));
  const valueList: readonly unknown[] = options.map((o) => o.value);
  return {
    values,
    labels,
    options,
    /** True when `v` is one of this enum's values (of the same type: '1' is not 1). */
    has(v: unknown): v is Value {
      return valueList.includes(v);
    },
    label(v: Value | number | string): string {
      return (labels as Record<string | number, string>)[v] ?? '';
    },
  };
}
