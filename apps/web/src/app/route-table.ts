import { PRODUCT_LANDING_SLUGS, RECOMMEND_TAG } from '@xinke/shared';
import { FORGET_PASSWORD_URL } from '../lib/navigation';
import { LIULANG_V2_PAGES } from '../features/liulang/paths';
import { msgTabPath } from '../features/message/message-nav';
import type { AppRoute, RedirectContext, RouteMeta } from './route-types';

/**
 * THE route table of the site: every route of SPEC §2 with its meta, nested as SPEC
 * lists them. The guards (guards.ts) and the router (router.tsx) both read it.
 * Paths of the new-version children are relative to /app/new-version.
 */

const NV = '/app/new-version';

/** A group whose own path only redirects to its default child. */
function group(
  path: string,
  title: string,
  defaultChild: string,
  auth: boolean,
  children: AppRoute[],
): AppRoute {
  const meta: RouteMeta = auth ? { title, auth } : { title };
  return { path, meta, children: [{ index: true, redirect: defaultChild }, ...children] };
}

/** SPEC §2: featured with tag=recommend plus the existing query (an explicit tag wins). */
export function featuredWithQuery(search: URLSearchParams | string): string {
  const query = new URLSearchParams(search);
  const merged = new URLSearchParams({ tag: query.get('tag') || RECOMMEND_TAG });
  query.forEach((value, key) => key !== 'tag' && merged.append(key, value));
  return `${NV}/featured?${merged.toString()}`;
}

const toFeatured = ({ search }: RedirectContext) => featuredWithQuery(search);
/** /post/:id → the publish form editing that item; an id that is not a number is not a page. */
const toEditForm = ({ params }: RedirectContext) =>
  /^\d{1,15}$/.test(params.id ?? '') ? `${NV}/publish/post?id=${params.id}` : `${NV}/404`;
/** About us: the medal hall for members, the electricity grades for visitors (SPEC §2). */
export const aboutUsPath = (hasToken: boolean) =>
  `${NV}/aboutUs/${hasToken ? 'medalHall' : 'electricityGrade'}`;

/** Desktop-build contest (SPEC §2); the first four children scroll to #main-container. */
export const CONTEST_SCROLL_CHILDREN = ['work-upload', 'registry', 'work', 'award'] as const;

