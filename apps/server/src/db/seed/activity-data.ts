import {
  ACTIVITY_KIND,
  ACTIVITY_TYPE_KEY,
  AWARD_TIERS,
  RANKING_WEIGHTS,
  judgeCriteriaOf,
  type ActivityStageCode,
  type AwardTierKey,
} from '@xinke/shared';

/** The judging rules as the console applies them (docs/contest-console.md), in words. */
const judgingOf = (kind: string) =>
  `<p>最终成绩 = 大众投票 ${RANKING_WEIGHTS.votes}% + 评委评分 ${RANKING_WEIGHTS.judges}%。评委按 ${judgeCriteriaOf(
    kind,
  )
    .map((c) => `<strong>${c.label}</strong>（${c.weight}%）`)
    .join('、')} 打分。</p>`;
const PRIZES: Record<AwardTierKey, string> = {
  first: 'RTX 4070 SUPER 显卡一张',
  second: '三模机械键盘一把',
  third: '芯客定制鼠标垫 + 5000 电量',
  excellent: '芯客周边礼包',
};
const awards = `<ol>${AWARD_TIERS.map((t) => `<li>${t.label} ${t.places} 名：${PRIZES[t.key]}；</li>`).join('')}<li>参与奖：所有审核通过的作品各得 500 电量。</li></ol>`;

/** A stage of a demo activity, in days from the seed's "now". */
export interface DemoStage {
  code: ActivityStageCode;
  fromDays: number;
  toDays: number;
}

export interface DemoActivity {
  type: string;
  kind: string;
  title: string;
  subtitle: string;
  summary: string;
  rules: string;
  stages: DemoStage[];
  /** Days from now when the results were published (the ended contest), else null. */
  resultsDays: number | null;
  /** How many demo members enrolled. */
  enrolments: number;
}

/**
 * The contests of the demo (docs/activities.md, docs/contest.md): the desktop-build contest
 * in its voting week, a wallpaper contest whose call opens next week, a photo contest that
 * has ended, a desktop-wallpaper contest in its voting week with six approved wallpapers,
 * and a photo contest taking entries (the current one of /app/photo).
 */
