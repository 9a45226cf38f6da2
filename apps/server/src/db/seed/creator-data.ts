/*
 * Demo specs (规格书) of the research room's laboratory (docs/creator.md): what a creative
 * master (开源硬件小王) would write for others to take on, with readers' questions.
 */

export interface DemoSpec {
  title: string;
  summary: string;
  /** HTML as the editor saves it; sanitized again on the way in. */
  content: string;
  /** Fen; 0 未定价. */
  price: number;
  published: boolean;
  daysAgo: number;
}

export const DEMO_SPEC_CREATOR = '开源硬件小王';

export const DEMO_SPECS: DemoSpec[] = [
  {
    title: 'ESP32-S3 桌面气象站',
    summary:
      '一台放在桌面的气象站：温湿度、气压、PM2.5 与 CO₂，4.2 寸墨水屏显示，USB-C 供电，Home Assistant 可接入。征集整机设计与外壳方案。',
    content: [
      '<h2>项目目标</h2>',
      '<p>做一台安静、省电、好看的桌面气象站：白天看室内空气质量，晚上不发光不打扰。整机开源，成本控制在 200 元以内。</p>',
      '<h2>核心参数</h2>',
      '<table><thead><tr><th>项目</th><th>要求</th></tr></thead><tbody>',
      '<tr><td>主控</td><td>ESP32-S3-WROOM-1（N8R8），Wi-Fi + BLE 5</td></tr>',
      '<tr><td>显示</td><td>4.2 寸黑白墨水屏，400×300，局刷不闪</td></tr>',
      '<tr><td>温湿度</td><td>SHT40，精度 ±0.2 °C / ±1.8 %RH</td></tr>',
      '<tr><td>气压</td><td>BMP390，用于天气趋势预测</td></tr>',
      '<tr><td>空气质量</td><td>PMS7003（PM2.5）+ SCD41（CO₂，400–5000 ppm）</td></tr>',
      '<tr><td>供电</td><td>USB-C 5 V，整机平均功耗 ≤ 0.5 W</td></tr>',
      '<tr><td>尺寸</td><td>不大于 120 × 90 × 40 mm</td></tr>',
      '</tbody></table>',
      '<h2>交付物</h2>',
      '<ul><li>原理图与 PCB（立创 EDA 或 KiCad 工程）</li><li>3D 打印外壳（STEP + STL）</li><li>固件：ESPHome 配置或 Arduino 工程，支持 MQTT</li></ul>',
      '<p>欢迎提出方案，优先考虑传感器风道与发热隔离做得好的设计。</p>',
    ].join(''),
    price: 0,
    published: true,
    daysAgo: 6,
  },
  {
    title: '开源 USB-C PD 诱骗电源',
    summary:
      '一块小巧的 USB-C PD 诱骗板：5/9/12/15/20 V 可选，最大 100 W，带电压电流显示，给老设备和实验板供电。',
    content: [
      '<h2>为什么做它</h2>',
      '<p>手边的 PD 充电器越来越多，老路由器、电烙铁和实验板却还要各自的适配器。一块诱骗板就能让一个 65 W 充电器包办桌面供电。</p>',
      '<h2>规格</h2>',
      '<table><thead><tr><th>项目</th><th>要求</th></tr></thead><tbody>',
      '<tr><td>协议芯片</td><td>CH224K 或 HUSB238，支持 PD 3.0</td></tr>',
      '<tr><td>输出电压</td><td>5 / 9 / 12 / 15 / 20 V，拨码或按键切换</td></tr>',
      '<tr><td>最大功率</td><td>100 W（20 V 5 A，需 E-Marker 线）</td></tr>',
      '<tr><td>显示</td><td>0.91 寸 OLED，显示电压、电流、功率</td></tr>',
      '<tr><td>输出接口</td><td>5.5×2.1 DC 母座 + 2P 接线端子</td></tr>',
      '<tr><td>保护</td><td>输出防反接、过流保护</td></tr>',
      '</tbody></table>',
      '<p>PCB 尺寸希望不超过 40 × 25 mm，双面贴片，可以用嘉立创打样。</p>',
    ].join(''),
    price: 4_990,
    published: true,
    daysAgo: 3,
  },
  {
    title: 'RP2040 迷你机械键盘主控板（草稿）',
    summary: '',
    content: '<p>还在整理需求：RP2040 + 热插拔轴座，QMK / VIA 支持，Type-C 接口，板厚 1.2 mm。</p>',
    price: 0,
    published: false,
    daysAgo: 1,
  },
];

