import { useState } from 'react';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useIsNarrow } from '../../lib/use-media';
import styles from './Creation.module.css';

const FORMAT = 'YYYY-MM-DD';

type Range = [string, string];

/** Functions, so a page left open overnight still means "up to today". */
const PRESETS: Array<{ label: string; value: () => [Dayjs, Dayjs] }> = [
  { label: '最近 7 天', value: () => [dayjs().subtract(6, 'day'), dayjs()] },
  { label: '最近 30 天', value: () => [dayjs().subtract(29, 'day'), dayjs()] },
  { label: '最近 1 年', value: () => [dayjs().subtract(1, 'year'), dayjs()] },
];

const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');
const toDay = (date: string | undefined) => (date ? dayjs(date, FORMAT) : null);

/**
 * Narrow windows: the range picker's two months and presets are ~560 px wide, wider than
 * a phone, so start and end get a one-month picker each. The range is reported once both
 * are chosen; clearing either clears it.
 */
function TwoDatePickers({
  value,
  onChange,
}: {
  value: Range | undefined;
  onChange(range: Range | undefined): void;
}) {
  // A start chosen before its end exists only here until the end is picked.
  const [pending, setPending] = useState<{ from?: string; to?: string }>({});
  const from = value?.[0] ?? pending.from;
  const to = value?.[1] ?? pending.to;
  const choose = (next: { from?: string; to?: string }) => {
    if (next.from && next.to) {
      setPending({});
      onChange([next.from, next.to]);
    } else {
      setPending(next);
      if (value) onChange(undefined);
    }
  };
  return (
    <span className={styles.datePair}>
      <DatePicker
        value={toDay(from)}
        placeholder="开始日期"
        inputReadOnly
        disabledDate={(day) => isFuture(day) || (to !== undefined && day.isAfter(to, 'day'))}
        onChange={(day) => choose({ from: day?.format(FORMAT), to })}
      />
      <span aria-hidden="true">至</span>
      <DatePicker
        value={toDay(to)}
        placeholder="结束日期"
        inputReadOnly
        disabledDate={(day) => isFuture(day) || (from !== undefined && day.isBefore(from, 'day'))}
        onChange={(day) => choose({ from, to: day?.format(FORMAT) })}
      />
    </span>
  );
}

/**
 * 创建时间 range of the creation-center lists (SPEC §3 from_date/to_date, China days,
 * inclusive), also the electricity history's 时间 range. It reports both ends or none,
 * since the servers ignore a lone end.
 */
export function DateRangeFilter({
  value,
  onChange,
  label = '创建时间',
}: {
  value: Range | undefined;
  onChange(range: Range | undefined): void;
  label?: string;
}) {
  const narrow = useIsNarrow();
  return (
    <div className={styles.dateFilter} data-testid="date-range">
      <span>{label}</span>
      {narrow ? (
        <TwoDatePickers value={value} onChange={onChange} />
      ) : (
        <DatePicker.RangePicker
          value={value ? [dayjs(value[0], FORMAT), dayjs(value[1], FORMAT)] : null}
          format={FORMAT}
          presets={PRESETS}
          allowClear
          disabledDate={isFuture}
          placeholder={['开始日期', '结束日期']}
          onChange={(days) => {
            const [start, end] = days ?? [];
            onChange(start && end ? [start.format(FORMAT), end.format(FORMAT)] : undefined);
          }}
        />
      )}
    </div>
  );
}
