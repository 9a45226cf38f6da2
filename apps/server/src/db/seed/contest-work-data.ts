/** One demo entry of the desktop-build contest, by its entrant's place in the enrolments. */
export interface DemoWork {
  name: string;
  desc: string;
  computerModel: string;
  /** Paragraphs of the build story. */
  story: string[];
  /** Captions of the pictures after the cover. */
  shots: string[];
  /** 1 approved, 2 rejected (with `reason`), 0 still waiting. */
  review: 0 | 1 | 2;
  reason?: string;
  /** How popular it is with the demo voters: the chance (0–1) a voter picks it on a day. */
  appeal: number;
}

/**
 * The works of 2026 桌面装机大赛 (docs/contest.md): six approved builds on the wall, one
 * rejected for a photo that is not the entrant's own, one still waiting for review.
 */
export const DEMO_DIY_WORKS: DemoWork[] = [
  {
    name: '白色海景房 · 7800X3D',
    desc: '全白配色的海景房，360 水冷 + 反向风扇，背线全部藏进背板。',
    computerModel: 'R7 7800X3D + RTX 4070 Ti SUPER + B650M 白色主板',
    story: [
      '这台机器的目标很简单：安静、好看、能打 2K 高刷。选了 7800X3D，游戏帧数稳，功耗也低。',
      '机箱是双面玻璃的海景房，底部三把反叶风扇进风，侧面 360 冷排出风，满载 CPU 不到 75℃。',
      '走线花了整整一个下午：24pin 和显卡供电都换成了白色模组线，背板用魔术贴分区固定。',
    ],
    shots: ['正面全景', '背线整理', '灯效夜景'],
    review: 1,
    appeal: 0.55,
  },
  {
    name: 'ITX 小钢炮 · 7 升',
    desc: '7 升 ITX 机箱塞下 4070 SUPER，整机放进双肩包带去公司。',
    computerModel: 'i5-14600K + RTX 4070 SUPER 双风扇 + B760I',
    story: [
      '出差多，想要一台能背着走的主力机。机箱只有 7 升，显卡限长 242 mm，选了双风扇短卡。',
      'CPU 用下压式散热，降压 0.08 V 后长时间渲染稳定在 85℃ 左右，比默认低 10℃。',
      '电源是 SFX 750W 金牌，线材全部定制长度，机箱里终于不再是一团乱麻。',
    ],
    shots: ['和键盘的尺寸对比', '内部布局', '背包里的样子'],
    review: 1,
    appeal: 0.45,
  },
  {
    name: '赛博朋克主题水冷',
    desc: '分体式硬管水冷，紫青配色，GPU 与 CPU 串联一套循环。',
    computerModel: 'i7-14700KF + RTX 4080 SUPER + Z790 + 分体水冷',
    story: [
      '第一次做硬管，弯管废了三根 PETG 才找到手感，建议新手先用软管练习。',
      '水路是水箱 → 泵 → CPU → GPU → 360 冷排 → 240 冷排，温差控制在 8℃ 以内。',
      '灯效用主板的 ARGB 同步，配合紫青色冷却液，关灯以后很有赛博朋克的味道。',
    ],
    shots: ['硬管走向', '水箱与泵', '关灯效果'],
    review: 1,
    appeal: 0.4,
  },
  {
    name: '木纹复古风工作站',
    desc: '胡桃木面板机箱，给做视频剪辑的朋友装的静音工作站。',
    computerModel: 'R9 7950X + RTX 4070 + X670E + 64 GB DDR5',
    story: [
      '朋友做视频剪辑，要求安静、内存大、外观不要“电竞感”。最后选了胡桃木前面板的机箱。',
      '全部风扇都设了温控曲线，待机几乎听不到声音，导出 4K 视频时也只有轻微风声。',
      '两块 2 TB 的 PCIe 4.0 固态做素材盘和缓存盘，导入素材再也不卡了。',
    ],
    shots: ['木纹前面板', '内部俯视', '桌面整体'],
    review: 1,
    appeal: 0.3,
  },
  {
    name: '千元级入门游戏主机',
    desc: '预算 3000 元以内的 1080P 游戏主机，二手显卡也能用得安心。',
    computerModel: 'R5 7500F + RX 6650 XT（二手）+ A620M',
    story: [
      '给表弟装的第一台电脑，预算卡得很死，显卡选了二手 6650 XT，拿到手先跑了两小时压力测试。',
      '主流网游 1080P 高画质都在 100 帧以上，整机功耗不到 250W，电源用了 550W 铜牌。',
      '把选件清单和测试过程都写在这里，希望对预算有限的同学有帮助。',
    ],
    shots: ['配件开箱', '装好后的内部', '游戏帧数截图'],
    review: 1,
    appeal: 0.25,
  },
  {
    name: '透明侧板 · 树莓派副屏',
    desc: '机箱里放了一块树莓派驱动的小屏，实时显示温度和网速。',
    computerModel: 'i5-13400F + RTX 4060 + 树莓派 4B 副屏',
    story: [
      '想在机箱里显示硬件状态，又不想装厂商的软件，于是用树莓派 4B 接了一块 5 寸屏。',
      '主机上跑一个小脚本把温度、占用和网速通过串口发给树莓派，屏幕用 Python 画界面。',
      '副屏支架是自己画图 3D 打印的，固定在显卡旁边，STL 文件已经放在帖子里了。',
    ],
    shots: ['副屏特写', '3D 打印支架', '整机侧面'],
    review: 1,
    appeal: 0.35,
  },
  {
    name: '粉色猫猫主题',
    desc: '粉白配色的猫猫主题主机。',
    computerModel: 'R7 7700 + RTX 4060 Ti',
    story: ['粉白配色，机箱里放了两只猫猫手办。'],
    shots: ['正面'],
    review: 2,
    reason: '作品图片疑似来自网络，请上传本人拍摄的整机实拍图',
    appeal: 0,
  },
  {
    name: '黑色静音办公机',
    desc: '给家里长辈用的静音办公电脑，重点是稳定和省电。',
    computerModel: 'i3-12100 + 核显 + H610M',
    story: [
      '长辈主要用来看视频和视频通话，选了带核显的 i3，整机待机功耗 20W 左右。',
      '系统装在 512 GB 固态上，开机十几秒，比原来的旧电脑快太多了。',
    ],
    shots: ['桌面摆放', '内部'],
    review: 0,
    appeal: 0,
  },
];