export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    type: ACTIVITY_TYPE_KEY.activity,
    kind: ACTIVITY_KIND.diyComputer,
    title: '2026 桌面装机大赛',
    subtitle: '晒出你的桌搭与主机',
    summary: '从 ITX 小钢炮到水冷全塔，晒出你亲手装的电脑，赢取显卡、机械键盘与芯客周边。',
    rules: `<h2>参赛方式</h2>
<p>报名后上传一份装机作品：至少 3 张整机实拍图、一张配置单截图，以及不少于 200 字的装机心得（选件思路、走线、散热、踩过的坑）。</p>
<ul>
<li>作品须为本人近一年内亲手组装的电脑，不接受品牌整机或他人作品；</li>
<li>每人限投稿 1 份，作品征集期内可随时修改；</li>
<li>图片中请勿出现二维码、联系方式或其它平台水印。</li>
</ul>
<h2>评选规则</h2>
${judgingOf(ACTIVITY_KIND.diyComputer)}
<p>投票期间每位会员每天可为同一作品投 1 票；刷票行为一经核实，作废相关票数并取消参赛资格。</p>
<h2>奖项设置</h2>
${awards}
<p>奖品将在结果公布后 15 个工作日内寄出，活动最终解释权归芯客所有。</p>`,
    stages: [
      { code: 'submission', fromDays: -20, toDays: -6 },
      { code: 'voting', fromDays: -5, toDays: 3 },
      { code: 'final_review', fromDays: 3, toDays: 8 },
    ],
    resultsDays: null,
    enrolments: 8,
  },
  {
    type: ACTIVITY_TYPE_KEY.activity,
    kind: ACTIVITY_KIND.wallpaper,
    title: '芯客壁纸大赛·第二季',
    subtitle: '电路板也可以很美',
    summary: '以“芯片与电路”为主题创作桌面壁纸，优秀作品将作为芯客官方壁纸发布。',
    rules: `<h2>作品要求</h2>
<ul>
<li>主题：芯片、电路、电子元件或创客工作台，风格不限（插画、3D、摄影后期均可）；</li>
<li>横屏，尺寸不小于 1920×1080 像素，PNG 或 JPG；</li>
<li>须为原创作品，不得使用未授权素材。</li>
</ul>
<h2>时间安排</h2>
<p>作品征集两周，随后进行一周的大众投票，最后由芯客设计团队终审。</p>
<h2>评选</h2>
${judgingOf(ACTIVITY_KIND.wallpaper)}
<h2>奖励</h2>
<p>前三名各得 3000 电量与官方壁纸署名；入围作品收录进芯客壁纸合集。</p>`,
    stages: [
      { code: 'submission', fromDays: 7, toDays: 21 },
      { code: 'voting', fromDays: 22, toDays: 29 },
      { code: 'final_review', fromDays: 29, toDays: 33 },
    ],
    resultsDays: null,
    enrolments: 0,
  },
  {
    type: ACTIVITY_TYPE_KEY.activity,
    kind: ACTIVITY_KIND.photo,
    title: '“我的工作台”摄影大赛',
    subtitle: '拍下你做硬件的地方',
    summary: '烙铁、示波器、满桌的杜邦线——拍下你的工作台，讲讲它背后的项目。',
    rules: `<h2>参赛方式</h2>
<p>上传 1–9 张工作台照片，并用一段话介绍你在这里完成的项目。</p>
<ul>
<li>照片须为本人拍摄，可适度后期，不得合成；</li>
<li>请注意遮挡个人隐私信息。</li>
</ul>
<h2>评选</h2>
${judgingOf(ACTIVITY_KIND.photo)}
<p>结果已于活动页公布。</p>`,
    stages: [
      { code: 'submission', fromDays: -60, toDays: -40 },
      { code: 'voting', fromDays: -39, toDays: -30 },
      { code: 'final_review', fromDays: -30, toDays: -25 },
    ],
    resultsDays: -24,
    enrolments: 5,
  },
  {
    type: ACTIVITY_TYPE_KEY.activity,
    kind: ACTIVITY_KIND.wallpaper,
    title: '夏日电路·桌面壁纸大赛',
    subtitle: '把电路画成风景',
    summary: '用 1920×1080 以上的横屏壁纸描绘你心中的电路之美，投票进行中。',
    rules: `<h2>作品要求</h2>
<ul>
<li>横屏桌面壁纸，尺寸不小于 1920×1080 像素；</li>
<li>主题围绕芯片、电路与创客生活，插画、3D、摄影后期均可；</li>
<li>须为本人原创，不得使用未授权素材。</li>
</ul>
<h2>参赛方式</h2>
<p>登录后在“上传壁纸”页上传即参赛，无需另外报名；作品通过审核后进入投票墙。</p>
<h2>评选</h2>
${judgingOf(ACTIVITY_KIND.wallpaper)}`,
    stages: [
      { code: 'submission', fromDays: -12, toDays: -4 },
      { code: 'voting', fromDays: -3, toDays: 4 },
      { code: 'final_review', fromDays: 4, toDays: 8 },
    ],
    resultsDays: null,
    enrolments: 6,
  },
  {
    type: ACTIVITY_TYPE_KEY.activity,
    kind: ACTIVITY_KIND.photo,
    title: '“深夜实验室”摄影大赛',
    subtitle: '灯还亮着的地方',
    summary: '拍下深夜还亮着灯的实验室、工位与工作台，作品征集中。',
    rules: `<h2>参赛方式</h2>
<p>登录后发布 1–9 张照片，写下标题与一段描述即参赛，无需另外报名。</p>
<ul>
<li>照片须为本人拍摄，可适度后期，不得合成；</li>
<li>请注意遮挡屏幕上的隐私信息。</li>
</ul>
<h2>评选</h2>
${judgingOf(ACTIVITY_KIND.photo)}`,
    stages: [
      { code: 'submission', fromDays: -2, toDays: 12 },
      { code: 'voting', fromDays: 13, toDays: 20 },
      { code: 'final_review', fromDays: 20, toDays: 24 },
    ],
    resultsDays: null,
    enrolments: 0,
  },
];
