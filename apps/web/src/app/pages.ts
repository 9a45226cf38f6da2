import type { ComponentType } from 'react';

type MessagePages = typeof import('../pages/message/MessagePages');
type ProjectPages = typeof import('../pages/user-center/ProjectManagePages');
/** The message centre's pages share one chunk; each route takes its own export. */
const messagePage = (name: keyof MessagePages) =>
  import('../pages/message/MessagePages').then((m) => ({ default: m[name] }));
/** The three project-manage lists share one chunk too. */
const projectPage = (name: keyof ProjectPages) =>
  import('../pages/user-center/ProjectManagePages').then((m) => ({ default: m[name] }));

/**
 * Lazily loaded screens, one chunk per page area. The route table names them by key so
 * it stays plain data (the guards and their tests read it without loading any page).
 */
export const pages = {
  newVersionLayout: () => import('../layouts/NewVersionLayout'),
  featured: () => import('../pages/featured/FeaturedPage'),
  home: () => import('../pages/home/HomePage'),
  projectList: () => import('../pages/project/ProjectListPage'),
  projectDetail: () => import('../pages/project/ProjectDetailPage'),
  projectAdd: () => import('../pages/project/ProjectAddPage'),
  notFound: () => import('../pages/not-found/NotFoundPage'),
  // A small gate; the console's own chunk loads only for staff (docs/admin.md).
  admin: () => import('../pages/admin/AdminGate'),
  login: () => import('../pages/login/LoginPage'),
  qrConfirm: () => import('../pages/qr-confirm/QrConfirmPage'),
  userAgreement: () => import('../pages/about-us/UserAgreementPage'),
  privacyPolicy: () => import('../pages/about-us/PrivacyPolicyPage'),
  electricityGrade: () => import('../pages/about-us/ElectricityGradePage'),
  medalHall: () => import('../pages/about-us/MedalHallPage'),
  notice: () => import('../pages/notice/NoticePage'),
  officialArticle: () => import('../pages/article/ArticlePage'),
  newsDetail: () => import('../pages/article/NewsDetailPage'),
  dailyInformation: () => import('../pages/article/DailyInformationPage'),
  userCenter: () => import('../pages/user-center/UserCenterLayout'),
  userHome: () => import('../pages/user-center/UserHomePage'),
  userMessage: () => import('../pages/user-center/UserMessagePage'),
  userFans: () => import('../pages/user-center/FansPage'),
  userFollow: () => import('../pages/user-center/FollowPage'),
  involvedProject: () => projectPage('InvolvedProjectPage'),
  generatedProject: () => projectPage('GeneratedProjectPage'),
  latestProject: () => projectPage('LatestProjectPage'),
  userSetting: () => import('../pages/user-center/SettingPage'),
  userSafety: () => import('../pages/user-center/SafetyPage'),
  userLevel: () => import('../pages/user-center/LevelPage'),
  myElectricity: () => import('../pages/user-center/MyElectricityPage'),
  electricityDesc: () => import('../pages/user-center/ElectricityDescPage'),
  userMedal: () => import('../pages/user-center/MedalPage'),
  userPrivilege: () => import('../pages/user-center/PrivilegePage'),
  personalEdit: () => import('../pages/personal-edit/PersonalEditPage'),
  postDetail: () => import('../pages/post-detail/PostDetailPage'),
  publishPost: () => import('../pages/publish/PublishPostPage'),
  publishVote: () => import('../pages/publish/PublishVotePage'),
  preview: () => import('../pages/preview/PreviewPage'),
  search: () => import('../pages/search/SearchPage'),
  topic: () => import('../pages/topic/TopicPage'),
  topicDetail: () => import('../pages/topic/TopicDetailPage'),
  creationHome: () => import('../pages/creation-center/CreationHomePage'),
  postManage: () => import('../pages/creation-center/PostManagePage'),
  voteManage: () => import('../pages/creation-center/VoteManagePage'),
  collectionManage: () => import('../pages/creation-center/CollectionManagePage'),
  messageCenter: () => import('../pages/message/MessageCenterLayout'),
  messageCommentAndReply: () => messagePage('CommentAndReplyPage'),
  messageSystem: () => messagePage('SystemMessagePage'),
  messageThumb: () => messagePage('ThumbMessagePage'),
  messageFollow: () => messagePage('FollowMessagePage'),
  messageActive: () => messagePage('ActiveMessagePage'),
  messageSetting: () => messagePage('MessageSettingPage'),
  homepage: () => import('../pages/homepage/HomepagePage'),
  personalHomepage: () => import('../pages/homepage/PersonalHomepagePage'),
  allUsers: () => import('../pages/all-users/AllUsersPage'),
  // 资源库 (docs/resources.md)
  // 活动 (docs/activities.md)
  activityList: () => import('../pages/activity/ActivityListPage'),
  // 装机大赛 (docs/contest.md): PC and H5 share the pages; the frame tells them apart.
  contestFrame: () => import('../pages/diy-contest/ContestFrame'),
  contestIndex: () => import('../pages/diy-contest/ContestIndexPage'),
  contestWorks: () => import('../pages/diy-contest/ContestWorksPage'),
  contestUpload: () => import('../pages/diy-contest/ContestUploadPage'),
  contestRegistry: () => import('../pages/diy-contest/ContestRegistryPage'),
  contestAward: () => import('../pages/diy-contest/ContestAwardPage'),
  contestWorkDetail: () => import('../pages/diy-contest/WorkDetailPage'),
  wallpaperIndex: () => import('../pages/wallpaper-contest/WallpaperIndexPage'),
  wallpaperRule: () => import('../pages/wallpaper-contest/WallpaperRulePage'),
  wallpaperVote: () => import('../pages/wallpaper-contest/WallpaperVotePage'),
  wallpaperUpload: () => import('../pages/wallpaper-contest/WallpaperUploadPage'),
  photoIndex: () => import('../pages/photo-contest/PhotoIndexPage'),
  photoVote: () => import('../pages/photo-contest/PhotoVotePage'),
  photoWrite: () => import('../pages/photo-contest/PhotoWritePage'),
  // 抽奖 (docs/lottery.md)
  lottery: () => import('../pages/lottery/LotteryPage'),
  draw: () => import('../pages/lottery/DrawPage'),
  // 节日活动 (docs/festival.md)
  festival: () => import('../pages/festival/FestivalPage'),
  // Rules, vote and 618 pages (docs/activities.md, docs/p618.md)
  activityRules: () => import('../pages/activity-rules/RulesPage'),
  votePage: () => import('../pages/vote/VotePage'),
  p618: () => import('../pages/p618/P618Page'),
  resourceLibrary: () => import('../pages/resource/ResourceLibraryPage'),
  resourceDetail: () => import('../pages/resource/ResourceDetailPage'),
  // Issue 15 (docs/feedback.md): more/*, aboutUs tabs, share, exchange board, 流浪计划.
  moreLayout: () => import('../pages/more/MoreLayout'),
  announcement: () => import('../pages/more/AnnouncementPage'),
  community: () => import('../pages/more/CommunityPage'),
  userFeedback: () => import('../pages/more/UserFeedbackPage'),
  aboutUsLayout: () => import('../pages/about-us/AboutUsLayout'),
  aboutPage: () => import('../pages/about-us/AboutPage'),
  contactPage: () => import('../pages/about-us/ContactPage'),
  share: () => import('../pages/share/SharePage'),
  exchangeForum: () => import('../pages/exchange-forum/ExchangeForumPage'),
  llwNew: () => import('../pages/llw/LlwNewPage'),
  // 流浪计划 (docs/liulang.md): /app/V2-* and /app/llw-index
  llwIndex: () => import('../pages/liulang/LlwIndexPage'),
  v2index: () => import('../pages/liulang/V2IndexPage'),
  v2signup: () => import('../pages/liulang/V2SignupPage'),
  v2register: () => import('../pages/liulang/V2RegisterPage'),
  v2success: () => import('../pages/liulang/V2SuccessPage'),
  v2nosuccess: () => import('../pages/liulang/V2NosuccessPage'),
  v2timeagain: () => import('../pages/liulang/V2TimeagainPage'),
  v2end: () => import('../pages/liulang/V2EndPage'),
  v2pay: () => import('../pages/liulang/V2PayPage'),
  // Products and suppliers (docs/products.md)
  productLanding: () => import('../pages/product/ProductLandingPage'),
  supplierList: () => import('../pages/supplier/SupplierListPage'),
  supplierDetail: () => import('../pages/supplier/SupplierDetailPage'),
  supplierJoin: () => import('../pages/supplier/SupplierJoinPage'),
  // Invitations (docs/invitations.md)
  invite: () => import('../pages/invite/InvitePage'),
  // Creative masters (docs/creator.md)
  creativeMaster: () => import('../pages/creative-master/CreativeMasterPage'),
  creativeMasterApply: () => import('../pages/creative-master/CreativeMasterApplyPage'),
  /** Screens of later issues: one honest "coming soon" page, never a fake screen. */
  comingSoon: () => import('../pages/coming-soon/ComingSoonPage'),
  /** The research area is a separate embedded app (SPEC §2); its allowed paths are guarded. */
  research: () => import('../research/ResearchApp'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type PageKey = keyof typeof pages;
