import { defineEnum } from './define-enum';

/** SPEC §9 code types of the code records. */
export const CodeType = defineEnum({
  betaInvite: { value: 1, label: '内测兑换码' },
  salonTicket: { value: 2, label: '沙龙门票' },
});
export const CODE_TYPE = CodeType.values;

/** SPEC §4 code status. */
export const CodeStatus = defineEnum({
  available: { value: 0, label: '可用' },
  claimed: { value: 1, label: '已领取' },
  redeeming: { value: 2, label: '兑换中' },
  redeemed: { value: 3, label: '已兑换' },
  expired: { value: 4, label: '已过期' },
});
export const CODE_STATUS = CodeStatus.values;

/** SPEC §9: the new-user coupon stays valid this many days after claiming. */
export const NEW_USER_COUPON_VALID_DAYS = 90;

/** SPEC §9 lottery types (SPEC gives no codes; these are ours, in SPEC's order). */
export const LotteryType = defineEnum({
  collectElectricity: { value: 1, label: '集电量' },
  zeroYuanDraw: { value: 2, label: '零元抽奖' },
  postInteraction: { value: 3, label: '帖子互动' },
  wallpaper: { value: 4, label: '壁纸活动' },
});
export const LOTTERY_TYPE = LotteryType.values;
