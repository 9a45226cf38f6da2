import type { SpecRowValue } from '../schema';

/*
 * Demo products, works and suppliers (docs/products.md). The companies are fictional; the
 * hardware facts are those of the real chips and tools they are built around.
 */

export interface DemoProduct {
  key: string;
  slug: string | null;
  name: string;
  slogan: string;
  status: number;
  highlights: string[];
  specs: SpecRowValue[];
  description: string;
  buyUrl: string;
  learnUrl: string;
}

const row = (group: string, name: string, value: string): SpecRowValue => ({ group, name, value });

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    key: 'esp32s3',
    slug: 'xinke',
    name: '芯客 ESP32-S3 开发板',
    slogan: '双核 240 MHz、Wi-Fi 与蓝牙 5，为 AIoT 原型而生',
    status: 1,
    highlights: [
      'ESP32-S3 双核 Xtensa LX7，支持向量指令',
      '板载 8 MB PSRAM 与 16 MB Flash',
      'USB-C 直连原生 USB，免装串口驱动',
      '引出全部可用 GPIO，面包板友好',
      '兼容 Arduino、ESP-IDF 与 MicroPython',
    ],
    specs: [
      row('处理器', '主控', 'ESP32-S3-WROOM-1-N16R8'),
      row('处理器', '内核', 'Xtensa LX7 双核，最高 240 MHz'),
      row('存储', 'Flash', '16 MB'),
      row('存储', 'PSRAM', '8 MB（Octal SPI）'),
      row('无线', 'Wi-Fi', '802.11 b/g/n，2.4 GHz'),
      row('无线', '蓝牙', 'Bluetooth 5（LE），支持 Mesh'),
      row('接口', 'USB', 'USB-C ×2（原生 USB / USB 转串口）'),
      row('接口', 'GPIO', '36 个，支持 ADC、触摸、PWM'),
      row('电源', '供电', 'USB 5 V 或 3.3 V 引脚输入'),
      row('尺寸', '板子尺寸', '63 × 25.4 mm'),
    ],
    description:
      '<h2>为什么选它</h2><p>芯客 ESP32-S3 开发板把乐鑫 ESP32-S3 模组、两个 USB-C 口和自动下载电路放在一块面包板宽度的板子上。原生 USB 口可以直接做键盘、鼠标或 U 盘设备，另一个口经 CH343 转串口，烧录和看日志互不干扰。</p><h2>适合做什么</h2><ul><li>语音唤醒与离线命令词识别（ESP-SR）</li><li>带摄像头的图像识别原型</li><li>接入 Home Assistant 的智能家居节点</li></ul><p>资料包含原理图、引脚图和 Arduino / ESP-IDF 示例工程。</p>',
    buyUrl: 'https://example.com/xinke/esp32-s3',
    learnUrl: '/app/new-version/topic',
  },
  {
    key: 'riscv',
    slug: 'xkw',
    name: '芯客 RISC-V 入门套件',
    slogan: '从点灯到跑 RTOS，一套学懂 RISC-V 单片机',
    status: 1,
    highlights: [
      'CH32V307 RISC-V 内核，带硬件浮点',
      '板载 WCH-Link 调试器，一根线下载调试',
      '配套传感器扩展板与 20 节实验教程',
      '支持 MounRiver Studio 与 RT-Thread',
    ],
    specs: [
      row('处理器', '主控', '沁恒 CH32V307VCT6'),
      row('处理器', '内核', '青稞 V4F，RV32IMAFC，144 MHz'),
      row('存储', 'Flash / SRAM', '256 KB / 64 KB'),
      row('接口', '调试', '板载 WCH-Link（SWD / 串口）'),
      row('接口', '通信', '以太网 10M PHY、USB 高速、CAN、8 路串口'),
      row('扩展', '扩展板', '温湿度、光照、OLED 屏、蜂鸣器、按键'),
      row('软件', '开发环境', 'MounRiver Studio、GCC 工具链'),
    ],
    description:
      '<p>RISC-V 入门套件面向学过一点 C 语言、想系统学习单片机的同学。主板用沁恒 CH32V307，外设与常见 STM32 相近，学完可以平滑迁移。</p><h2>教程安排</h2><ol><li>GPIO、中断与定时器</li><li>串口、I2C、SPI 驱动传感器</li><li>DMA 与 ADC 采样</li><li>在 RT-Thread 上做一个联网温湿度计</li></ol>',
    buyUrl: 'https://example.com/xinke/riscv-kit',
    learnUrl: '',
  },
  {
    key: 'la',
    slug: null,
    name: '芯客 LA16 逻辑分析仪',
    slogan: '16 通道、100 MHz 采样，调试 I2C / SPI / UART 的口袋工具',
    status: 1,
    highlights: [
      '16 通道数字输入',
      '最高 100 MHz 采样率',
      '兼容 sigrok / PulseView',
      '内置 30 余种协议解码',
    ],
    specs: [
      row('采集', '通道数', '16'),
      row('采集', '采样率', '最高 100 MHz（4 通道时）'),
      row('采集', '输入阈值', '可调，兼容 1.8 V ~ 5 V 逻辑'),
      row('连接', '接口', 'USB 2.0 高速（Type-C）'),
      row('软件', '上位机', 'PulseView（Windows / macOS / Linux）'),
    ],
    description:
      '<p>调通讯协议时，示波器看波形，逻辑分析仪看数据。LA16 用 PulseView 直接解码 I2C、SPI、UART、CAN、1-Wire 等协议，适合排查传感器读不到数、串口乱码这类问题。</p>',
    buyUrl: 'https://example.com/xinke/la16',
    learnUrl: '',
  },
  {
    key: 'kbd',
    slug: null,
    name: '芯客 65% 机械键盘套件',
    slogan: '热插拔 PCB、QMK/VIA 固件，自己焊一把键盘',
    status: 1,
    highlights: ['RP2040 主控，QMK 与 VIA 可视化改键', '五脚热插拔轴座', 'Gasket 结构与铝合金外壳'],
    specs: [
      row('电路', '主控', 'RP2040'),
      row('电路', '轴座', '凯华五脚热插拔'),
      row('电路', '连接', 'USB-C 有线'),
      row('结构', '配列', '65%，68 键'),
      row('结构', '外壳', 'CNC 铝合金，阳极氧化'),
    ],
    description:
      '<p>套件包含 PCB、定位板、外壳与卫星轴，不含轴体和键帽，适合第一次自己组装键盘的玩家。</p>',
    buyUrl: '',
    learnUrl: '',
  },
  {
    key: 'stc',
    slug: null,
    name: '芯客 51 单片机学习板（一代）',
    slogan: '陪伴过很多人入门的 STC89C52 学习板',
    status: 2,
    highlights: ['STC89C52RC', '数码管、点阵、LCD1602 接口'],
    specs: [row('处理器', '主控', 'STC89C52RC'), row('接口', '下载', 'CH340 串口下载')],
    description: '<p>一代学习板已停产，资料继续保留。新同学推荐 RISC-V 入门套件。</p>',
    buyUrl: '',
    learnUrl: '',
  },
];

