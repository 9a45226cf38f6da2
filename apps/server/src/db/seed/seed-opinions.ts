import { eq } from 'drizzle-orm';
import { OPINION_STATUS, OPINION_TYPE, SITE_PAGE_KEY } from '@xinke/shared';
import type { Db } from '../client';
import { opinions, sitePages, users } from '../schema';

const DAY = 86_400_000;

/** Demo feedback (docs/feedback.md): some answered by 芯客小助手, some waiting, one closed. */
const OPINIONS: {
  type: number;
  content: string;
  contact?: string;
  status: number;
  answer?: string;
  daysAgo: number;
}[] = [
  {
    type: OPINION_TYPE.problem,
    content:
      '在手机上发帖时，插入示波器截图后正文里的代码块会被挤到屏幕外，需要左右滑动才能看全，希望代码块能自动换行或者单独横向滚动。',
    contact: '微信 scope_lab',
    status: OPINION_STATUS.answered,
    answer: '感谢反馈！代码块现在在窄屏上会单独横向滚动，不再撑宽整个正文，刷新页面即可看到效果。',
    daysAgo: 12,
  },
  {
    type: OPINION_TYPE.suggestion,
    content:
      '建议 RISC-V 圈子增加一个开发板选购的置顶帖，把 CH32V、GD32VF103、K210 这些常见板子的资料链接汇总一下，新人经常重复问同样的问题。',
    status: OPINION_STATUS.answered,
    answer:
      '好建议，已经联系圈主整理了《RISC-V 开发板入门选购指南》并置顶，欢迎在评论区补充你用过的板子。',
    daysAgo: 9,
  },
  {
    type: OPINION_TYPE.content,
    content:
      '3D 打印圈子最近有账号在多个帖子下面重复发同一个耗材店铺的链接，看起来像广告，麻烦管理员看一下。',
    status: OPINION_STATUS.answered,
    answer:
      '已核实，相关评论已删除，该账号因广告引流被禁言。以后遇到这类内容也可以直接点评论旁的“举报”。',
    daysAgo: 6,
  },
  {
    type: OPINION_TYPE.account,
    content:
      '换了手机号以后想把账号绑定的手机改掉，但是旧号码已经注销收不到验证码了，请问应该怎么处理？',
    contact: 'maker.chen@example.com',
    status: OPINION_STATUS.pending,
    daysAgo: 2,
  },
  {
    type: OPINION_TYPE.suggestion,
    content:
      '希望搜索能支持芯片型号的模糊匹配，比如搜 ESP32S3 也能找到写成 ESP32-S3 的帖子，现在要换几种写法才能搜全。',
    status: OPINION_STATUS.pending,
    daysAgo: 1,
  },
  {
    type: OPINION_TYPE.other,
    content: '机械键盘圈子的封面图好像加载不出来，刷新了几次还是灰色的。',
    status: OPINION_STATUS.closed,
    answer: '我们检查时封面已经恢复正常，可能是当时网络波动。如果再次出现请附上截图重新反馈。',
    daysAgo: 15,
  },
];

const ABOUT = `<h2>芯客是什么</h2>
<p>芯客是一个面向硬件爱好者的创客社区。无论你在用 ESP32 做智能家居、用 RISC-V 开发板学习体系结构、调 3D 打印机的参数，还是给机械键盘换轴、自己搭 NAS，都可以在这里分享作品、提出问题、找到同好。</p>
<h2>在这里可以做什么</h2>
<ul>
<li>在圈子里发帖、提问、发起投票，和有经验的玩家讨论电路、固件与结构设计；</li>
<li>阅读官方文章和每日资讯，了解新的芯片、开发板和工具；</li>
<li>参加装机大赛、流浪计划等社区活动，用电量换取等级和勋章；</li>
<li>在资源区下载数据手册、原理图模板和固件。</li>
</ul>
<h2>我们的原则</h2>
<p>尊重原创、友善交流、安全第一。社区的具体规则见“更多 › 社区公约”。</p>`;

const CONTACT = `<h2>联系芯客团队</h2>
<p><strong>使用问题与建议：</strong>登录后在“更多 › 意见反馈”提交，工作人员会在 1–3 个工作日内回复，回复会以系统消息通知你。</p>
<p><strong>商务合作：</strong>bd@xinke.example（产品评测、活动赞助、供应商入驻）</p>
<p><strong>媒体与投稿：</strong>editor@xinke.example</p>
<p><strong>侵权与违规举报：</strong>report@xinke.example，请附上链接和权属证明。</p>
<p>工作时间：周一至周五 10:00–18:00（法定节假日除外）。</p>`;

/** Feedback of the demo members, and the about / contact pages an admin would write. */
export async function seedOpinions(db: Db, now: number, userIds: number[]): Promise<void> {
  const [assistant] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nickname, '芯客小助手'));
  const authors = userIds.filter((id) => id !== assistant?.id);
  await db.insert(opinions).values(
    OPINIONS.map((o, i) => {
      const created = new Date(now - o.daysAgo * DAY);
      return {
        userId: authors[(i * 3 + 1) % authors.length] ?? authors[0] ?? 0,
        type: o.type,
        content: o.content,
        contact: o.contact ?? '',
        status: o.status,
        answer: o.answer ?? '',
        answerBy: o.answer ? (assistant?.id ?? null) : null,
        answerTime: o.answer ? new Date(created.getTime() + DAY / 2) : null,
        createTime: created,
      };
    }),
  );
  await db.insert(sitePages).values([
    { key: SITE_PAGE_KEY.about, title: '关于芯客', content: ABOUT, updateTime: new Date(now) },
    { key: SITE_PAGE_KEY.contact, title: '联系我们', content: CONTACT, updateTime: new Date(now) },
  ]);
}
