import { defineEnum } from './define-enum';

/**
 * What the staff audit log records (docs/admin.md): every action a moderator or admin takes
 * in the operator console writes one row through the server's recordStaffAction.
 */
export const StaffAction = defineEnum({
  hotKeywordHide: { value: 'hot_keyword.hide', label: '隐藏热门搜索词' },
  hotKeywordUnhide: { value: 'hot_keyword.unhide', label: '恢复热门搜索词' },
  // Users (docs/admin-users.md)
  userRole: { value: 'user.role', label: '修改角色' },
  userMute: { value: 'user.mute', label: '禁言' },
  userUnmute: { value: 'user.unmute', label: '解除禁言' },
  userBan: { value: 'user.ban', label: '封禁' },
  userUnban: { value: 'user.unban', label: '解除封禁' },
  userXUp: { value: 'user.x_up', label: '设置创作达人' },
  masterApprove: { value: 'creative_master.approve', label: '通过创作达人申请' },
  masterReject: { value: 'creative_master.reject', label: '驳回创作达人申请' },
  creatorTakedown: { value: 'creator.takedown', label: '下架研究室内容' },
  creatorRestore: { value: 'creator.restore', label: '恢复研究室内容' },
  userEle: { value: 'user.ele', label: '调整电量' },
  userRevokeSessions: { value: 'user.revoke_sessions', label: '下线全部会话' },
  // review queue and moderation settings (docs/admin-review.md)
  itemReview: { value: 'item.review', label: '审核帖子' },
  commentReview: { value: 'comment.review', label: '审核评论' },
  replyReview: { value: 'reply.review', label: '审核回复' },
  reportClose: { value: 'report.close', label: '关闭举报' },
  sensitiveWordAdd: { value: 'sensitive_word.add', label: '添加敏感词' },
  sensitiveWordDelete: { value: 'sensitive_word.delete', label: '删除敏感词' },
  moderationMode: { value: 'moderation.mode', label: '修改审核模式' },
  // Community content: circles, tags, posts, and the command line's role changes
  // (docs/admin-community.md)
  circleCreate: { value: 'circle.create', label: '新建圈子' },
  circleUpdate: { value: 'circle.update', label: '修改圈子' },
  circleDelete: { value: 'circle.delete', label: '删除圈子' },
  tagCreate: { value: 'tag.create', label: '新建标签' },
  tagUpdate: { value: 'tag.update', label: '修改标签' },
  tagDelete: { value: 'tag.delete', label: '删除标签' },
  itemPin: { value: 'item.pin', label: '置顶帖子' },
  itemUnpin: { value: 'item.unpin', label: '取消置顶' },
  itemRecommend: { value: 'item.recommend', label: '推荐帖子（精选）' },
  itemUnrecommend: { value: 'item.unrecommend', label: '取消推荐' },
  itemMove: { value: 'item.move', label: '移动帖子' },
  itemRemove: { value: 'item.remove', label: '删除帖子' },
  itemRestore: { value: 'item.restore', label: '恢复帖子' },
  userRoleCli: { value: 'user.role_cli', label: '命令行设置角色' },
  // site content (站点运营, docs/admin-site.md)
  bannerCreate: { value: 'banner.create', label: '新建轮播图' },
  bannerUpdate: { value: 'banner.update', label: '修改轮播图' },
  bannerDelete: { value: 'banner.delete', label: '删除轮播图' },
  footerItemCreate: { value: 'footer_item.create', label: '新建页脚项' },
  footerItemUpdate: { value: 'footer_item.update', label: '修改页脚项' },
  footerItemDelete: { value: 'footer_item.delete', label: '删除页脚项' },
  popupCreate: { value: 'popup.create', label: '新建弹窗' },
  popupUpdate: { value: 'popup.update', label: '修改弹窗' },
  popupDelete: { value: 'popup.delete', label: '删除弹窗' },
  noticeCreate: { value: 'notice.create', label: '新建公告' },
  noticeUpdate: { value: 'notice.update', label: '修改公告' },
  noticeDelete: { value: 'notice.delete', label: '删除公告' },
  siteSettingsUpdate: { value: 'site_settings.update', label: '修改站点设置' },
  // rewards: medals, coupons, privilege codes (docs/admin-rewards.md)
  medalCreate: { value: 'medal.create', label: '新建勋章' },
  medalUpdate: { value: 'medal.update', label: '修改勋章' },
  medalAward: { value: 'medal.award', label: '颁发勋章' },
  medalRevoke: { value: 'medal.revoke', label: '收回勋章' },
  couponCreate: { value: 'coupon.create', label: '新建优惠券' },
  couponUpdate: { value: 'coupon.update', label: '修改优惠券' },
  couponIssue: { value: 'coupon.issue', label: '发放优惠券' },
  codeIssue: { value: 'code.issue', label: '生成兑换码' },
  codeConfirm: { value: 'code.confirm', label: '确认兑换' },
  codeReject: { value: 'code.reject', label: '驳回兑换' },
  codeExport: { value: 'code.export', label: '导出兑换码' },
  // resources and downloads (docs/resources.md)
  resourceCreate: { value: 'resource.create', label: '新建资源' },
  resourceUpdate: { value: 'resource.update', label: '修改资源' },
  resourceStatus: { value: 'resource.status', label: '发布/下架资源' },
  resourceDelete: { value: 'resource.delete', label: '删除资源' },
  resourceFileUpload: { value: 'resource.file_upload', label: '上传资源文件' },
  resourceFileDelete: { value: 'resource.file_delete', label: '删除资源文件' },
  resourceCategoryCreate: { value: 'resource_category.create', label: '新建资源分类' },
  resourceCategoryUpdate: { value: 'resource_category.update', label: '修改资源分类' },
  resourceCategoryDelete: { value: 'resource_category.delete', label: '删除资源分类' },
  // feedback and site pages (issue 15, docs/feedback.md)
  opinionAnswer: { value: 'opinion.answer', label: '回复意见反馈' },
  sitePageUpdate: { value: 'site_page.update', label: '修改站点页面' },
  // news and official articles (issue 15, docs/content.md)
  articleCreate: { value: 'article.create', label: '新建文章' },
  articleUpdate: { value: 'article.update', label: '修改文章' },
  articleCategoryCreate: { value: 'article_category.create', label: '新建文章分类' },
  articleCategoryUpdate: { value: 'article_category.update', label: '修改文章分类' },
  articleCategoryDelete: { value: 'article_category.delete', label: '删除文章分类' },
  // activities (issue 16, docs/activities.md)
  activityCreate: { value: 'activity.create', label: '新建活动' },
  activityUpdate: { value: 'activity.update', label: '修改活动' },
  activityPublish: { value: 'activity.publish', label: '发布活动' },
  activityUnpublish: { value: 'activity.unpublish', label: '撤回活动' },
  activityResults: { value: 'activity.results', label: '公布活动结果' },
  activityDelete: { value: 'activity.delete', label: '删除活动' },
  // contest console (issue 16, docs/contest-console.md)
  contestWorkReview: { value: 'contest.work_review', label: '审核参赛作品' },
  contestVoteVoid: { value: 'contest.vote_void', label: '作废投票' },
  contestScore: { value: 'contest.score', label: '评委打分' },
  contestExport: { value: 'contest.export', label: '导出活动名单' },
  // invitations (docs/invitations.md)
  inviteSettings: { value: 'invite.settings', label: '修改邀请设置' },
  inviteVoid: { value: 'invite.void', label: '作废邀请' },
  inviteRelease: { value: 'invite.release', label: '放行邀请' },
  // lotteries (issue 16, docs/lottery.md)
  lotterySave: { value: 'lottery.save', label: '保存抽奖设置' },
  lotteryOpen: { value: 'lottery.open', label: '开放抽奖报名' },
  lotteryDraw: { value: 'lottery.draw', label: '开奖' },
  lotteryShip: { value: 'lottery.ship', label: '奖品发货' },
  // 流浪计划 (issue 17, docs/liulang.md)
  liulangRoundCreate: { value: 'liulang.round_create', label: '新建流浪计划' },
  liulangRoundSave: { value: 'liulang.round_save', label: '修改流浪计划' },
  liulangSelect: { value: 'liulang.select', label: '流浪计划入选' },
  liulangReject: { value: 'liulang.reject', label: '流浪计划未入选' },
  liulangRefund: { value: 'liulang.refund', label: '退还流浪计划押金' },
  // festival pages (issue 16, docs/festival.md)
  festivalModuleCreate: { value: 'festival.module_create', label: '添加节日活动模块' },
  festivalModuleUpdate: { value: 'festival.module_update', label: '修改节日活动模块' },
  festivalModuleDelete: { value: 'festival.module_delete', label: '删除节日活动模块' },
  festivalModuleSort: { value: 'festival.module_sort', label: '调整节日活动模块顺序' },
  festivalFooter: { value: 'festival.footer', label: '修改节日活动页脚' },
  festivalFine: { value: 'festival.fine', label: '设置精选评论' },
  festivalUnfine: { value: 'festival.unfine', label: '取消精选评论' },
  festivalCommentDelete: { value: 'festival.comment_delete', label: '删除节日活动评论' },
  festivalReplyDelete: { value: 'festival.reply_delete', label: '删除节日活动回复' },
  // activity links and the 618 campaign (issue 16, docs/p618.md)
  activityLinks: { value: 'activity.links', label: '修改活动关联' },
  p618Save: { value: 'p618.save', label: '保存 618 活动设置' },
  // products, works, suppliers (issue 15, docs/products.md)
  productCreate: { value: 'product.create', label: '新建产品' },
  productUpdate: { value: 'product.update', label: '修改产品' },
  productDelete: { value: 'product.delete', label: '删除产品' },
  workCreate: { value: 'work.create', label: '新建作品' },
  workUpdate: { value: 'work.update', label: '修改作品' },
  workDelete: { value: 'work.delete', label: '删除作品' },
  supplierCategoryCreate: { value: 'supplier_category.create', label: '新建供应商分类' },
  supplierCategoryUpdate: { value: 'supplier_category.update', label: '修改供应商分类' },
  supplierCategoryDelete: { value: 'supplier_category.delete', label: '删除供应商分类' },
  supplierUpdate: { value: 'supplier.update', label: '修改供应商' },
  supplierDelete: { value: 'supplier.delete', label: '删除供应商' },
  supplierApprove: { value: 'supplier.approve', label: '通过入驻申请' },
  supplierReject: { value: 'supplier.reject', label: '驳回入驻申请' },
  // the store (issue 17, docs/store.md)
  goodsCreate: { value: 'goods.create', label: '新建商品' },
  goodsUpdate: { value: 'goods.update', label: '修改商品' },
  goodsStock: { value: 'goods.stock', label: '调整商品库存' },
  goodsStatus: { value: 'goods.status', label: '商品上下架' },
  orderShip: { value: 'order.ship', label: '订单发货' },
  orderRefund: { value: 'order.refund', label: '同意订单退款' },
  orderRefuseRefund: { value: 'order.refuse_refund', label: '拒绝订单退款' },
});
export const STAFF_ACTION = StaffAction.values;
export type StaffActionValue = (typeof STAFF_ACTION)[keyof typeof STAFF_ACTION];

/** Rows per page of the console's tables. */
export const ADMIN_PAGE_SIZE = 20;
