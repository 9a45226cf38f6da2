/**
 * The research room's own route table (SPEC §2: "a separate embedded app"), relative to
 * /app/new-version/research. Exactly SPEC's allowed sub-paths; every `:param` is a positive
 * integer, and any other research path goes to the 404 page. The site's guards read this
 * table (allowed path, login) and the research app builds its router from it, so the two
 * can never disagree. Kept free of page imports: the guards ship in the main bundle, the
 * pages only in the research room's own chunks (research/pages.ts).
 */
export type ResearchPageKey =
  | 'home'
  | 'projects'
  | 'projectDetail'
  | 'week'
  | 'goods'
  | 'laboratory'
  | 'specCreate'
  | 'specEdit'
  | 'specDetail'
  | 'creatorProjects'
  | 'creatorPersonal'
  | 'challengeReview'
  | 'challengeSupport'
  | 'designReview'
  | 'designUpload'
  | 'specificationChallenge'
  | 'payment'
  | 'wechatPay'
  | 'aliPay'
  | 'paySuccess';

export interface ResearchRoute {
  /** react-router path relative to the research base ('' is the room's home). */
  path: string;
  page: ResearchPageKey;
  title: string;
  /** Needs a login: a visitor is sent to the featured page, as every new-version auth route. */
  auth?: boolean;
}

export const RESEARCH_BASE = '/app/new-version/research';

export const RESEARCH_ROUTES: readonly ResearchRoute[] = [
  { path: '', page: 'home', title: '研究室' },
  { path: 'projects', page: 'projects', title: '项目' },
  { path: 'projects/:id', page: 'projectDetail', title: '项目详情' },
  // Not in SPEC's list, but SPEC's own redirect of old project-week links lands here;
  // without it every old weekly-report link would end on the 404 page.
  { path: 'week/:id', page: 'week', title: '项目周报' },
  { path: 'goods', page: 'goods', title: '商城' },
  { path: 'laboratory', page: 'laboratory', title: '实验室' },
  { path: 'laboratory/create', page: 'specCreate', title: '发布规格书', auth: true },
  { path: 'laboratory/edit/:id', page: 'specEdit', title: '编辑规格书', auth: true },
  { path: 'laboratory/:id', page: 'specDetail', title: '规格书' },
  { path: 'laboratory/personal/:id', page: 'creatorPersonal', title: '创作达人主页' },
  {
    path: 'laboratory/creator/projects',
    page: 'creatorProjects',
    title: '我的规格书',
    auth: true,
  },
  {
    path: 'laboratory/creator/challenge-review',
    page: 'challengeReview',
    title: '挑战审核',
    auth: true,
  },
  {
    path: 'laboratory/creator/challenge-support',
    page: 'challengeSupport',
    title: '项目支持',
    auth: true,
  },
  { path: 'laboratory/creator/design-review', page: 'designReview', title: '设计审核', auth: true },
  {
    path: 'laboratory/creator/design-upload',
    page: 'designUpload',
    title: '上传设计稿',
    auth: true,
  },
  {
    path: 'laboratory/creator/specification-challenge',
    page: 'specificationChallenge',
    title: '规格挑战',
    auth: true,
  },
  { path: 'laboratory/payment/:id', page: 'payment', title: '收银台', auth: true },
  {
    path: 'laboratory/pay/wechat/:orderId/:paymentId',
    page: 'wechatPay',
    title: '微信支付',
    auth: true,
  },
  {
    path: 'laboratory/pay/ali/:orderId/:paymentId',
    page: 'aliPay',
    title: '支付宝支付',
    auth: true,
  },
  { path: 'pay-success', page: 'paySuccess', title: '支付成功', auth: true },
];

const PATTERNS = RESEARCH_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${route.path ? `/${route.path.replace(/:[A-Za-z]+/g, '[1-9]\\d{0,9}')}` : ''}/?$`,
  ),
}));

/** The research route of `subPath` (what follows the research base: '' or '/...'). */
export function researchRouteOf(subPath: string): ResearchRoute | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(subPath))?.route;
}
