/*
 * Demo news (资讯) and official articles (官方), docs/content.md. Facts about the hardware
 * world as a Chinese maker community would report them; no invented benchmark numbers.
 */

export interface DemoArticle {
  category: string;
  title: string;
  summary: string;
  /** Paragraphs; the first heading-less body of the article. */
  body: string[];
  /** Days before now it was published (0: today). */
  daysAgo: number;
  hour: number;
  cover?: true;
  top?: true;
}

export const NEWS_CATEGORIES = ['芯片动态', '开发板', 'RISC-V', '创客活动'] as const;

export const OFFICIAL_CATEGORIES = [
  { name: '站点公告', activity: false },
  { name: '教程', activity: false },
  { name: '评测', activity: false },
  { name: '活动', activity: true },
] as const;

export const DEMO_NEWS: DemoArticle[] = [
  {
    category: '芯片动态',
    title: '国产 32 位 MCU 持续发力，工业控制成为主战场',
    summary: '多家国内 MCU 厂商在工控、电机驱动方向推出新品，Cortex-M 与 RISC-V 双线并进。',
    body: [
      '今年以来，国内多家 MCU 厂商陆续发布面向工业控制和电机驱动的新一代 32 位单片机，产品普遍集成高精度 ADC、硬件 FOC 加速和 CAN FD 接口。',
      '从产品线看，Cortex-M4/M33 内核依旧是主流，同时 RISC-V 内核的型号明显增多，部分厂商在同一封装上提供两种内核版本，方便客户平滑迁移。',
      '对创客和中小团队而言，国产 MCU 的开发生态正在补齐：官方 SDK、图形化配置工具和开源例程越来越完善，淘宝上也能方便买到评估板。',
    ],
    daysAgo: 0,
    hour: 9,
    cover: true,
    top: true,
  },
  {
    category: '开发板',
    title: 'ESP32-C6 开发板普及，Wi-Fi 6 与 Thread 一板搞定',
    summary:
      '支持 Wi-Fi 6、蓝牙 LE 与 802.15.4 的 ESP32-C6 开发板价格走低，Matter 设备入门门槛进一步降低。',
    body: [
      'ESP32-C6 集成 Wi-Fi 6、低功耗蓝牙和 IEEE 802.15.4 射频，可同时作为 Thread 与 Zigbee 节点，是做 Matter 智能家居设备的热门选择。',
      '随着多家厂商推出兼容官方 DevKit 的开发板，社区里基于 ESP-IDF 和 Arduino 的例程迅速增多，Home Assistant 用户也开始用它自制传感器。',
      '建议新手从官方的 Matter 灯泡例程入手，先跑通配网，再移植到自己的硬件上。',
    ],
    daysAgo: 0,
    hour: 14,
    cover: true,
  },
  {
    category: 'RISC-V',
    title: 'RISC-V 向量扩展落地，边缘 AI 芯片迎来新选择',
    summary: '支持 RVV 1.0 的处理器开始量产，开源工具链对向量指令的支持日趋成熟。',
    body: [
      'RISC-V 向量扩展（RVV 1.0）规范冻结后，已有多款支持该扩展的处理器进入量产，面向语音唤醒、图像分类等边缘 AI 场景。',
      'GCC 与 LLVM 对 RVV 的自动向量化支持逐步完善，主流推理框架也在合入 RVV 优化内核，开发者无需手写汇编就能获得加速。',
      '对于想上手的读者，可以先在 QEMU 中体验向量指令，再选择一块带 RVV 的开发板实测。',
    ],
    daysAgo: 1,
    hour: 10,
    cover: true,
    top: true,
  },
  {
    category: '创客活动',
    title: '深圳华强北创客市集周末开市，二手仪器区人气最旺',
    summary: '本周末的创客市集汇集了开源硬件摊位、PCB 打样服务和二手示波器交易区。',
    body: [
      '本周末在深圳举办的创客市集吸引了大量硬件爱好者，现场有开源硬件作品展示、PCB 打样与 SMT 贴片服务咨询，以及热闹的二手仪器交易区。',
      '不少玩家在二手区淘到了示波器、电子负载和可编程电源，摊主也会现场演示仪器状态。',
      '社区成员提醒：购买二手仪器时记得检查校准记录和探头配件，避免买到维修过的机器。',
    ],
    daysAgo: 2,
    hour: 16,
  },
  {
    category: '芯片动态',
    title: '车规级芯片国产替代提速，功率器件需求旺盛',
    summary: '新能源汽车带动 SiC MOSFET 和车规 MCU 需求，国内厂商陆续通过 AEC-Q100 认证。',
    body: [
      '新能源汽车的快速普及带动了功率半导体与车规 MCU 的需求，碳化硅 MOSFET 在主驱逆变器和车载充电机中的应用越来越广。',
      '多家国内厂商的车规 MCU 已通过 AEC-Q100 认证，并进入车身控制、照明等对功能安全等级要求相对较低的领域。',
    ],
    daysAgo: 3,
    hour: 11,
    cover: true,
  },
  {
    category: '开发板',
    title: '树莓派 5 配套 M.2 扩展板上市，NAS 玩家又有新玩法',
    summary: '借助 PCIe 接口，树莓派 5 可以直接接 NVMe 固态硬盘，自建 NAS 和软路由更流畅。',
    body: [
      '树莓派 5 引出了一条 PCIe 通道，第三方厂商随即推出 M.2 扩展板，可以直接挂载 NVMe 固态硬盘。',
      '社区里已经有玩家用它搭建家庭 NAS、运行 Docker 服务或做软路由，系统启动和文件读写体验都明显好于 SD 卡。',
      '需要注意供电：接入固态硬盘后建议使用官方 27W 电源，并为板子加装散热。',
    ],
    daysAgo: 4,
    hour: 20,
    cover: true,
  },
  {
    category: 'RISC-V',
    title: '开源 RISC-V 软核进入高校课堂，FPGA 实验课换新',
    summary: '多所高校的计算机组成原理实验改用开源 RISC-V 软核，学生在 FPGA 上从零搭建 CPU。',
    body: [
      '越来越多高校的计算机组成原理课程开始使用开源 RISC-V 软核作为实验平台，学生在 FPGA 开发板上完成取指、译码、流水线等模块。',
      '相比过去的 MIPS 教学，RISC-V 指令集简洁、文档开放，工具链也更容易获取，学生毕业后还能直接接触到产业里的真实项目。',
    ],
    daysAgo: 5,
    hour: 9,
  },
  {
    category: '创客活动',
    title: '全国大学生电子设计竞赛赛题解析直播回顾',
    summary: '往届电赛获奖选手分享了电源类、控制类题目的选型思路和调试经验。',
    body: [
      '上周的直播邀请了往届电赛获奖选手，从电源类、信号类和控制类三个方向分享了赛前准备和现场调试经验。',
      '嘉宾建议提前准备常用模块的 PCB，如 Buck 电源、运放前端和电机驱动，比赛时把时间留给系统联调。',
      '直播回放已上传到芯客的学习资料区，评论区也整理了嘉宾推荐的器件清单。',
    ],
    daysAgo: 6,
    hour: 19,
    cover: true,
  },
  {
    category: '芯片动态',
    title: '低功耗蓝牙 SoC 新品频出，可穿戴设备续航再提升',
    summary: '新一代 BLE SoC 在休眠电流和射频功耗上继续优化，手环、耳机方案受益明显。',
    body: [
      '多家厂商发布新一代低功耗蓝牙 SoC，重点优化休眠电流和射频收发功耗，并支持蓝牙 5.4 的新特性。',
      '对可穿戴设备方案商来说，更低的功耗意味着可以用更小的电池做出同样的续航，外观设计也更灵活。',
    ],
    daysAgo: 8,
    hour: 15,
  },
  {
    category: '开发板',
    title: '国产 FPGA 开发板走进创客圈，开源工具链支持成亮点',
    summary: '几款国产 FPGA 开发板已可使用开源综合与布局布线工具，入门成本大幅降低。',
    body: [
      '过去 FPGA 开发离不开厂商的大型 IDE，如今部分国产 FPGA 已经可以使用开源的综合与布局布线工具完成开发。',
      '配合几十元价位的开发板，学生和创客可以在轻量的环境里学习 Verilog，做 HDMI 显示、逻辑分析仪等小项目。',
    ],
    daysAgo: 10,
    hour: 10,
    cover: true,
  },
  {
    category: 'RISC-V',
    title: 'Linux 主线持续合入 RISC-V 平台支持，更多开发板可跑上游内核',
    summary: '新版本内核为多款 RISC-V SoC 增加了设备树和驱动支持，发行版适配加快。',
    body: [
      '最近几个版本的 Linux 内核持续合入 RISC-V 平台的设备树、时钟和外设驱动，越来越多的开发板可以直接运行上游内核。',
      '主流发行版也在跟进 RISC-V 移植，软件包覆盖率不断提升，用 RISC-V 开发板做日常小服务器已经可行。',
    ],
    daysAgo: 12,
    hour: 17,
  },
  {
    category: '创客活动',
    title: '机械键盘 DIY 分享会：从轴体到 PCB 的完整流程',
    summary: '线下分享会上，几位键盘爱好者演示了客制化键盘的 PCB 设计、固件刷写和定位板加工。',
    body: [
      '本次线下分享会聚焦客制化机械键盘，嘉宾从矩阵扫描原理讲起，演示了用开源 EDA 画键盘 PCB、刷写 QMK 固件的完整流程。',
      '现场还展示了用 3D 打印和激光切割制作的外壳与定位板，不少参与者当场组装了自己的第一把键盘。',
    ],
    daysAgo: 13,
    hour: 14,
    cover: true,
  },
];

