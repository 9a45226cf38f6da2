import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime, unixNow } from '@xinke/shared';

/**
 * The vote deadline's picker speaks the China wall clock, as every date on the site does
 * (formatDateTime): the picked 18:30 is 18:30 in China and the post then says 18:30, whatever
 * the browser's own zone. The API speaks Unix seconds.
 */
export const EXPIRE_FORMAT = 'YYYY-MM-DD HH:mm';

/** Unix seconds → the picker's value (the China wall clock as a local dayjs). */
export function toPickerValue(seconds: number | undefined): Dayjs | null {
  return seconds === undefined ? null : dayjs(formatDateTime(seconds));
}

/** The picker's value (a China wall clock, to the minute) → Unix seconds. */
export function fromPickerValue(value: Dayjs | null | undefined): number | undefined {
  if (!value?.isValid()) return undefined;
  return Math.floor(Date.parse(`${value.format('YYYY-MM-DDTHH:mm')}:00+08:00`) / 1000);
}

/** Now on the China wall clock, to compare picker days and times with. */
export const pickerNow = (): Dayjs => dayjs(formatDateTime(unixNow()));

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** The server refuses a deadline already past (voteExpirePast): days before today cannot be picked… */
export const isPastDay = (day: Dayjs) => day.isBefore(pickerNow(), 'day');

/** …nor, today, the hours and minutes already gone (the current minute is gone too). */
export function pastTimeOf(day: Dayjs | null) {
  const now = pickerNow();
  if (!day?.isSame(now, 'day')) return { disabledHours: () => [], disabledMinutes: () => [] };
  return {
    disabledHours: () => range(0, now.hour()),
    disabledMinutes: (hour: number) =>
      hour === now.hour() ? range(0, now.minute() + 1) : hour < now.hour() ? range(0, 60) : [],
  };
}