export interface DemoWork {
  title: string;
  author: string;
  product: string | null;
  content: string;
}

export const DEMO_WORKS: DemoWork[] = [
  {
    title: '离线语音控制的床头灯',
    author: '焊锡丝不够用',
    product: 'esp32s3',
    content:
      '用 ESP32-S3 跑乐鑫 ESP-SR 的离线命令词，说「打开台灯」「调暗一点」就能控制 WS2812 灯带，断网也能用。外壳用 PLA 打印，灯罩是磨砂 PETG。',
  },
  {
    title: '桌面天气时钟',
    author: '阿木的实验室',
    product: 'esp32s3',
    content:
      '一块 2.8 寸 ST7789 屏显示时间、天气和日程，每 10 分钟联网更新一次，夜里自动调低亮度。',
  },
  {
    title: 'RT-Thread 联网温湿度计',
    author: '小周学单片机',
    product: 'riscv',
    content:
      'CH32V307 通过以太网把 SHT30 的数据上传到 MQTT 服务器，在 Grafana 里画出一周的温湿度曲线。',
  },
  {
    title: '用逻辑分析仪揪出 I2C 地址冲突',
    author: '调试狂人',
    product: 'la',
    content:
      '两个传感器默认地址都是 0x44，PulseView 解码后一眼看到 NACK，改了一个的 ADDR 引脚就好了。记录了完整排查过程。',
  },
  {
    title: '白色 Gasket 65% 键盘',
    author: '轴体收藏家',
    product: 'kbd',
    content:
      '套件配线性轴和 PBT 键帽，VIA 里把 Caps Lock 改成了 Fn 层，底部加了 Poron 棉，声音更闷。',
  },
];

