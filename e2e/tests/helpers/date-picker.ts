import { expect, type Locator, type Page } from './test';

/** A China wall-clock moment, as the vote deadline's picker and the post both show it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
export const dayText = (t: WallClock) => `${t.year}-${pad2(t.month)}-${pad2(t.day)}`;
export const timeText = (t: WallClock) => `${pad2(t.hour)}:${pad2(t.minute)}`;
/** The site's date format (packages/shared formatDateTime): YYYY-MM-DD HH:mm. */
export const dateTimeText = (t: WallClock) => `${dayText(t)} ${timeText(t)}`;

/** The 15th of next month (China calendar) at `hour`:`minute`: always ahead, one page away. */
export function nextMonthAt(hour: number, minute: number): WallClock {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const next =
    (month ?? 1) === 12
      ? { year: (year ?? 0) + 1, month: 1 }
      : { year: year ?? 0, month: (month ?? 0) + 1 };
  return { ...next, day: 15, hour, minute };
}

/** The form's own rule (SPEC §9 mobile breakpoint, 768 px): a picker each for day and time. */
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

const openPopup = (page: Page) =>
  page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/** In the open popup: next month, then the day `t` (its cell's title is YYYY-MM-DD). */
async function pickDay(page: Page, t: WallClock) {
  const popup = openPopup(page);
  await popup.locator('.ant-picker-header-next-btn').click();
  await popup.locator(`td[title="${dayText(t)}"]`).click();
}

/** In the open popup: the hour and minute columns, then 确定. */
async function pickTime(page: Page, t: WallClock) {
  const popup = openPopup(page);
  const columns = popup.locator('.ant-picker-time-panel-column');
  await columns
    .nth(0)
    .locator('.ant-picker-time-panel-cell-inner', { hasText: new RegExp(`^${pad2(t.hour)}$`) })
    .click();
  await columns
    .nth(1)
    .locator('.ant-picker-time-panel-cell-inner', { hasText: new RegExp(`^${pad2(t.minute)}$`) })
    .click();
  await popup.locator('.ant-picker-ok button').click();
  await expect(openPopup(page)).toHaveCount(0);
}

/** Sets the antd date-and-time picker opened by clicking `field` to `t`, as a person would. */
export async function pickDateTime(page: Page, field: Locator, t: WallClock): Promise<void> {
  await field.click();
  await pickDay(page, t);
  await pickTime(page, t);
}

/**
 * Sets the vote deadline through the antd pickers, by clicking as a person would: the one
 * date-and-time picker on a wide window, the day and the time pickers on a phone.
 */
export async function pickVoteDeadline(page: Page, t: WallClock): Promise<void> {
  if (!isNarrow(page)) return pickDateTime(page, page.getByPlaceholder('选择截止时间'), t);
  await page.getByPlaceholder('截止日期').click();
  await pickDay(page, t);
  await expect(openPopup(page)).toHaveCount(0);
  await page.getByPlaceholder('时间', { exact: true }).click();
  await pickTime(page, t);
}

/** The deadline the form's picker(s) show. */
export async function expectVoteDeadline(page: Page, t: WallClock): Promise<void> {
  if (!isNarrow(page)) {
    await expect(page.getByPlaceholder('选择截止时间')).toHaveValue(dateTimeText(t));
    return;
  }
  await expect(page.getByPlaceholder('截止日期')).toHaveValue(dayText(t));
  await expect(page.getByPlaceholder('时间', { exact: true })).toHaveValue(timeText(t));
}
