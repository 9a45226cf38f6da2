/*
 * 流浪计划's demo rounds (seed-liulang.ts). Days are relative to the seed's "now" (negative =
 * past). A leg's state is what the member's application says; the device's place in the
 * chain follows from the dates, as on the live site (chain.ts).
 */

export interface DemoLeg {
  /** Index into the demo members (shifted per round, so rounds have different people). */
  member: number;
  state: 'selected' | 'rejected' | 'pending';
  reason: string;
  receiver: string;
  address: string;
  selectedDays?: number;
  paidDays?: number;
  startDays?: number;
  shipDays?: number;
}

export interface DemoRound {
  title: string;
  device: string;
  intro: string;
  depositFen: number;
  signupStartDays: number;
  signupEndDays: number;
  experienceDays: number;
  places: number;
  rewardEle: number;
  ended: boolean;
  legs: DemoLeg[];
}

export const LIULANG_ROUNDS: DemoRound[] = [
  {
    title: '流浪计划 · 第1期：树莓派 Pico W 漂流',
    device: '树莓派 Pico W 套件',
    intro:
      '一套树莓派 Pico W（含面包板、温湿度传感器和 OLED 屏）在创客之间传递。每位玩家体验 7 天，' +
      '用它做一个小作品并在社区发布体验报告，再寄给下一位。',
    depositFen: 9900,
    signupStartDays: -75,
    signupEndDays: -65,
    experienceDays: 7,
    places: 3,
    rewardEle: 100,
    ended: true,
    legs: [
      {
        member: 2,
        state: 'selected',
        reason: '想用 MicroPython 做一个 Wi-Fi 温湿度记录仪，数据上传到家里的 NAS。',
        receiver: '周工',
        address: '江苏省南京市鼓楼区中山北路 30 号',
        selectedDays: -64,
        paidDays: -64,
        startDays: -60,
        shipDays: -53,
      },
      {
        member: 5,
        state: 'selected',
        reason: '给孩子做一个会说话的植物浇水提醒器，顺便写一篇亲子制作记录。',
        receiver: '吴女士',
        address: '福建省厦门市思明区软件园二期 12 号',
        selectedDays: -64,
        paidDays: -63,
        startDays: -51,
        shipDays: -44,
      },
      {
        member: 8,
        state: 'selected',
        reason: '想试试 PIO 驱动 WS2812 灯带，和 STM32 的做法对比一下。',
        receiver: '郑同学',
        address: '四川省成都市武侯区一环路南一段 24 号',
        selectedDays: -63,
        paidDays: -62,
        startDays: -42,
        shipDays: -35,
      },
    ],
  },
  {
    title: '流浪计划 · 第2期：ESP32-S3 开发板漂流',
    device: 'ESP32-S3-DevKitC-1 开发板',
    intro:
      '一块 ESP32-S3 开发板（N16R8，带摄像头模组）在创客之间传递。每位玩家体验 7 天，写一篇' +
      '实测报告：AI 加速、摄像头、低功耗，玩什么都行。押金在你把板子寄给下一位后退还。',
    depositFen: 19900,
    signupStartDays: -12,
    signupEndDays: 9,
    experienceDays: 7,
    places: 5,
    rewardEle: 200,
    ended: false,
    legs: [
      {
        member: 1,
        state: 'selected',
        reason: '做一个桌面天气站：ESP32-S3 + 墨水屏，顺便测一下深度睡眠的电流。',
        receiver: '王工',
        address: '广东省深圳市南山区科技园南区 3 栋 502',
        selectedDays: -10,
        paidDays: -10,
        startDays: -9,
        shipDays: -2,
      },
      {
        member: 4,
        state: 'selected',
        reason: '想跑一下 ESP-DL 的人脸检测，测测摄像头模组的帧率和发热。',
        receiver: '李同学',
        address: '上海市浦东新区张江路 88 号 2 号楼',
        selectedDays: -10,
        paidDays: -9,
        startDays: -1,
      },
      {
        member: 7,
        state: 'selected',
        reason: '用 USB OTG 做一个机械键盘的无线接收器，写移植 TinyUSB 的过程。',
        receiver: '陈师傅',
        address: '浙江省杭州市西湖区文三路 199 号',
        selectedDays: -8,
        paidDays: -7,
      },
      {
        member: 10,
        state: 'selected',
        reason: '给实验室的老示波器加一个网页遥控面板，看看 S3 的 Wi-Fi 吞吐够不够。',
        receiver: '刘老师',
        address: '湖北省武汉市洪山区珞喻路 1037 号',
        selectedDays: -1,
      },
      {
        member: 13,
        state: 'rejected',
        reason: '想看看这块板子好不好玩。',
        receiver: '赵先生',
        address: '北京市海淀区中关村大街 27 号',
      },
      {
        member: 16,
        state: 'pending',
        reason: '在做一个开源的智能插座，想对比 S3 和 C3 的功耗，报告会附上测试数据。',
        receiver: '孙工',
        address: '山东省青岛市崂山区海尔路 1 号',
      },
      {
        member: 19,
        state: 'pending',
        reason: '想用它做一个语音唤醒的台灯，顺便把 ESP-SR 的踩坑经验写出来。',
        receiver: '钱同学',
        address: '陕西省西安市雁塔区科技路 48 号',
      },
    ],
  },
];
