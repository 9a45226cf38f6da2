import { Select } from 'antd';

/**
 * A filter of a console table: `allLabel` (全部状态) is the empty value, the rest are the
 * options; values are the strings the address keeps (table-state.ts).
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  width = 120,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string | number; label: string }[];
  onChange(value: string): void;
  width?: number;
}) {
  return (
    <Select
      value={value}
      style={{ width }}
      aria-label={label}
      options={[
        { value: '', label: allLabel },
        ...options.map((o) => ({ value: String(o.value), label: o.label })),
      ]}
      onChange={onChange}
    />
  );
}
