import { defineEnum } from './define-enum';

/**
 * SPEC §9 sign-up interest options: 19 values from -1 (confidential) to 17. SPEC names
 * twelve (desktop, tablet, laptop, all-in-one, gaming, geek, digital, smart home, robot,
 * VR, ARM, x86); the other six are ours (docs/user-center.md "兴趣"). A member picks them
 * at sign-up or in personalEdit; they rank follow recommendations.
 */
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

/**
 * -1 (保密) stands alone: it is stored as [-1] ("chose not to say", unlike [] "not asked
 * yet") and nothing is recommended by interest.
 */
export const INTEREST_CONFIDENTIAL = INTEREST.secret;

/** The interests that can be chosen together (every option but 保密). */
export const INTEREST_TOPICS = Interest.options.filter((o) => o.value !== INTEREST_CONFIDENTIAL);

/** At most this many topics: a list of everything says nothing about a member. */
export const INTEREST_MAX = 8;