const newVersionChildren: AppRoute[] = [
  { index: true, redirect: toFeatured },
  // Public
  { path: 'home', page: 'home', meta: { title: '首页' } },
  { path: 'featured', page: 'featured', meta: { title: '精选' } },
  { path: 'topic', page: 'topic', meta: { title: '话题' } },
  { path: 'topicDetail/:id', page: 'topicDetail', meta: { title: '话题详情' } },
  { path: 'postAdd', page: 'publishPost', meta: { title: '发布帖子' } },
  { path: 'postDetail/:id', page: 'postDetail', meta: { title: '帖子详情' } },
  { path: 'voteAdd', page: 'publishVote', meta: { title: '发起投票' } },
  { path: 'project', page: 'projectList', meta: { title: '项目' } },
  // Public as SPEC §2 lists it: the page asks a visitor to log in; ?id= edits one's own.
  { path: 'projectAdd', page: 'projectAdd', meta: { title: '创建项目' } },
  { path: 'projectDetail/:id', page: 'projectDetail', meta: { title: '项目详情' } },
  { path: 'allUsers', page: 'allUsers', meta: { title: '全部用户' } },
  { path: 'search', page: 'search', meta: { title: '搜索' } },
  // The older site's message links: the matching page of the message centre (auth).
  { path: 'msg/:tab', meta: { title: '消息' }, redirect: ({ params }) => msgTabPath(params.tab) },
  { path: 'personal/:tab', page: 'personalHomepage', meta: { title: '个人主页' } },
  { path: 'personalEdit/:tab', page: 'personalEdit', meta: { title: '编辑资料' } },
  { path: 'personalHomepage/:tab', page: 'personalHomepage', meta: { title: '个人主页' } },
  { path: 'homepage/:id', page: 'homepage', meta: { title: '用户主页' } },
  // 关于我们: one tab bar over its six pages (about and contact are written in the console).
  {
    path: 'aboutUs',
    page: 'aboutUsLayout',
    meta: { title: '关于我们' },
    children: [
      { index: true, redirect: `${NV}/aboutUs/about` },
      { path: 'about', page: 'aboutPage', meta: { title: '关于我们' } },
      { path: 'contact', page: 'contactPage', meta: { title: '联系我们' } },
      { path: 'userAgreement', page: 'userAgreement', meta: { title: '用户协议' } },
      { path: 'privacyPolicy', page: 'privacyPolicy', meta: { title: '隐私政策' } },
      { path: 'electricityGrade', page: 'electricityGrade', meta: { title: '电量与等级' } },
      { path: 'medalHall', page: 'medalHall', meta: { title: '勋章馆' } },
      // An unknown tab has no meta: the guards send it to the 404 page.
      { path: '*' },
    ],
  },
  { path: 'notice', page: 'notice', meta: { title: '公告' } },
  { path: 'resource', page: 'resourceLibrary', meta: { title: '资源库' } },
  { path: 'resourceDownload/:id', page: 'resourceDetail', meta: { title: '资源下载' } },
  { path: 'supplier', page: 'supplierList', meta: { title: '供应商' } },
  { path: 'supplierDetail/:id', page: 'supplierDetail', meta: { title: '供应商详情' } },
  // Public in SPEC §2: a visitor sees the page and is asked to log in to apply.
  { path: 'supplierJoin', page: 'supplierJoin', meta: { title: '供应商入驻' } },
  { path: 'llwNew', page: 'llwNew', meta: { title: '流浪计划' } },
  { path: 'official/:type/:oId', page: 'officialArticle', meta: { title: '官方' } },
  { path: 'daily-information', page: 'dailyInformation', meta: { title: '每日资讯' } },
  { path: 'exchange-forum', page: 'exchangeForum', meta: { title: '交流论坛' } },
  // A question of the exchange board is a post: the post page shows it with its answers.
  { path: 'exchange-forum/detail/:id', page: 'postDetail', meta: { title: '交流论坛详情' } },
  { path: 'login', page: 'login', meta: { title: '登录' } },
  // What the login QR opens on a phone (issue 3's app-scan flow); public, it logs in itself.
  { path: 'qr-confirm', page: 'qrConfirm', meta: { title: '扫码登录确认' } },
  { path: 'share', page: 'share', meta: { title: '分享' } },
  { path: '404', page: 'notFound', meta: { title: '页面不存在' } },
  // More
  {
    path: 'more',
    page: 'moreLayout',
    meta: { title: '更多' },
    children: [
      { index: true, redirect: `${NV}/more/announcement` },
      { path: 'announcement', page: 'announcement', meta: { title: '公告' } },
      { path: 'community', page: 'community', meta: { title: '社区公约' } },
      { path: 'user-feedback', page: 'userFeedback', meta: { title: '意见反馈', auth: true } },
      { path: 'resource', page: 'resourceLibrary', meta: { title: '资源' } },
      { path: 'download/:id', page: 'resourceDetail', meta: { title: '下载' } },
    ],
  },
  // Publish (auth)
  group('publish', '发布', `${NV}/publish/post`, true, [
    { path: 'post', page: 'publishPost', meta: { title: '发布帖子' } },
    { path: 'vote', page: 'publishVote', meta: { title: '发起投票' } },
  ]),
  { path: 'preview/:id', page: 'preview', meta: { title: '预览', auth: true } },
  // A news item, public (docs/content.md): read by visitors and search engines alike.
  { path: 'n/details/:id', page: 'newsDetail', meta: { title: '资讯详情' } },
  // The edit form of an item; the publish page switches to the vote form for a vote.
  { path: 'post/:id', meta: { title: '编辑帖子', auth: true }, redirect: toEditForm },
  // Message centre (auth)
  {
    path: 'message',
    page: 'messageCenter',
    meta: { title: '消息中心', auth: true },
    children: [
      { index: true, redirect: `${NV}/message/commentAndReply` },
      { path: 'commentAndReply', page: 'messageCommentAndReply', meta: { title: '评论和回复' } },
      { path: 'system', page: 'messageSystem', meta: { title: '系统消息' } },
      { path: 'thumb', page: 'messageThumb', meta: { title: '点赞' } },
      { path: 'follow', page: 'messageFollow', meta: { title: '粉丝' } },
      { path: 'active', page: 'messageActive', meta: { title: '活动通知' } },
      { path: 'setting', page: 'messageSetting', meta: { title: '消息设置' } },
    ],
  },
  // Activities
  { path: 'activity', page: 'activityList', meta: { title: '活动' } },
  { path: 'activity/lottery/:id', page: 'lottery', meta: { title: '抽奖活动' } },
  { path: 'activity/invite/:id', page: 'invite', meta: { title: '邀请活动' } },
  { path: 'p618', page: 'p618', meta: { title: '618 年中创客节' } },
  // H5 desktop-build contest (public)
  {
    path: 'h5/diy-computer-activity/:activityId',
    page: 'contestFrame',
    meta: { title: '装机大赛' },
    children: [
      {
        index: true,
        redirect: ({ params }) => `${NV}/h5/diy-computer-activity/${params.activityId}/index`,
      },
      { path: 'index', page: 'contestIndex', meta: { title: '装机大赛' } },
      { path: 'work', page: 'contestWorks', meta: { title: '参赛作品' } },
    ],
  },
  {
    path: 'h5/diy-computer-activity/detail/:activityId/:id',
    page: 'contestWorkDetail',
    meta: { title: '作品详情' },
  },
  // Desktop-build contest
  {
    path: 'diy-computer-activity/:activityId',
    page: 'contestFrame',
    meta: { title: '装机大赛' },
    children: [
      {
        index: true,
        redirect: ({ params }) => `${NV}/diy-computer-activity/${params.activityId}/index`,
      },
      { path: 'index', page: 'contestIndex', meta: { title: '装机大赛' } },
      { path: 'work', page: 'contestWorks', meta: { title: '参赛作品' } },
      { path: 'work-upload', page: 'contestUpload', meta: { title: '上传作品', auth: true } },
      { path: 'registry', page: 'contestRegistry', meta: { title: '报名', auth: true } },
      { path: 'award', page: 'contestAward', meta: { title: '获奖名单' } },
    ],
  },
  { path: 'work-detail/:activityId/:id', page: 'contestWorkDetail', meta: { title: '作品详情' } },
  // User centre (auth): every page beside the user center's side menu (userCenter).
  {
    path: 'user-center',
    page: 'userCenter',
    meta: { title: '个人中心', auth: true },
    children: [
      { index: true, redirect: `${NV}/user-center/home` },
      { path: 'home', page: 'userHome', meta: { title: '个人中心' } },
      { path: 'message', page: 'userMessage', meta: { title: '我的消息' } },
      { path: 'level', page: 'userLevel', meta: { title: '我的等级' } },
      { path: 'fans', page: 'userFans', meta: { title: '我的粉丝' } },
      { path: 'follow', page: 'userFollow', meta: { title: '我的关注' } },
      group('electricity', '我的电量', `${NV}/user-center/electricity/my-electricity`, false, [
        { path: 'my-electricity', page: 'myElectricity', meta: { title: '我的电量' } },
        { path: 'electricity-desc', page: 'electricityDesc', meta: { title: '电量说明' } },
      ]),
      { path: 'medal', page: 'userMedal', meta: { title: '我的勋章' } },
      { path: 'setting', page: 'userSetting', meta: { title: '账号设置' } },
      { path: 'privilege', page: 'userPrivilege', meta: { title: '我的特权' } },
      { path: 'safety', page: 'userSafety', meta: { title: '账号安全' } },
      group(
        'project-manage',
        '项目管理',
        `${NV}/user-center/project-manage/involved-in-project`,
        false,
        [
          { path: 'involved-in-project', page: 'involvedProject', meta: { title: '参与的项目' } },
          { path: 'generated-project', page: 'generatedProject', meta: { title: '发起的项目' } },
          { path: 'latest-project', page: 'latestProject', meta: { title: '最新项目' } },
        ],
      ),
    ],
  },
  // Creation centre (auth)
  group('creation-center', '创作中心', `${NV}/creation-center/home`, true, [
    { path: 'home', page: 'creationHome', meta: { title: '创作中心' } },
    { path: 'post-manage', page: 'postManage', meta: { title: '帖子管理' } },
    { path: 'vote-manage', page: 'voteManage', meta: { title: '投票管理' } },
    { path: 'collection-manage', page: 'collectionManage', meta: { title: '收藏管理' } },
  ]),
  { path: 'creative-master', page: 'creativeMaster', meta: { title: '创作达人', auth: true } },
  {
    path: 'creative-master/apply',
    page: 'creativeMasterApply',
    meta: { title: '申请创作达人', auth: true },
  },
  // Research: a separate embedded app; guards.ts checks its allowed sub-paths.
  { path: 'research/*', page: 'research', meta: { title: '研究室' } },
];

