import * as c from '@xinke/shared';
import type { Contract } from '@xinke/shared';
import type { WriteClass } from './limit-classes';

/**
 * The limit class of every write contract (every method but GET), in one place. A write
 * contract missing here fails write-limit-table.test.ts, and is refused at start-up.
 */
const TABLE: [Contract, WriteClass][] = [
  // Posts and edits
  [c.itemPost, 'post'],
  [c.signInPopup, 'write'],
  [c.noticeSeen, 'write'],
  [c.itemActivePost, 'post'],
  [c.itemUpdate, 'edit'],
  [c.itemDraftSave, 'write'],
  [c.itemDraftDelete, 'write'],
  [c.itemDelete, 'write'],
  [c.itemSubtitleDelete, 'write'],
  // Comments and replies
  [c.postComment, 'comment'],
  [c.postItemComment, 'comment'],
  [c.postReply, 'comment'],
  [c.postItemReply, 'comment'],
  // Reactions
  [c.thumb, 'like'],
  [c.collect, 'collect'],
  [c.giftVote, 'vote'],
  [c.report, 'report'],
  // People and circles
  [c.userFollow, 'follow'],
  [c.circleFollow, 'follow'],
  [c.circleUnfollow, 'follow'],
  [c.userBlack, 'follow'],
  [c.userBlackCancel, 'follow'],
  // Uploads
  [c.headPic, 'upload'],
  [c.itemImage, 'upload'],
  [c.letterImage, 'upload'],
  [c.itemImageDel, 'write'],
  [c.commonImage, 'upload'],
  [c.replaceImage, 'upload'],
  [c.commonToken, 'write'],
  // Letters
  [c.letterSend, 'letter'],
  [c.letterReback, 'write'],
  [c.letterDelete, 'write'],
  [c.letterBoxDelete, 'write'],
  // Own account
  [c.userUpdate, 'write'],
  [c.updateSecret, 'write'],
  [c.setGuide, 'write'],
  [c.userMedalSeen, 'write'],
  [c.changePassword, 'write'],
  [c.bindEmail, 'write'],
  [c.bindPhone, 'write'],
  [c.changeEmail, 'write'],
  [c.changePhone, 'write'],
  [c.sendCurrentEmailCode, 'write'],
  [c.sendCurrentPhoneCode, 'write'],
  [c.sendNewEmailCode, 'write'],
  [c.sendNewPhoneCode, 'write'],
  [c.receiveCoupon, 'write'],
  [c.claimPrerogativeCode, 'write'],
  [c.redeemPrerogativeCode, 'write'],
  [c.qrcodeScan, 'write'],
  [c.qrcodeConfirm, 'write'],
  [c.qrcodeCancel, 'write'],
  // Moderators and admins
  [c.addSensitiveWord, 'moderate'],
  [c.deleteSensitiveWord, 'moderate'],
  [c.closeReport, 'moderate'],
  [c.itemReview, 'moderate'],
  [c.reviewComment, 'moderate'],
  [c.moderationMedalAward, 'moderate'],
  [c.issuePrerogativeCodes, 'moderate'],
  [c.reviewPrerogativeCode, 'moderate'],
  [c.adminHideHotKeyword, 'moderate'],
  [c.adminUnhideHotKeyword, 'moderate'],
  // Users console (docs/admin-users.md)
  [c.adminSetUserRole, 'moderate'],
  [c.adminMuteUser, 'moderate'],
  [c.adminUnmuteUser, 'moderate'],
  [c.adminBanUser, 'moderate'],
  [c.adminUnbanUser, 'moderate'],
  [c.adminSetUserXUp, 'moderate'],
  [c.adminAdjustUserEle, 'moderate'],
  [c.adminRevokeUserSessions, 'moderate'],
  [c.reviewQueueDecide, 'moderate'],
  [c.setModerationMode, 'moderate'],
  [c.addSensitiveWords, 'moderate'],
  // Community content in the console (docs/admin-community.md)
  [c.adminCircleCreate, 'moderate'],
  [c.adminCircleUpdate, 'moderate'],
  [c.adminCircleDelete, 'moderate'],
  [c.adminTagCreate, 'moderate'],
  [c.adminTagUpdate, 'moderate'],
  [c.adminTagDelete, 'moderate'],
  [c.adminPostFlag, 'moderate'],
  [c.adminPostMove, 'moderate'],
  [c.adminPostRemove, 'moderate'],
  [c.adminPostRestore, 'moderate'],
  // 站点运营 (docs/admin-site.md)
  [c.adminBannerCreate, 'moderate'],
  [c.adminBannerUpdate, 'moderate'],
  [c.adminBannerDelete, 'moderate'],
  [c.adminFooterItemCreate, 'moderate'],
  [c.adminFooterItemUpdate, 'moderate'],
  [c.adminFooterItemDelete, 'moderate'],
  [c.adminPopupCreate, 'moderate'],
  [c.adminPopupUpdate, 'moderate'],
  [c.adminPopupDelete, 'moderate'],
  [c.adminNoticeCreate, 'moderate'],
  [c.adminNoticeUpdate, 'moderate'],
  [c.adminNoticeDelete, 'moderate'],
  // products, works, suppliers (docs/products.md)
  [c.supplierJoin, 'write'],
  [c.adminProductCreate, 'moderate'],
  [c.adminProductUpdate, 'moderate'],
  [c.adminProductDelete, 'moderate'],
  [c.adminWorkCreate, 'moderate'],
  [c.adminWorkUpdate, 'moderate'],
  [c.adminWorkDelete, 'moderate'],
  [c.adminSupplierCategoryCreate, 'moderate'],
  [c.adminSupplierCategoryUpdate, 'moderate'],
  [c.adminSupplierCategoryDelete, 'moderate'],
  [c.adminSupplierUpdate, 'moderate'],
  [c.adminSupplierDelete, 'moderate'],
  [c.adminSupplierApprove, 'moderate'],
  [c.adminSupplierReject, 'moderate'],
  [c.adminSiteSettingsUpdate, 'moderate'],
  // news and official articles (docs/content.md)
  [c.adminArticleCreate, 'moderate'],
  [c.adminArticleUpdate, 'moderate'],
  [c.adminArticleCategoryCreate, 'moderate'],
  [c.adminArticleCategoryUpdate, 'moderate'],
  [c.adminArticleCategoryDelete, 'moderate'],
  // activities console (docs/activities.md)
  [c.adminActivityCreate, 'moderate'],
  [c.adminActivityUpdate, 'moderate'],
  [c.adminActivityPublish, 'moderate'],
  [c.adminActivityUnpublish, 'moderate'],
  [c.adminActivityResults, 'moderate'],
  [c.adminActivityDelete, 'moderate'],
  // contest console (docs/contest-console.md)
  [c.adminContestWorkReview, 'moderate'],
  [c.adminContestVotesVoid, 'moderate'],
  [c.adminContestScore, 'moderate'],
  // Contests (docs/contest.md): enrolment and a work are edits of one's own entry; the
  // vote has its own class besides the vote rules' per-IP cap.
  [c.activeIfJoin, 'read'],
  [c.activeJoin, 'edit'],
  [c.activeSubmit, 'edit'],
  [c.opuVote, 'vote'],
  // Festival pages (docs/festival.md): the wall and the page's buttons use the site's classes
  [c.festivalComment, 'comment'],
  [c.festivalReply, 'comment'],
  [c.festivalGiftThumb, 'like'],
  [c.festivalFollow, 'follow'],
  [c.festivalGiftVote, 'vote'],
  [c.festivalFine, 'moderate'],
  [c.adminFestivalModuleCreate, 'moderate'],
  [c.adminFestivalModuleUpdate, 'moderate'],
  [c.adminFestivalModuleDelete, 'moderate'],
  [c.adminFestivalModuleSort, 'moderate'],
  [c.adminFestivalFooter, 'moderate'],
  [c.photoVote, 'vote'],
  // invitations (docs/invitations.md): receiving is a member's ordinary write; the console moderates
  [c.inviteReceive, 'write'],
  [c.adminInviteSettingsSave, 'moderate'],
  [c.adminInvitationVoid, 'moderate'],
  [c.adminInvitationRelease, 'moderate'],
  // lotteries (docs/lottery.md): entering spends electricity like a vote spends a ballot
  [c.lotteryEnter, 'vote'],
  [c.lotteryAddress, 'write'],
  [c.adminLotterySave, 'moderate'],
  [c.adminLotteryOpen, 'moderate'],
  [c.adminLotteryDraw, 'moderate'],
  [c.adminLotteryShip, 'moderate'],
  // 流浪计划 (docs/liulang.md): joining is one form a round; order is a POST that only reads
  [c.liulangJoin, 'write'],
  [c.liulangPayment, 'write'],
  [c.liulangPaymentPoll, 'read'],
  [c.liulangStart, 'write'],
  [c.liulangExpress, 'write'],
  [c.liulangReward, 'write'],
  [c.liulangOrder, 'read'],
  [c.adminLiulangCreate, 'moderate'],
  [c.adminLiulangSave, 'moderate'],
  [c.adminLiulangSelect, 'moderate'],
  [c.adminLiulangReject, 'moderate'],
  [c.adminLiulangRefund, 'moderate'],
  // activity links and the 618 campaign (docs/p618.md)
  [c.adminActivityLinksSave, 'moderate'],
  [c.adminP618Save, 'moderate'],
  // rewards console (docs/admin-rewards.md)
  [c.adminMedalCreate, 'moderate'],
  [c.adminMedalUpdate, 'moderate'],
  [c.adminMedalAward, 'moderate'],
  [c.adminMedalRevoke, 'moderate'],
  [c.adminCouponCreate, 'moderate'],
  [c.adminCouponUpdate, 'moderate'],
  [c.adminCouponIssue, 'moderate'],
  // 资源库 (docs/resources.md)
  [c.adminResourceCategoryCreate, 'moderate'],
  [c.adminResourceCategoryUpdate, 'moderate'],
  [c.adminResourceCategoryDelete, 'moderate'],
  [c.adminResourceCreate, 'moderate'],
  [c.adminResourceUpdate, 'moderate'],
  [c.adminResourceStatus, 'moderate'],
  [c.adminResourceDelete, 'moderate'],
  [c.adminResourceFileUpload, 'upload'],
  [c.adminResourceFileDelete, 'moderate'],
  // the creator's specs (docs/creator.md): writing one is a post, revising it an edit
  [c.creatorCreate, 'post'],
  [c.creatorEditor, 'edit'],
  [c.creatorSetPrice, 'edit'],
  [c.creatorCancel, 'write'],
  [c.creatorDelete, 'write'],
  [c.creatorSpecsInfo, 'read'],
  // 意见反馈 and site pages (docs/feedback.md): a member's feedback is limited like a report
  [c.opinionCommit, 'report'],
  [c.adminOpinionAnswer, 'moderate'],
  [c.adminSitePageUpdate, 'moderate'],
  [c.devStaffRole, 'write'],
  [c.devUserAge, 'write'],
  // Getting in (their own throttles first)
  [c.passwordLogin, 'auth'],
  [c.smsCode, 'auth'],
  [c.apiSmsCode, 'auth'],
  [c.smsCodeLogin, 'auth'],
  [c.register, 'auth'],
  [c.forgetSend, 'auth'],
  [c.forgetNext, 'auth'],
  [c.forgetReset, 'auth'],
  [c.qrcodeCreate, 'auth'],
  // POSTs that only read
  [c.qrcodeCheck, 'read'],
  [c.indexSearch, 'read'],
  [c.pageView, 'read'],
  [c.wechatUrlLink, 'read'],
];

/**
 * By path: modules may register a contract under more methods than it declares (circle
 * follow answers PUT and POST), and no path has two writes of different classes.
 */
const BY_PATH: ReadonlyMap<string, WriteClass> = new Map(
  TABLE.map(([contract, cls]) => [contract.path, cls]),
);

/** The write class of a contract; GET contracts have none. */
export function writeClassOf(contract: Pick<Contract, 'method' | 'path'>): WriteClass | undefined {
  return contract.method === 'GET' ? undefined : BY_PATH.get(contract.path);
}

/** Every declared pair, for the table's own test. */
export const WRITE_LIMIT_TABLE: readonly (readonly [Contract, WriteClass])[] = TABLE;
