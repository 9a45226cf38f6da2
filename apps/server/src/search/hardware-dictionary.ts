/**
 * Hardware vocabulary for the search tokenizer.
 *
 * The Chinese words are loaded into jieba as a user dictionary so that it keeps them whole
 * (its stock dictionary cuts 树莓派 into 树莓 + 派 and 机械键盘 into 机械 + 键盘 only).
 * Part numbers are loaded too so jieba does not glue them to neighbouring Chinese
 * (esp32-s3开发板 → esp32-s3 + 开发板); the tokenizer's model rule keeps them whole on
 * its own, so the list does not have to name every model.
 * Entries are written in simplified Chinese / lower case; they are normalised on load anyway.
 */

const CHINESE_TERMS = `
树莓派 香橙派 香蕉派 单片机 开发板 核心板 扩展板 底板 最小系统板 烧录器 下载器 调试器 仿真器
机械键盘 薄膜键盘 静电容键盘 客制化 客制化键盘 轴体 线性轴 段落轴 提前段落 静音轴 红轴 青轴 茶轴 黑轴
银轴 白轴 热插拔 键帽 卫星轴 定位板 套件 三模 单模 蓝牙模式 有线模式 全键无冲 回报率 配列 铝坨坨 gasket结构
显卡 独显 核显 集显 公版 非公版 矿卡 亮机卡 主板 小板 大板 处理器 散热器 风冷 水冷 一体式水冷 分体式水冷
冷排 冷头 水泵 硅脂 导热硅脂 导热垫 液金 机箱 海景房 电源 模组电源 全模组 金牌电源 白金电源 固态硬盘
机械硬盘 移动硬盘 硬盘盒 内存条 内存 超频 降压 超频内存 时序 显存 散热 风扇 机箱风扇 灯效 走线 背线
装机 攒机 整机 台式机 笔记本 游戏本 轻薄本 迷你主机 准系统 工控机 服务器 软路由 旁路由 路由器 交换机
网卡 无线网卡 声卡 采集卡 扩展卡 转接卡 显示器 带鱼屏 便携屏 分辨率 刷新率 高刷 色域 鼠标 鼠标垫 耳机
麦克风 音箱 功放 解码器 耳放 手柄 摇杆 外设 扩展坞 拓展坞 读卡器 充电器 充电头 氮化镓 快充 移动电源
充电宝 数据线 电池 锂电池 电池组 稳压 降压模块 升压模块 电源模块 电机 步进电机 舵机 无刷电机 电调 驱动板
传感器 温湿度传感器 陀螺仪 加速度计 摄像头 激光雷达 超声波 红外 继电器 蜂鸣器 数码管 显示屏 墨水屏 点阵屏
触摸屏 电阻 电容 电感 二极管 三极管 晶体管 场效应管 晶振 芯片 集成电路 运放 稳压芯片 主控 主控芯片 固件
刷机 烧录 编译 调试 串口 引脚 针脚 排针 杜邦线 面包板 洞洞板 电路板 线路板 打板 画板 原理图 布线 覆铜
贴片 插件 焊接 焊锡 焊锡丝 焊台 电烙铁 热风枪 助焊剂 吸锡器 飞线 示波器 万用表 逻辑分析仪 信号发生器
频谱仪 可调电源 电子负载 电桥 钳形表 智能家居 物联网 智能插座 智能开关 网关 米家 传感网络 无线模块
蓝牙模块 通信模块 嵌入式 开源硬件 创客 极客 手办 桌搭 桌面改造 改装 魔改 改造 拆解 评测 开箱 测评 晒单
教程 攻略 避坑 踩坑 选购 装机单 配置单 性价比 首发 翻车 保修 质保 售后 二手 3d打印 3d打印机 光固化
切片软件 耗材 打印头 热床 喷头 激光雕刻 雕刻机 数控 机床 车床 铣床 亚克力 外壳 建模 无人机 航模 穿越机
飞控 图传 遥控器 机器人 机械臂 小车 平衡车 智能小车 云台 稳定器 相机 镜头 nas 硬路由 黑群晖 群晖 威联通
虚拟机 操作系统 固件升级 驱动 驱动程序 功耗 发热 温度 跑分 帧数 光追 光线追踪 显卡驱动 超线程 睿频
`;