export const DEMO_SUPPLIER_CATEGORIES = [
  'PCB 打样',
  'SMT 贴片',
  '元器件分销',
  '3D 打印',
  '外壳加工',
  '方案设计',
];

export interface DemoSupplier {
  name: string;
  intro: string;
  city: string;
  address: string;
  categories: string[];
  services: string[];
  description: string;
  contactName: string;
  phone: string;
  contactVisible: number;
}

export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    name: '深圳市捷板电路科技有限公司',
    intro: '双面板 24 小时加急，小批量 PCB 打样',
    city: '深圳',
    address: '广东省深圳市宝安区福永街道桥头社区',
    categories: ['PCB 打样'],
    services: ['双面板打样', '四至八层板', '铝基板', '阻抗控制', '钢网制作'],
    description:
      '专注 PCB 样板与小批量生产十余年，支持 FR-4、铝基板和柔性板。\n双面板最快 24 小时发货，四层板 48 小时，在线报价后可直接下单。',
    contactName: '陈经理',
    phone: '13725561208',
    contactVisible: 1,
  },
  {
    name: '东莞市精贴电子有限公司',
    intro: '小批量 SMT 贴片与 DIP 插件，一片起贴',
    city: '东莞',
    address: '广东省东莞市长安镇上沙社区',
    categories: ['SMT 贴片', 'PCB 打样'],
    services: ['SMT 贴片', 'BGA 焊接', 'DIP 插件', '元器件代采', '功能测试'],
    description:
      '拥有 4 条 SMT 产线，支持 0201 元件与 0.4 mm 间距 BGA。\n面向创客和初创团队，一片起贴，可代采 BOM。',
    contactName: '李工',
    phone: '13650237716',
    contactVisible: 0,
  },
  {
    name: '上海芯汇元器件有限公司',
    intro: '原厂授权分销，MCU 与传感器现货',
    city: '上海',
    address: '上海市闵行区莘庄工业区',
    categories: ['元器件分销'],
    services: ['MCU', '传感器', '电源芯片', '无线模组', '样品申请'],
    description:
      '代理多家国产 MCU 与传感器品牌，常备 ESP32、CH32、GD32 系列现货。\n学生与创客项目可申请免费样品。',
    contactName: '王小姐',
    phone: '18916624530',
    contactVisible: 1,
  },
  {
    name: '杭州三维造物科技有限公司',
    intro: '光固化与尼龙打印，手板当天出件',
    city: '杭州',
    address: '浙江省杭州市余杭区仓前街道',
    categories: ['3D 打印'],
    services: ['SLA 光固化', 'SLS 尼龙', 'FDM 大件', '喷漆上色'],
    description:
      '提供光固化树脂、尼龙和金属打印，适合产品外壳手板和结构验证。\n上传 STL 即时报价，小件当天可发货。',
    contactName: '赵工',
    phone: '15867120394',
    contactVisible: 1,
  },
  {
    name: '苏州铝艺精密机械有限公司',
    intro: 'CNC 铝外壳与钣金，小批量可做',
    city: '苏州',
    address: '江苏省苏州市吴中区木渎镇',
    categories: ['外壳加工'],
    services: ['CNC 铝外壳', '钣金折弯', '阳极氧化', '激光雕刻'],
    description:
      '为开发板、键盘和仪器做铝合金外壳与钣金件，支持阳极氧化多种颜色和激光打标。\n10 件起做，交期约 7 个工作日。',
    contactName: '周先生',
    phone: '13962178845',
    contactVisible: 0,
  },
  {
    name: '成都云芯物联方案有限公司',
    intro: 'Wi-Fi / 蓝牙物联网方案与固件开发',
    city: '成都',
    address: '四川省成都市高新区天府软件园',
    categories: ['方案设计', '元器件分销'],
    services: ['ESP32 方案', '蓝牙 Mesh', '云平台对接', '量产烧录'],
    description: '基于 ESP32 和国产蓝牙芯片做智能硬件方案，从原理图、固件到云平台对接一站完成。',
    contactName: '刘经理',
    phone: '18628035571',
    contactVisible: 1,
  },
];
