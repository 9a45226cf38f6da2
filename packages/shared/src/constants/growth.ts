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

/** SPEC §9 sign-up interest options: 19 values, -1 (private) to 17. */
export const Interest = defineEnum({
  secret: { value: -1, label: '保密' },
  desktop: { value: 0, label: '台式机' },
  tablet: { value: 1, label: '平板' },
  laptop: { value: 2, label: '笔记本' },
  allInOne: { value: 3, label: '一体机' },
  gaming: { value: 4, label: '游戏' },
  geek: { value: 5, label: '极客' },
  digital: { value: 6, label: '数码' },
  smartHome: { value: 7, label: '智能家居' },
  robot: { value: 8, label: '机器人' },
  vr: { value: 9, label: 'VR' },
  arm: { value: 10, label: 'ARM' },
  x86: { value: 11, label: 'x86' },
  openHardware: { value: 12, label: '开源硬件' },
  printing3d: { value: 13, label: '3D打印' },
  keyboard: { value: 14, label: '机械键盘' },
  gpu: { value: 15, label: '显卡' },
  raspberryPi: { value: 16, label: '树莓派' },
  other: { value: 17, label: '其他' },
});
export const INTEREST = Interest.values;

/** SPEC §9 lottery types (SPEC gives no codes; these are ours, in SPEC's order). */
export const LotteryType = defineEnum({
  collectElectricity: { value: 1, label: '集电量' },
  zeroYuanDraw: { value: 2, label: '零元抽奖' },
  postInteraction: { value: 3, label: '帖子互动' },
  wallpaper: { value: 4, label: '壁纸活动' },
});
export const LOTTERY_TYPE = LotteryType.values;