const PART_NUMBERS = `
esp32 esp32-s2 esp32-s3 esp32-c3 esp32-c6 esp32-h2 esp8266 esp-idf stm32 stm32f103 stm32f407 stm32h743 stm32g431
ch32v003 ch340 cp2102 rp2040 rp2350 pico pico-w arduino nano uno mega2560 attiny85 atmega328p nrf52840 nrf24l01
w5500 sx1278 lora zigbee matter thread bluetooth wifi wifi6 wifi7 ble mqtt i2c spi uart can usb-c usb3.0 usb3.2
usb4 type-c thunderbolt4 hdmi2.1 dp1.4 m.2 nvme sata pcie3.0 pcie4.0 pcie5.0 ddr4 ddr5 lpddr5 gddr6 gddr6x
7800x3d 9800x3d 7950x3d 9950x3d 5800x3d 5700x3d 7600x 9600x 7700x 9700x 5600x 12400f 12600k 13400f 13600k
13700k 13900k 14400f 14600k 14700k 14900k 265k 285k i5-13600k i7-14700k i9-14900k
rtx3060 rtx3070 rtx3080 rtx3090 rtx4060 rtx4060ti rtx4070 rtx4070ti rtx4080 rtx4090 rtx5070 rtx5080 rtx5090
rx6600 rx6750xt rx7800xt rx7900xt rx7900xtx rx9070xt b580 a770 b650 b650m x670e b760 z790 z890 x870e
am4 am5 lga1700 lga1851 atx matx itx sfx 4b 5b cm4 cm5 zero2w jetson orin openwrt klipper marlin qmk via vial
esphome tasmota kicad altium
`;

/** Multi-word Latin names. jieba's dictionary format cannot hold spaces, so the tokenizer
 * emits these as one joined lexeme (home assistant → homeassistant) alongside the words. */
export const LATIN_PHRASES: readonly string[] = [
  'home assistant',
  'raspberry pi',
  'orange pi',
  'arduino uno',
  'arduino nano',
  'jetson nano',
  'apple silicon',
  'type c',
  'usb c',
  'wi fi',
];

/** Taiwan hardware words (already character-converted to simplified) → mainland words,
 * so 顯示卡 finds 显卡 and 記憶體 finds 内存. Only unambiguous hardware terms belong here:
 * a general phrase table rewrites simplified text wrongly. */
export const TAIWAN_VARIANTS: readonly (readonly [string, string])[] = [
  ['显示卡', '显卡'],
  ['主机板', '主板'],
  ['记忆体', '内存'],
  ['固态硬碟', '固态硬盘'],
  ['硬碟', '硬盘'],
  ['滑鼠', '鼠标'],
  ['印表机', '打印机'],
  ['伺服器', '服务器'],
  ['韧体', '固件'],
];

function words(block: string): string[] {
  return block.split(/\s+/).filter((w) => w.length > 0);
}

/** Every single-word term, Chinese first. */
export const HARDWARE_TERMS: readonly string[] = [...words(CHINESE_TERMS), ...words(PART_NUMBERS)];

/** A high frequency makes jieba prefer the whole term over its parts; far above the
 * stock dictionary's common words is not needed, only above their product. */
const USER_WORD_FREQUENCY = 20000;

/** The terms in jieba's dictionary format ("word freq" per line). */
export function jiebaUserDictionary(normalize: (s: string) => string): string {
  const seen = new Set<string>();
  for (const term of HARDWARE_TERMS) seen.add(normalize(term));
  return [...seen].map((w) => `${w} ${USER_WORD_FREQUENCY}`).join('\n') + '\n';
}
