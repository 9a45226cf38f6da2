/** Demo circles, tags, banners and footer: what a visitor sees around the posts. */
export const CIRCLES = [
  {
    key: 'build',
    name: '装机',
    tag: '电脑',
    description: '晒配置、聊装机单、理线与散热，从入门到进阶的整机交流地。',
  },
  {
    key: 'keyboard',
    name: '机械键盘',
    tag: '外设',
    description: '轴体、键帽、客制化套件与热插拔，一起把手感调到刚刚好。',
  },
  {
    key: 'gpu',
    name: '显卡',
    tag: '电脑',
    description: '新卡评测、功耗温度、驱动与游戏帧数，理性讨论不引战。',
  },
  {
    key: 'rpi',
    name: '树莓派',
    tag: '开发板',
    description: '树莓派与各类 ARM 小主机的项目分享：NAS、软路由、机器人。',
  },
  {
    key: 'smarthome',
    name: '智能家居',
    tag: '家居',
    description: 'Home Assistant、米家、Zigbee 与 Matter，让家自己动起来。',
  },
  {
    key: 'print3d',
    name: '3D打印',
    tag: '创客',
    description: '切片参数、调平、耗材选择和模型分享，打印失败也欢迎来吐槽。',
  },
  {
    key: 'mcu',
    name: '单片机/ESP32',
    tag: '开发板',
    description: 'STM32、ESP32、Arduino 与 RISC-V，从点灯到量产的嵌入式交流。',
  },
  {
    key: 'review',
    name: '数码评测',
    tag: '数码',
    description: '手机、耳机、显示器和各种新奇数码产品的真实上手体验。',
  },
] as const;
export type CircleKey = (typeof CIRCLES)[number]['key'];

/** `recommend` is editors' picks: it marks is_recommend items rather than item_tags rows. */
export const TAGS = [
  { slug: 'recommend', name: '精选' },
  { slug: 'build', name: '装机' },
  { slug: 'review', name: '评测' },
  { slug: 'unboxing', name: '开箱' },
  { slug: 'tutorial', name: '教程' },
  { slug: 'diy', name: 'DIY' },
  { slug: 'help', name: '求助' },
  { slug: 'second-hand', name: '二手' },
  { slug: 'news', name: '资讯' },
  { slug: 'project', name: '项目' },
] as const;
export type TagSlug = (typeof TAGS)[number]['slug'];

export const BANNERS: Record<string, { title: string; subtitle: string; url: string }[]> = {
  banner1: [
    {
      title: '2026 桌面装机大赛开启',
      subtitle: '晒出你的桌搭，赢取显卡与机械键盘',
      url: '/app/new-version/activity',
    },
    {
      title: 'ESP32-S3 创客季',
      subtitle: '一块开发板，做一个改变生活的小项目',
      url: '/app/new-version/featured?tag=project',
    },
    {
      title: '新人必读：芯客社区指南',
      subtitle: '发帖、圈子、电量与等级，一文看懂',
      url: '/app/new-version/aboutUs/1',
    },
    {
      title: '显卡评测月',
      subtitle: '真实帧数，理性讨论',
      url: '/app/new-version/featured?tag=review',
    },
  ],
  banner2: [
    {
      title: '本周硬件资讯',
      subtitle: '新品发布与价格动态',
      url: '/app/new-version/daily-information',
    },
    { title: '开源硬件周报', subtitle: '社区项目精选', url: '/app/new-version/notice' },
  ],
  banner3: [{ title: '产品研究室', subtitle: '从创意到量产', url: '/app/new-version/research' }],
  banner48: [
    {
      title: '研究成果展示',
      subtitle: '社区共创项目落地',
      url: '/app/new-version/research/projects',
    },
    {
      title: 'USB-C PD 诱骗电源量产',
      subtitle: '从规格书到商城，三个月',
      url: '/app/new-version/research/goods',
    },
  ],
  banner49: [
    {
      title: '热门活动：抽奖赢键盘',
      subtitle: '签到攒电量，参与抽奖',
      url: '/app/new-version/activity',
    },
    {
      title: '壁纸大赛投票中',
      subtitle: '为你喜欢的作品投上一票',
      url: '/app/new-version/activity',
    },
  ],
  banner50: [
    { title: '线下沙龙报名', subtitle: '和同城硬件玩家面对面', url: '/app/new-version/activity' },
  ],
};

/** SPEC §3 footer groups; type 0 text, 1 link, 2 hover image (a QR code). */
export const FOOTER: Record<string, { name: string; value: string; type: 0 | 1 | 2 }[]> = {
  attention: [
    { name: '关于我们', value: '/app/new-version/aboutUs/1', type: 1 },
    { name: '用户协议', value: '/app/new-version/aboutUs/userAgreement', type: 1 },
    { name: '隐私政策', value: '/app/new-version/aboutUs/privacyPolicy', type: 1 },
    { name: '社区公告', value: '/app/new-version/notice', type: 1 },
  ],
  object: [
    { name: '微信公众号', value: 'qr:official', type: 2 },
    { name: '芯客小程序', value: 'qr:mini', type: 2 },
    { name: '官方微博', value: 'https://weibo.com/', type: 1 },
    { name: 'B站官方号', value: 'https://space.bilibili.com/', type: 1 },
  ],
  shop: [
    { name: '资源下载', value: '/app/new-version/resource', type: 1 },
    { name: '供应商入驻', value: '/app/new-version/supplierJoin', type: 1 },
    { name: '创作达人', value: '/app/new-version/creative-master', type: 1 },
  ],
  report: [
    { name: '意见反馈', value: '/app/new-version/more/user-feedback', type: 1 },
    { name: '违法和不良信息举报', value: 'report@xinke.example', type: 0 },
    { name: '举报电话', value: '400-000-0000', type: 0 },
  ],
  // Demo contact data: reserved example domain and an all-zero hotline, so nobody real is
  // reached; an operator replaces them in footer_items (the footer shows whatever is there).
  contact: [
    { name: '客服电话', value: '400-000-0000', type: 0 },
    { name: '客服邮箱', value: 'support@xinke.example', type: 0 },
    { name: '商务合作', value: 'bd@xinke.example', type: 0 },
    { name: '玩家QQ群', value: '100000000', type: 0 },
    { name: '联系地址', value: '深圳市南山区科技园（示例地址）', type: 0 },
    { name: '工作时间', value: '周一至周五 9:30-18:30', type: 0 },
  ],
};

export const SITE_SETTINGS = {
  copyright: '© 2026 芯客 xinke',
  filing_number: '京ICP备2026000000号-1',
} as const;