export const DEMO_SPEC_COMMENTS: { title: string; content: string }[] = [
  {
    title: 'ESP32-S3 桌面气象站',
    content: 'SCD41 发热会影响 SHT40 读数，建议把温湿度传感器放在单独的隔仓里。',
  },
  {
    title: 'ESP32-S3 桌面气象站',
    content: '墨水屏局刷久了会有残影，固件里记得定时全刷一次。',
  },
  {
    title: 'ESP32-S3 桌面气象站',
    content: '我有一版 3D 打印外壳，侧面开了百叶窗风道，整理好了发上来。',
  },
  {
    title: '开源 USB-C PD 诱骗电源',
    content: 'HUSB238 可以 I²C 读当前协商的电压，做显示会方便很多。',
  },
  {
    title: '开源 USB-C PD 诱骗电源',
    content: '100 W 的话 DC 座要选 5 A 的，常见的 5.5×2.1 很多只标 3 A。',
  },
];

/** The challenge tags each published demo spec offers (specs/challenge/tag). */
export const DEMO_CHALLENGE_TAGS: Record<string, string[]> = {
  'ESP32-S3 桌面气象站': ['传感器', '外壳', '低功耗', '固件'],
  '开源 USB-C PD 诱骗电源': ['电源', 'PCB', '散热'],
};

/** Members' challenges on them, in each review state (docs/creator.md). */
export const DEMO_CHALLENGES: {
  spec: string;
  title: string;
  content: string;
  tags: string[];
  status: 'pending' | 'approved' | 'rejected';
  reason?: string;
}[] = [
  {
    spec: 'ESP32-S3 桌面气象站',
    title: '传感器隔仓 + 被动风道',
    content:
      'SCD41 与 ESP32 的发热会让 SHT40 偏高 1~2 °C。方案：温湿度传感器独立隔仓，底部进风、侧面出风，PCB 开槽隔热。',
    tags: ['传感器', '外壳'],
    status: 'approved',
  },
  {
    spec: 'ESP32-S3 桌面气象站',
    title: '深度睡眠 + 墨水屏局刷，平均功耗降到 0.2 W',
    content: '每 5 分钟唤醒一次采样，PMS7003 只在整点开风扇 30 秒，其余时间关断供电。',
    tags: ['低功耗', '固件'],
    status: 'pending',
  },
  {
    spec: 'ESP32-S3 桌面气象站',
    title: '换成 2.9 寸彩色墨水屏',
    content: '彩色屏更好看，价格贵 40 元左右。',
    tags: ['外壳'],
    status: 'rejected',
    reason: '彩色墨水屏刷新要 15 秒以上，不符合规格书里局刷不闪的要求',
  },
  {
    spec: '开源 USB-C PD 诱骗电源',
    title: '加一路 USB-A 5V 输出',
    content: '给风扇或灯带供电很方便，用一颗 SY8089 降压就够了。',
    tags: ['电源', 'PCB'],
    status: 'pending',
  },
];

/** Designs (设计稿) with the picture drawn for each. */
export const DEMO_DESIGNS: {
  spec: string;
  description: string;
  pictures: { title: string; subtitle: string }[];
  status: 'pending' | 'approved';
}[] = [
  {
    spec: 'ESP32-S3 桌面气象站',
    description: '3D 打印外壳 V1：墨水屏 15° 斜放，背部百叶窗进风，传感器独立隔仓。',
    pictures: [
      { title: '气象站外壳 V1', subtitle: '正面 · 墨水屏斜放 15°' },
      { title: '气象站外壳 V1', subtitle: '背面 · 百叶窗风道' },
    ],
    status: 'approved',
  },
  {
    spec: 'ESP32-S3 桌面气象站',
    description: '四层板 PCB 布局：传感器区开槽隔热，天线净空区 15 mm。',
    pictures: [{ title: '主板 PCB 布局', subtitle: '四层板 · 传感器隔热开槽' }],
    status: 'pending',
  },
  {
    spec: '开源 USB-C PD 诱骗电源',
    description: '38 × 24 mm 双面贴片，OLED 在正面，DC 座与端子在同一侧。',
    pictures: [{ title: 'PD 诱骗板 3D 渲染', subtitle: '38 × 24 mm 双面贴片' }],
    status: 'approved',
  },
];

/** A member's pending creative-master application, for the console's review. */
export const DEMO_MASTER_APPLICATION = {
  intro:
    '做了八年嵌入式，业余时间设计开源键盘和桌面小工具，GitHub 上有 3 个 500+ star 的硬件项目。想在实验室发布一个 RP2040 手柄的规格书。',
  works: [
    'https://github.com/xinke-demo/rp2040-gamepad',
    'https://oshwhub.com/xinke-demo/macropad',
  ],
  proof: '嵌入式系统设计师（中级）证书；博客 https://blog.example.com/hardware',
  contact: '微信 maker_li2026',
};