/** Standalone activity pages under /app, rendered without the site layout (SPEC §2). */
// wallPaper-* is the desktop-wallpaper contest, wallPaper2-* the phone one (docs/contest.md).
const wallPaper = (prefix: string): AppRoute[] => [
  { path: `${prefix}-index/:id`, page: 'wallpaperIndex', meta: { title: '壁纸大赛' } },
  { path: `${prefix}-rule/:id`, page: 'wallpaperRule', meta: { title: '活动规则' } },
  {
    path: `${prefix}-vote/:id`,
    page: 'wallpaperVote',
    meta: { title: '壁纸投票', auth: true },
  },
  {
    path: `${prefix}-upload/:id`,
    page: 'wallpaperUpload',
    meta: { title: '上传壁纸', auth: true },
  },
];
const standaloneActivities: AppRoute[] = [
  { path: 'draw/:id', page: 'draw', meta: { title: '抽奖' } },
  { path: 'rules/:id', page: 'activityRules', meta: { title: '活动规则' } },
  { path: 'vote/:id', page: 'votePage', meta: { title: '投票' } },
  ...wallPaper('wallPaper'),
  ...wallPaper('wallPaper2'),
  // 流浪计划 (docs/liulang.md): each page checks the member's state itself (MemberGate).
  ...LIULANG_V2_PAGES.map((name): AppRoute => ({
    path: `V2-${name}`,
    page: `v2${name}`,
    meta: { title: '流浪地球活动' },
  })),
  { path: 'photo-vote', page: 'photoVote', meta: { title: '摄影投票' } },
  { path: 'photo', page: 'photoIndex', meta: { title: '摄影大赛' } },
  // photo-write and photo-edit are one shared screen (SPEC §2).
  { path: 'photo-write', page: 'photoWrite', meta: { title: '发布摄影作品', auth: true } },
  { path: 'photo-edit/:id', page: 'photoWrite', meta: { title: '编辑摄影作品', auth: true } },
  { path: 'Festival/:id', page: 'festival', meta: { title: '节日活动' } },
  { path: 'llw-index', page: 'llwIndex', meta: { title: '流浪活动' } },
  // Product landing pages (docs/products.md): the product whose slug is the path's prefix.
  ...PRODUCT_LANDING_SLUGS.map((slug): AppRoute => ({
    path: `${slug}-index`,
    page: 'productLanding',
    meta: { title: '芯客产品' },
  })),
  // The standalone forgot-password route: the login page's forgot-password form.
  { path: 'forget', redirect: FORGET_PASSWORD_URL },
];