export const DEMO_OFFICIAL: DemoArticle[] = [
  {
    category: '站点公告',
    title: '芯客资讯与官方栏目上线',
    summary: '资讯频道每天更新芯片、开发板与创客圈动态；官方栏目汇集站点公告、教程和评测。',
    body: [
      '芯客新增「资讯」与「官方」两个栏目。资讯频道每天整理芯片、开发板、RISC-V 和创客活动的最新动态，按日期归档在「每日资讯」中。',
      '官方栏目汇集站点公告、入门教程和器件评测，所有文章都支持评论、点赞和收藏，收藏的文章可以在创作中心的收藏管理里找到。',
      '欢迎在评论区告诉我们你希望看到的内容。',
    ],
    daysAgo: 0,
    hour: 8,
    cover: true,
    top: true,
  },
  {
    category: '站点公告',
    title: '社区评论审核规则说明',
    summary: '为保持讨论质量，含敏感词的评论会先进入审核，通过后展示。',
    body: [
      '为了让讨论保持友善和专业，评论与回复中如果包含敏感词，会先进入人工审核，审核通过后才会公开展示，审核期间只有你自己能看到。',
      '被作者拉黑的用户无法在其内容下评论。如遇到广告或不友善的内容，欢迎使用举报功能。',
    ],
    daysAgo: 5,
    hour: 10,
  },
  {
    category: '教程',
    title: '从零开始：用 ESP32 做一个温湿度监测器',
    summary: '手把手教你用 ESP32 和温湿度传感器采集数据，并通过网页实时查看。',
    body: [
      '本教程使用 ESP32 开发板和一颗数字温湿度传感器，带你完成从接线、编写固件到网页展示的全过程。',
      '第一步：按照传感器的数据手册连接电源、地和数据线，注意数据线需要上拉电阻。第二步：在 Arduino IDE 中安装 ESP32 支持包和传感器库，读取数据并通过串口打印。',
      '第三步：启用 ESP32 的 Wi-Fi 与内置 Web 服务器，把读数以网页形式展示出来。完成后可以把它放在书房或机房，随时查看环境状况。',
    ],
    daysAgo: 2,
    hour: 20,
    cover: true,
    top: true,
  },
  {
    category: '教程',
    title: 'PCB 设计入门：走线、铺铜与过孔的常见误区',
    summary: '总结新手画板最常见的问题：电源走线过细、地平面被割裂、过孔放置随意。',
    body: [
      '新手画 PCB 时，最常见的问题是电源走线过细、地平面被信号线割裂，以及去耦电容离芯片太远。',
      '建议先规划好电源和地，尽量保留完整的地平面；高速信号走线要短且有完整的回流路径；去耦电容紧靠芯片电源引脚放置。',
      '打样前务必运行 DRC，并对照制板厂的工艺能力检查线宽线距和最小孔径。',
    ],
    daysAgo: 7,
    hour: 21,
    cover: true,
  },
  {
    category: '评测',
    title: '入门示波器怎么选：带宽、采样率与存储深度',
    summary: '从创客的实际需求出发，讲清楚示波器三大指标的取舍。',
    body: [
      '选购入门示波器时，带宽、采样率和存储深度是最需要关注的三个指标。一般经验是带宽至少为被测信号最高频率的三到五倍。',
      '采样率决定了波形细节，存储深度决定了在高采样率下能记录多长的时间。对调试单片机和串口通信来说，存储深度往往比带宽更常用。',
      '此外，解码功能、屏幕尺寸和探头质量也会影响日常体验，建议结合自己的项目类型来选择。',
    ],
    daysAgo: 4,
    hour: 19,
    cover: true,
  },
  {
    category: '评测',
    title: '桌面级 3D 打印机上手体验：自动调平真的省心',
    summary: '我们试用了一台带自动调平和快速换喷嘴的桌面 3D 打印机，记录从开箱到打印外壳的过程。',
    body: [
      '这台桌面 3D 打印机支持自动调平和快速更换喷嘴，开箱后按照引导完成组装和校准，新手也能顺利完成首次打印。',
      '我们用它打印了开发板外壳和键盘定位板，PLA 材料表现稳定，PETG 需要适当调高温度和降低风扇转速。',
    ],
    daysAgo: 9,
    hour: 15,
  },
  {
    category: '活动',
    title: '芯客创作者激励计划：分享你的硬件项目',
    summary: '发布原创硬件项目帖并获得精选，即可获得电量奖励和专属勋章。',
    body: [
      '即日起，在芯客发布原创硬件项目帖，内容包含原理图、代码或制作过程，被编辑推荐到精选后即可获得电量奖励。',
      '持续创作的成员还有机会获得创作达人称号和专属勋章。期待看到你的作品！',
    ],
    daysAgo: 1,
    hour: 12,
    cover: true,
  },
  {
    category: '活动',
    title: '「我的第一块 PCB」征文活动开启',
    summary: '讲讲你画的第一块电路板：踩过的坑、学到的经验，都值得被记录。',
    body: [
      '每个硬件玩家都记得自己的第一块 PCB。本次征文邀请你分享从画原理图、布线、打样到焊接调试的经历。',
      '投稿请发布在社区并添加「PCB」标签，活动结束后我们会挑选优秀作品在官方栏目展示。',
    ],
    daysAgo: 3,
    hour: 9,
  },
];

/** A few comments readers left (by demo members). */
export const DEMO_ARTICLE_COMMENTS: { title: string; content: string }[] = [
  {
    title: '国产 32 位 MCU 持续发力，工业控制成为主战场',
    content: '最近项目刚换了国产 MCU，外设寄存器和以前用的很像，迁移比想象中顺利。',
  },
  {
    title: '国产 32 位 MCU 持续发力，工业控制成为主战场',
    content: '希望厂商把文档和例程再做完善一些，尤其是 CAN FD 的例程。',
  },
  {
    title: 'ESP32-C6 开发板普及，Wi-Fi 6 与 Thread 一板搞定',
    content: '已经用 C6 做了两个 Matter 传感器，接入 Home Assistant 很稳定。',
  },
  {
    title: '从零开始：用 ESP32 做一个温湿度监测器',
    content: '跟着教程做完了，放在机柜里监控温度，很实用！',
  },
  {
    title: '入门示波器怎么选：带宽、采样率与存储深度',
    content: '存储深度这点说得太对了，抓串口长数据的时候深度不够真的难受。',
  },
];
