/**
 * The project pool's demo (docs/research.md): open-hardware projects as makers write them,
 * with real parts in their bills of materials, a team and weekly reports. Prices in 分.
 */
export interface DemoProject {
  title: string;
  summary: string;
  body: string;
  daysAgo: number;
  /** Team members by their place in the demo's member list, with their occupation value. */
  team: Array<{ member: number; label: number }>;
  ownerLabel: number;
  bom: Array<{ part: string; quantity: number; unitPrice: number; supplier: string }>;
  weeks: Array<{ title: string; body: string; daysAgo: number }>;
  comments: string[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'ESP32-S3 桌面气象站',
    summary: '温湿度、气压与 CO₂ 一屏看全，墨水屏低功耗，接入 Home Assistant。',
    body: '<p>桌面上放一台安静的小气象站：SHT40 测温湿度，BMP388 测气压，SCD41 测 CO₂，4.2 寸墨水屏每 5 分钟刷新一次。</p><p>固件用 ESP-IDF 5.2，数据通过 MQTT 上报到 Home Assistant。外壳 3D 打印，文件随项目开源。</p>',
    daysAgo: 12,
    ownerLabel: 3,
    team: [
      { member: 3, label: 4 },
      { member: 5, label: 1 },
    ],
    bom: [
      {
        part: 'ESP32-S3-WROOM-1-N8R2 模组',
        quantity: 1,
        unitPrice: 2350,
        supplier: 'https://www.espressif.com/zh-hans/products/modules',
      },
      {
        part: 'SHT40 温湿度传感器',
        quantity: 1,
        unitPrice: 890,
        supplier: 'https://sensirion.com/cn/products',
      },
      {
        part: 'SCD41 CO₂ 传感器',
        quantity: 1,
        unitPrice: 16800,
        supplier: 'https://sensirion.com/cn/products',
      },
      { part: '4.2 寸墨水屏 (SSD1683)', quantity: 1, unitPrice: 6500, supplier: '' },
      {
        part: 'TPS63020 升降压芯片',
        quantity: 1,
        unitPrice: 780,
        supplier: 'https://www.ti.com.cn',
      },
    ],
    weeks: [
      {
        title: '第 1 周：传感器选型与打样',
        body: '<p>对比了 SHT31 与 SHT40，最终选 SHT40：功耗更低、精度 ±0.2 ℃。第一版 PCB 已下单嘉立创。</p>',
        daysAgo: 10,
      },
      {
        title: '第 2 周：墨水屏局刷调通',
        body: '<p>局部刷新 0.3 s 完成，不再整屏闪烁；待机电流测得 18 µA。</p>',
        daysAgo: 3,
      },
    ],
    comments: ['SCD41 有点贵，可以先留焊盘做成选配。', '墨水屏局刷的驱动能开源吗？想抄作业。'],
  },
  {
    title: 'RP2040 三模机械键盘',
    summary: '65% 配列，有线 / 蓝牙 / 2.4G 三模，QMK 固件，热插拔轴座。',
    body: '<p>主控 RP2040 跑 QMK，无线部分用 nRF52840 模块做协处理器。PCB 四层板，支持 MX 热插拔轴座与南向 RGB。</p>',
    daysAgo: 20,
    ownerLabel: 1,
    team: [{ member: 7, label: 3 }],
    bom: [
      {
        part: 'RP2040 主控',
        quantity: 1,
        unitPrice: 650,
        supplier: 'https://www.raspberrypi.com/products/rp2040/',
      },
      { part: 'W25Q128JV 16MB Flash', quantity: 1, unitPrice: 320, supplier: '' },
      {
        part: 'nRF52840 蓝牙模块',
        quantity: 1,
        unitPrice: 2800,
        supplier: 'https://www.nordicsemi.com',
      },
      { part: 'Kailh 热插拔轴座', quantity: 68, unitPrice: 25, supplier: '' },
    ],
    weeks: [
      {
        title: '第 1 周：矩阵与原理图',
        body: '<p>5×15 矩阵定稿，原理图评审通过。</p>',
        daysAgo: 17,
      },
      {
        title: '第 2 周：四层板布线',
        body: '<p>USB 差分走线做了阻抗控制，首版打样 5 片。</p>',
        daysAgo: 9,
      },
      {
        title: '第 3 周：QMK 移植',
        body: '<p>有线模式可用，蓝牙切换还有掉键问题，正在排查。</p>',
        daysAgo: 2,
      },
    ],
    comments: ['期待三模版本！2.4G 接收器用什么方案？'],
  },
  {
    title: '开源 USB-C PD 诱骗器',
    summary: '5/9/12/15/20 V 拨码可选，最大 100 W，给老设备和实验板供电。',
    body: '<p>基于 CH224K，拨码选择输出电压，0.91 寸 OLED 显示电压电流。PCB 40 × 25 mm，双面贴片。</p>',
    daysAgo: 30,
    ownerLabel: 3,
    team: [],
    bom: [
      { part: 'CH224K PD 诱骗芯片', quantity: 1, unitPrice: 180, supplier: 'https://www.wch.cn' },
      { part: '0.91 寸 OLED (SSD1306)', quantity: 1, unitPrice: 550, supplier: '' },
      { part: 'INA226 电流检测', quantity: 1, unitPrice: 720, supplier: 'https://www.ti.com.cn' },
    ],
    weeks: [
      {
        title: '第 1 周：首版回板',
        body: '<p>20 V 5 A 满载温升 32 ℃，可以接受。</p>',
        daysAgo: 22,
      },
    ],
    comments: [],
  },
];