/**
 * The older layout's menu letters (SPEC §2 lists /app/index/{v,c,o,n,a,w} and the menu home,
 * forum, official, news, creators, product research room, without pairing them): v home,
 * c forum (circles), o official, n news, w creators (w/creater and w/othercreat too), a the
 * product research room. Official opens its list (type 0, no article) of the official page.
 */
export const OLD_MENU: [string, string][] = [
  ['index/v', `${NV}/home`],
  ['index/c', `${NV}/topic`],
  ['index/o', `${NV}/official/0/0`],
  ['index/n', `${NV}/daily-information`],
  ['index/a', `${NV}/research/projects`],
  ['index/w', `${NV}/creative-master`],
  ['index/w/creater', `${NV}/creative-master`],
  ['index/w/othercreat', `${NV}/creative-master`],
];

/**
 * Older layout and old links (SPEC §2): they only redirect, so old links keep working.
 * Old project routes: /app/project-detail/:id and /app/project-week/:id (also under
 * /app/index/), as the old site linked them.
 */
const olderLayout: AppRoute[] = [
  { path: 'project-detail/:id', redirect: ({ params }) => `${NV}/research/projects/${params.id}` },
  { path: 'project-week/:id', redirect: ({ params }) => `${NV}/research/week/${params.id}` },
  {
    path: 'index/project-detail/:id',
    redirect: ({ params }) => `${NV}/research/projects/${params.id}`,
  },
  { path: 'index/project-week/:id', redirect: ({ params }) => `${NV}/research/week/${params.id}` },
  { path: 'index/p618', redirect: `${NV}/p618` },
  { path: 'index/userFeedback', redirect: `${NV}/more/user-feedback` },
  // The older layout's menu (SPEC §2: home, forum, official, news, creators, product
  // research room) → the new pages; docs/feedback.md "Older layout" gives the mapping.
  ...OLD_MENU.map(([path, to]): AppRoute => ({ path, redirect: to })),
  // Any other old index page.
  { path: 'index/*', redirect: NV },
  { path: 'index', redirect: NV },
  { path: 'login', redirect: `${NV}/login` },
  { path: 'reg', redirect: `${NV}/login` },
  {
    path: 'search',
    redirect: ({ search }) => {
      const keyword = search.get('query');
      return keyword ? `${NV}/search?${new URLSearchParams({ keyword })}` : `${NV}/search`;
    },
  },
  { path: 'write', redirect: `${NV}/publish/post` },
  { path: 'setting', redirect: `${NV}/user-center/setting` },
  { path: 'message', redirect: `${NV}/message` },
  { path: 'message/system', redirect: `${NV}/message/system` },
  { path: 'aboutUs', redirect: ({ hasToken }) => aboutUsPath(hasToken) },
];

export const routeTable: AppRoute[] = [
  { path: NV, page: 'newVersionLayout', meta: { title: '芯客' }, children: newVersionChildren },
  { path: '/app', children: [...standaloneActivities, ...olderLayout] },
  // The operator console: staff only; everyone else sees the 404 page (pages/admin/AdminGate).
  { path: '/app/admin/*', page: 'admin', meta: { title: '管理后台' } },
  // Anything else has no meta: the guards send it to the 404 page.
  { path: '*' },
];
