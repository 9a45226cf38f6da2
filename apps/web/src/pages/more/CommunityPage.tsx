import { Link } from 'react-router-dom';
import styles from '../user-center/UserCenterPage.module.css';
import community from './Community.module.css';

const NV = '/app/new-version';

/** Where the community happens; each card links to a live section of the site. */
const ENTRIES = [
  { to: `${NV}/topic`, title: '圈子', text: '按兴趣加入 ESP32、RISC-V、3D 打印、机械键盘等圈子' },
  {
    to: `${NV}/exchange-forum`,
    title: '交流论坛',
    text: '提问、答疑，和有经验的玩家讨论电路与固件问题',
  },
  { to: `${NV}/featured?tag=recommend`, title: '精选', text: '编辑挑选的优质帖子和项目分享' },
  { to: `${NV}/allUsers`, title: '找朋友', text: '关注活跃的创作者，看他们最近在做什么' },
  {
    to: `${NV}/more/user-feedback`,
    title: '意见反馈',
    text: '发现问题或有好点子，直接告诉芯客团队',
  },
  { to: `${NV}/notice`, title: '公告', text: '社区规则调整、活动和维护通知' },
];

/** 社区公约: the rules members agree to; moderation (docs/admin-review.md) enforces them. */
const RULES = [
  {
    heading: '友善交流',
    text: '对事不对人。讨论技术分歧时给出依据（原理图、数据手册、实测波形），不嘲讽新手的提问，不进行人身攻击和地域、性别歧视。',
  },
  {
    heading: '原创与署名',
    text: '分享自己的作品时说明制作过程；转载文章、图纸、代码须注明作者和出处，并遵守原作的开源许可证（GPL、MIT、CC BY-SA 等）。',
  },
  {
    heading: '安全第一',
    text: '涉及市电、锂电池、大功率电源和激光的内容须写明风险和防护措施；不发布破解他人设备、盗取信号或绕过安全机制的教程。',
  },
  {
    heading: '拒绝广告引流',
    text: '不在帖子和评论中发布未经允许的商品推广、代刷、二维码引流。商家合作请通过 关于我们 › 联系我们 与我们联系。',
  },
  {
    heading: '真实评测',
    text: '产品评测须是亲自使用后的感受，收到厂商样品的请在文中说明。不编造跑分和测试数据。',
  },
  {
    heading: '违规处理',
    text: '违反公约的内容会被隐藏或删除，情节严重的账号会被禁言或封禁。看到违规内容请点“举报”，我们会尽快处理并通知你结果。',
  },
];

/** /app/new-version/more/community: the community guidelines and the ways into the community. */
export default function CommunityPage() {
  return (
    <div className={styles.page} data-testid="community-page">
      <h1 className={styles.title}>芯客社区公约</h1>
      <p>
        芯客是硬件爱好者交流作品、分享经验的社区。为了让每一位创客都能安心发帖、认真讨论，请遵守以下公约。
      </p>
      <ol className={community.rules}>
        {RULES.map((rule) => (
          <li key={rule.heading}>
            <h2 className={community.ruleTitle}>{rule.heading}</h2>
            <p>{rule.text}</p>
          </li>
        ))}
      </ol>
      <h2 className={styles.title}>参与社区</h2>
      <div className={community.entries}>
        {ENTRIES.map((entry) => (
          <Link key={entry.to} to={entry.to} className={community.entry}>
            <strong>{entry.title}</strong>
            <span>{entry.text}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
