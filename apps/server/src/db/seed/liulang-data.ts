/*
 * 流浪计划's demo rounds (seed-liulang.ts). Days are relative to the seed's "now" (negative =
 * past). A leg's state is what the member's application says; the device's place in the
 * chain follows from the dates, as on the live site (chain.ts).
 */
import type { CircleKey } from './site-data';

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
  /** The experience report the member published (and was rewarded for), if any. */
  report?: DemoReport;
}

/** A report post: written `days` after the member started, rewarded two hours later. */
export interface DemoReport {
  title: string;
  paragraphs: string[];
  days: number;
  visits: number;
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
  /** The forum circle its reports are posted in. */
  circle: CircleKey;
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
    circle: 'rpi',
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
        report: {
          title: '流浪计划体验报告：用 Pico W 做了一个 Wi-Fi 温湿度记录仪',
          paragraphs: [
            '作为流浪计划第 1 期的第一站，收到的 Pico W 套件包装完好：板子、面包板、DHT22 温湿度传感器和一块 0.96 寸 OLED。',
            '固件用的是 MicroPython 1.22，urequests 每 5 分钟把读数 POST 到家里 NAS 上的 InfluxDB，OLED 同时显示当前温湿度和 Wi-Fi 信号强度。',
            '实测整机电流 45 mA 左右，Wi-Fi 连接时峰值约 110 mA；用 lightsleep 间隔采样后平均降到 18 mA，充电宝能撑两天多。',
            '踩的坑：DHT22 两次读取间隔不能小于 2 秒，否则会返回旧值；OLED 和传感器共用 3V3 时要加一个 10 µF 的电容，不然联网瞬间屏幕会闪。',
            '过两天体验期结束就把板子寄给下一位玩家。代码不长，需要的朋友评论区留言，我整理后发上来。',
          ],
          days: 5,
          visits: 1840,
        },
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
        report: {
          title: '流浪计划体验报告：和孩子一起做的植物浇水提醒器',
          paragraphs: [
            '这是我们家第一次参加流浪计划。Pico W 加一个电容式土壤湿度传感器、一个小喇叭，就做成了会“喊渴”的花盆。',
            '孩子负责画外壳和录提示音，我负责接线和写程序：湿度低于 35% 时播放录音，并通过企业微信机器人给我发一条消息。',
            '电容式传感器比电阻式稳定很多，插在土里一周读数漂移不到 3%；PWM 直接驱动喇叭音质一般，但孩子很满意。',
            '整个过程大概花了三个晚上，比想象中顺利。体验期结束后设备会按顺序寄给下一位玩家。',
          ],
          days: 6,
          visits: 960,
        },
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
        report: {
          title: '流浪计划体验报告：Pico W 的 PIO 驱动 WS2812，和 STM32 对比',
          paragraphs: [
            '最后一站收到板子，重点测了 RP2040 的 PIO：官方例程里的 ws2812 状态机只有 4 条指令，CPU 占用几乎为零。',
            '同样 144 颗灯珠，STM32F103 用 SPI + DMA 模拟时序，刷新一帧约 4.3 ms；Pico W 的 PIO 约 4.4 ms，基本一致，但 PIO 不占用任何外设。',
            '对比下来，PIO 的优势是时序精确且可以同时驱动多路灯带；缺点是调试手段少，出错时只能靠逻辑分析仪看波形。',
            '作为本期最后一位，体验期结束后会把设备寄回官方。感谢前两位玩家的笔记，少走了很多弯路。',
          ],
          days: 5,
          visits: 1320,
        },
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
    circle: 'mcu',
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
        report: {
          title: '流浪计划体验报告：ESP32-S3 + 墨水屏桌面天气站，深度睡眠实测 12 µA',
          paragraphs: [
            '第 2 期第一站的体验报告。板子是 N16R8 版本，带摄像头模组，这次没用摄像头，主要测墨水屏天气站的功耗。',
            '2.9 寸三色墨水屏用 SPI 驱动，每 30 分钟唤醒一次拉取天气接口、刷新屏幕后进入深度睡眠，一次唤醒约 2.1 秒。',
            '开发板自带的电源指示灯和 USB 转串口芯片会吃掉 1 mA 以上，拆掉指示灯、改由外部 3.3 V 供电后，深度睡眠电流实测 12 µA。',
            '按 1200 mAh 锂电池估算可以用四个月左右。体验期快结束了，后面的玩家可以试试 ESP-DL 的人脸检测。',
          ],
          days: 4,
          visits: 2260,
        },
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
