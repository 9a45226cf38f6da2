import { fenToYuan } from '@xinke/shared';

/** A coupon's spending threshold: 无门槛 or 满N元可用. */
export function thresholdText(minFee: number): string {
  return minFee > 0 ? `满${fenToYuan(minFee)}元可用` : '无门槛';
}
