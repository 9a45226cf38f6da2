/** Demo members: nicknames as people really pick them on Chinese hardware forums. */
export const NICKNAMES = [
  '硬件老司机',
  '焊锡的猫',
  '装机小能手',
  '键帽收藏家',
  '显卡守望者',
  '树莓派玩家',
  '米家重度用户',
  '打印机调平大师',
  '电烙铁不离手',
  '极客阿杰',
  '数码控小林',
  '风冷信仰',
  '水冷老张',
  '轴体测评君',
  'ESP32爱好者',
  '开源硬件小王',
  '像素猎人',
  '周末折腾党',
  '铜管与鳍片',
  '超频练习生',
  '静音党',
  '小白求带',
  '主板研究所',
  '路由器玩家',
  '阿尔法电工',
  '代码与焊点',
  '机箱改造控',
  '夜猫子程序员',
  '二手市场淘金者',
  '光追爱好者',
  '低功耗小站',
  'HomeAssistant布道者',
  '喵喵拆机',
  '硅脂涂抹师',
  '三十岁学单片机',
  '芯客小助手',
] as const;

export const DISTRICTS = [
  '北京',
  '上海',
  '广东 深圳',
  '广东 广州',
  '浙江 杭州',
  '江苏 南京',
  '四川 成都',
  '湖北 武汉',
  '陕西 西安',
  '福建 厦门',
  '重庆',
  '天津',
  '山东 青岛',
  '湖南 长沙',
] as const;

/** SPEC §3 occupation labels. */
export const PROFESSIONS = [
  '项目经理',
  '产品经理',
  '工程师',
  '设计师',
  '项目投资人',
  '供应商',
  '自媒体',
  '站务',
] as const;

export const USER_SIGNS = [
  '能用螺丝刀解决的问题，绝不重装系统。',
  '装机十年，依然会被理线劝退。',
  '键盘是程序员的乐器。',
  '买硬件的快乐，一半在等快递。',
  '一块开发板，一个周末。',
  '静音与性能，我全都要。',
  '记录每一次折腾，少走一点弯路。',
  '拆过的东西比装好的多。',
  '家里的灯都归我管。',
  '分享真实体验，不收广告费。',
  '',
  '',
] as const;

/** Level names by electricity (ele) thresholds, lowest first. */
export const LEVELS = [
  { min: 0, name: 'Lv1 初来乍到' },
  { min: 200, name: 'Lv2 电子学徒' },
  { min: 800, name: 'Lv3 焊接能手' },
  { min: 2000, name: 'Lv4 硬件达人' },
  { min: 5000, name: 'Lv5 极客先锋' },
  { min: 10000, name: 'Lv6 芯客元老' },
] as const;

export function levelNameOf(ele: number): string {
  let name: string = LEVELS[0].name;
  for (const level of LEVELS) if (ele >= level.min) name = level.name;
  return name;
}
