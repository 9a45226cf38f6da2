import { fenToYuan, toMillis } from '@xinke/shared';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as a wall-clock time in China, YYYY-MM-DD HH:mm, whatever the browser's zone. */
export function chinaDateTime(ts: number): string {
  const d = new Date(toMillis(ts) + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(
    d.getUTCHours(),
  )}:${pad2(d.getUTCMinutes())}`;
}

/** A coupon's spending threshold: 无门槛 or 满N元可用. */
export function thresholdText(minFee: number): string {
  return minFee > 0 ? `满${fenToYuan(minFee)}元可用` : '无门槛';
}
