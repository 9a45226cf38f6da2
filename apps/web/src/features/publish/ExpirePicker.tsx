import DatePicker from 'antd/es/date-picker';
import TimePicker from 'antd/es/time-picker';
import type { Dayjs } from 'dayjs';
import { useIsNarrow } from '../../lib/use-media';
import {
  EXPIRE_FORMAT,
  fromPickerValue,
  isPastDay,
  pastTimeOf,
  toPickerValue,
} from './expire-time';
import styles from './PublishForm.module.css';

/** A day picked before any time: the deadline falls at the end of that day. */
const END_OF_DAY = { hour: 23, minute: 59 };

/**
 * 投票截止时间: the site's antd date-time picker (China wall clock, expire-time.ts). On a
 * phone the date-and-time panel (~460 px) is wider than the screen, so the day and the time
 * get a picker each, as the creation center's date range does.
 */
export function ExpirePicker({
  value,
  onChange,
  invalid,
}: {
  value: number | undefined;
  onChange(seconds: number | undefined): void;
  invalid: boolean;
}) {
  const narrow = useIsNarrow();
  const picked = toPickerValue(value);
  const status = invalid ? 'error' : undefined;
  const send = (next: Dayjs | null) => onChange(fromPickerValue(next));

  if (!narrow)
    return (
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        // 此刻 would pick a minute that is gone by the time it is sent.
        showNow={false}
        format={EXPIRE_FORMAT}
        className={styles.expire}
        value={picked}
        placeholder="选择截止时间"
        status={status}
        disabledDate={isPastDay}
        disabledTime={pastTimeOf}
        onChange={send}
        aria-label="投票截止时间"
        data-testid="expire-input"
      />
    );
  return (
    <span className={styles.expirePair}>
      <DatePicker
        value={picked}
        format="YYYY-MM-DD"
        placeholder="截止日期"
        inputReadOnly
        status={status}
        disabledDate={isPastDay}
        onChange={(day) =>
          send(
            day &&
              day
                .hour(picked?.hour() ?? END_OF_DAY.hour)
                .minute(picked?.minute() ?? END_OF_DAY.minute),
          )
        }
        aria-label="投票截止日期"
        data-testid="expire-date"
      />
      <TimePicker
        value={picked}
        format="HH:mm"
        placeholder="时间"
        showNow={false}
        inputReadOnly
        status={status}
        disabled={!picked}
        disabledTime={() => pastTimeOf(picked)}
        onChange={(time) => send(time && picked && picked.hour(time.hour()).minute(time.minute()))}
        aria-label="投票截止时间（时分）"
        data-testid="expire-time"
      />
    </span>
  );
}
