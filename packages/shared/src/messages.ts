/** SPEC §8 client messages, one place for every Chinese string the client shows. */
export const MSG = {
  // transport (SPEC §8)
  timeout: '请求超时',
  unauthorized: '身份验证失败,请重新登录',
  unknownError: '未知错误',
  // issue 12: the database is restarting or unreachable (503, with Retry-After)
  serviceUnavailable: '服务暂时不可用，请稍后重试',
  // validation (SPEC §5/§8)
  phoneRequired: '手机号不能为空',
  phoneInvalid: '手机号格式有误',
  codeRequired: '验证码不能为空',
  passwordRequired: '密码不能为空',
  subjectRequired: '题目不能为空',
  optionRequired: '选项请填写或上传图片',
  // not in SPEC §8's list: the server's 422s need a Chinese msg for these fields too
  emailRequired: '邮箱不能为空',
  emailInvalid: '邮箱格式有误',
  titleTooShort: '标题不能少于5个字',
  loginToComment: '请登录后再试',
  loginToAct: '请登录后再操作',
  // SPEC §5 leaves open whether the unticked agreement blocks login; it does.
  agreementRequired: '请先阅读并同意用户协议和隐私政策',
  alreadySigned: '今天已签到',
  messageEmpty: '消息不能为空',
  imageTypeInvalid: '请选择正确的图片',
  imageTooLarge: '选择的图片大小不能超过5MB',
  // accounts (issue 3): server msgs the login dialog and settings pages show
  loginRequired: '请先登录',
  codeSent: '验证码已发送',
  codeWrong: '验证码错误',
  codeInvalid: '验证码已失效，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  codeSendFailed: '验证码发送失败，请稍后重试',
  codeDailyCap: '今日验证码发送次数已达上限，请明天再试',
  codeIpCap: '验证码请求过于频繁，请稍后再试',
  codeCheckIpCap: '验证码校验过于频繁，请稍后再试',
  qrCreateCap: '二维码刷新过于频繁，请稍后再试',
  accountOrPasswordWrong: '账号或密码错误',
  passwordPolicy: '密码为8-32位，需同时包含字母和数字',
  passwordConfirmRequired: '请再次输入密码',
  passwordConfirmMismatch: '两次输入的密码不一致',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneTaken: '该手机号已被其他账号绑定',
  emailTaken: '该邮箱已被其他账号绑定',
  phoneSameAsCurrent: '新手机号不能与当前手机号相同',
  emailSameAsCurrent: '新邮箱不能与当前邮箱相同',
  noPhoneBound: '您还未绑定手机号',
  noEmailBound: '您还未绑定邮箱',
  phoneAlreadyBound: '您已绑定手机号，请使用更换手机号',
  emailAlreadyBound: '您已绑定邮箱，请使用更换邮箱',
  changeWayInvalid: '更换方式有误',
  nicknameRequired: '昵称不能为空',
  nicknameLength: '昵称长度为2-16个字',
  nicknameTaken: '该昵称已被使用',
  nicknameLookalike: '该昵称与已有昵称过于相似，请换一个',
  imageSourceNotAllowed: '图片只能使用本站上传的图片',
  nicknameMixedScripts: '昵称不能混用拉丁字母与西里尔或希腊字母',
  userSignTooLong: '个性签名不能超过60个字',
  districtTooLong: '地区不能超过32个字',
  professionInvalid: '职业不存在',
  // SPEC §9 sign-up interests (docs/user-center.md 兴趣)
  interestInvalid: '兴趣选项不存在',
  interestConfidentialAlone: '选择保密后不能再选其他兴趣',
  interestTooMany: '兴趣最多选择8个',
  // SPEC §7 common uploads (docs/uploads.md) and the page-redirect link
  uploadPurposeInvalid: '上传用途不存在',
  uploadTokenRequired: '上传令牌无效或已过期，请重新上传',
  imageIdInvalid: '图片 id 有误',
  imageNotFound: '图片不存在',
  pcUrlInvalid: '页面地址有误',
  urlLinkFailed: '生成跳转链接失败，请稍后再试',
  sexInvalid: '性别不存在',
  userNotFound: '用户不存在',
  ticketRequired: '二维码票据不能为空',
  qrAlreadyUsed: '该二维码已被使用',
  qrCancelled: '已取消登录',
  qrConfirmed: '已确认登录',
  wechatLoginFailed: '微信登录失败，请重试',
  logoutSuccess: '已退出登录',
  passwordChanged: '密码修改成功',
  bindSuccess: '绑定成功',
  updateSuccess: '保存成功',
  codeVerified: '验证通过',
  uploadFileRequired: '请选择要上传的图片',
  // issue 12: hostile input refused before it reaches the database or the log
  textUnsafe: '不能包含控制字符或无效的 Unicode 字符',
  uploadMalformed: '上传的数据不完整或格式有误，请重新选择图片上传',
  uploadTooManyParts: '上传的数据项过多，每次只能上传一张图片',
  httpBodyTooLarge: '提交的内容过大',
  httpMediaTypeUnsupported: '不支持的请求内容类型，请使用 JSON 或表单提交',
  httpBadJson: '请求内容不是有效的 JSON',
  httpEmptyJson: '请求内容为空，请提交有效的 JSON',
  httpUrlTooLong: '请求地址过长',
  httpHeadersTooLarge: '请求头或查询参数过大',
  httpBadRequest: '请求格式有误',
  httpTimeout: '请求超时，请重试',
  // interactions (issue 4): comments, replies, thumbs, collections, reports
  contentNotFound: '内容不存在',
  postNotFound: '帖子不存在',
  commentNotFound: '评论不存在',
  replyNotFound: '回复不存在',
  commentClosed: '作者已关闭评论',
  commentSwitchInvalid: '评论开关只能是 0 或 1',
  commentSwitchedOn: '已开启评论',
  commentSwitchedOff: '已关闭评论，读者将无法评论和回复',
  commentPending: '评论含敏感词，审核通过后展示',
  commentRequired: '评论内容不能为空',
  commentTooLong: '评论不能超过1000个字',
  commentTypeInvalid: '评论类型不存在',
  commentSuccess: '评论成功',
  replySuccess: '回复成功',
  replyTargetMismatch: '回复的内容与评论不一致',
  notYourComment: '只能删除自己的评论',
  notYourReply: '只能删除自己的回复',
  thumbTypeInvalid: '点赞类型不存在',
  thumbOn: '点赞成功',
  thumbOff: '已取消点赞',
  collectTypeInvalid: '收藏类型不存在',
  collectOn: '收藏成功',
  collectOff: '已取消收藏',
  reportTypeInvalid: '举报类型不存在',
  reportReasonRequired: '请填写举报理由',
  reportReasonTooLong: '举报理由不能超过200个字',
  alreadyReported: '你已经举报过了',
  reportSuccess: '举报成功，我们会尽快处理',
  idInvalid: 'id 必须是正整数',
  // search (issue 4)
  searchKeywordTooLong: '搜索内容不能超过100个字',
  searchPrompt: '输入关键词开始搜索',
  searchNoResult: '没有找到相关内容',
  searchHotKeys: '热门搜索',
  searchPlaceholder: '搜索帖子、圈子、用户',
  loadMore: '加载更多',
  listEnd: '没有更多了',
  // success (SPEC §8)
  loginSuccess: '登录成功',
  resetPasswordSuccess: '重置密码成功，前往登录',
  claimSuccess: '领取成功',
  copySuccess: '复制成功',
  // privileges, coupons and the new-user guide (issue 6); refused code transitions are
  // CODE_REFUSAL_MSG (constants/privilege.ts)
  couponNotFound: '优惠券不存在',
  couponNewUserOnly: '该优惠券仅限新用户领取',
  couponAlreadyClaimed: '已领取过该优惠券',
  couponLoadFailed: '优惠券加载失败',
  noCoupons: '暂无优惠券',
  noCodes: '暂无兑换码',
  copyFailed: '复制失败，请手动复制',
  codeNotFound: '该码不存在',
  notYourCode: '只能兑换自己领取的码',
  codeTypeInvalid: '码类型不存在',
  codePoolEmpty: '该类型的码已领完',
  codeAlreadyHeld: '你已有一个该类型的码，兑换或过期后才能再领',
  codeExpireInvalid: '过期时间必须晚于当前时间',
  codeCountInvalid: '发放数量为 1-500',
  codeTitleTooLong: '说明不能超过50个字',
  codeReviewActionInvalid: '审核操作只能是 confirm 或 reject',
  codeSubmitted: '已提交兑换，请等待审核',
  codeConfirmed: '已确认兑换',
  codeRejected: '已驳回，码已退回给用户',
  codesIssued: '发放成功',
  adminOnly: '只有管理员可以进行此操作',
  // views
  errorView: '哎呀！出错了～',
  emptyDefault: '这里什么都没有',
  noConversation: '暂无对话',
  noEleRecords: '暂无电量记录',
  notFound: '页面不存在',
  // items, review, votes, circles (issue 4, helper A)
  circleRequired: '请选择圈子',
  circleNotFound: '圈子不存在',
  tagRequired: '请至少选择一个标签',
  tagNotFound: '标签不存在',
  tagTooMany: '标签最多选择5个',
  titleTooLong: '标题不能超过100个字',
  bodyRequired: '内容不能为空',
  bodyTooLong: '正文内容过长',
  itemTypeInvalid: '帖子类型不存在',
  voteExpireRequired: '请设置投票截止时间',
  voteExpirePast: '投票截止时间必须晚于当前时间',
  voteSubjectsRequired: '请至少添加一个投票题目',
  voteOptionsTooFew: '每个题目至少需要两个选项',
  voteTooManySubjects: '投票题目过多',
  voteTooManyOptions: '投票选项过多',
  selectTypeInvalid: '请选择单选或多选',
  itemNotFound: '帖子不存在或已删除',
  draftNotFound: '草稿不存在或已删除',
  notYourItem: '只能操作自己的帖子',
  notADraft: '该帖子不是草稿',
  statusTransitionRefused: '当前状态不允许该操作',
  reviewForbidden: '只有审核员可以审核帖子',
  rejectReasonRequired: '请填写驳回原因',
  reviewActionInvalid: '审核操作有误',
  itemPublished: '发布成功',
  itemSubmittedForReview: '已提交，审核通过后公开',
  draftSaved: '草稿已保存',
  deleteSuccess: '删除成功',
  dateRangeInvalid: '开始日期不能晚于结束日期',
  dateInvalid: '日期格式应为 YYYY-MM-DD',
  voteEnded: '投票已结束',
  voteAlreadyCast: '你已经投过票了',
  voteChoiceRequired: '请选择投票选项',
  voteSingleChoice: '单选题只能选择一个选项',
  voteOptionInvalid: '投票选项不存在',
  voteNotAVote: '该帖子不是投票帖',
  voteLocked: '已有人投票，投票题目和选项不能再修改',
  voteSuccess: '投票成功',
  voteSubjectIdInvalid: '投票题目 id 必须是正整数',
  voteSubjectNotFound: '投票题目不存在或已删除',
  voteSubjectPublished: '投票发布后不能修改题目',
  voteSubjectLast: '投票至少需要一个题目',
  circleJoined: '已加入圈子',
  circleLeft: '已退出圈子',
  imageUrlInvalid: '图片地址有误',
  videoUrlInvalid: '视频地址应以 http(s):// 开头',
  // moderation queues, reports, sensitive words (issue 4)
  moderatorOnly: '只有审核员可以进行此操作',
  moderationItemStatusInvalid: '只能查看未审核或审核中的帖子',
  moderatedKindInvalid: '审核对象只能是评论或回复',
  commentAlreadyReviewed: '该内容已审核通过',
  replyParentPending: '请先审核该回复所属的评论',
  reportNotFound: '举报不存在',
  reportAlreadyClosed: '该举报已处理',
  reportActionInvalid: '举报处理操作有误',
  reportStatusInvalid: '举报状态只能是 open 或 closed',
  sensitiveWordRequired: '敏感词不能为空',
  sensitiveWordTooLong: '敏感词不能超过20个字',
  sensitiveWordExists: '该敏感词已存在',
  sensitiveWordNotFound: '敏感词不存在',
  // operator console (issue 13, docs/admin.md)
  staffOnly: '只有管理人员可以进行此操作',
  hotKeywordRequired: '请输入搜索词',
  hotKeywordTooLong: '搜索词不能超过32个字',
  hotKeywordAlreadyHidden: '该搜索词已隐藏',
  hotKeywordNotHidden: '该搜索词没有被隐藏',
  hotKeywordHidden: '已隐藏，热门搜索不再显示该词',
  hotKeywordUnhidden: '已恢复，该词达到热度后会重新显示',
  // medals (issue 6)
  medalKeyInvalid: '勋章不存在',
  medalNotManual: '该勋章由系统按条件自动颁发，不能手动颁发',
  medalAlreadyAwarded: '该用户已获得此勋章',
  medalAdminOnly: '只有管理员可以颁发勋章',
  medalAwardSuccess: '勋章已颁发',
  medalNoneEarned: '还没有获得勋章，完成下面的条件即可点亮',
  // social graph and blacklist (issue 5)
  userIdInvalid: '用户 id 必须是正整数',
  followStatusInvalid: '关注状态只能是 0 或 1',
  followSelf: '不能关注自己',
  followSuccess: '关注成功',
  unfollowSuccess: '已取消关注',
  followBlockedByMe: '你已将对方拉黑，请先移出黑名单',
  followBlockedByThem: '对方已将你拉黑，无法关注',
  followListHidden: '对方设置了关注列表不公开',
  fanListHidden: '对方设置了粉丝列表不公开',
  recommendKeyTooLong: '搜索内容不能超过32个字',
  starOrderInvalid: '排序方式不存在',
  blackSelf: '不能拉黑自己',
  blackSuccess: '已加入黑名单',
  blackCancelSuccess: '已移出黑名单',
  commentBlocked: '对方已将你拉黑，无法评论或回复',
  // message centre and homepages (issue 5)
  messageCategoryInvalid: '消息类型不存在',
  messageNotFound: '消息不存在或已删除',
  messageSwitchInvalid: '开关只能是 0 或 1',
  systemMessageLocked: '系统通知包含审核结果等重要信息，不能关闭',
  messageSwitchOn: '已开启',
  messageSwitchOff: '已关闭',
  messagesMarkedRead: '已标记为已读',
  messageTipLoggedOut: '登录后可以查看评论、点赞、粉丝和私信消息',
  collectListHidden: '对方设置了收藏不公开',
  dynamicHidden: '对方设置了动态不公开',
  fansMessageTitle: '关注了你',
  // private letters and the socket (issue 5); SPEC §5's 消息不能为空 is messageEmpty above
  letterRecalledByMe: '你撤回了一条消息',
  letterRecalledByThem: '对方撤回了一条消息',
  letterTooLong: '消息不能超过1000个字',
  letterSelf: '不能给自己发私信',
  letterBlockedByThem: '对方已将你拉黑，无法发送私信',
  letterBlockedByMe: '你已将对方拉黑，请先移出黑名单',
  letterNotFound: '消息不存在',
  letterNoInvalid: '消息编号有误',
  letterNoReused: '消息编号已被使用',
  letterKindInvalid: '消息类型只能是 1（文字）或 2（图片）',
  letterRecallNotOwn: '只能撤回自己发送的消息',
  letterRecallExpired: '发送超过2分钟的消息不能撤回',
  letterRecallSuccess: '已撤回',
  letterSendTooFast: '发送太频繁，请稍后再试',
  letterUserTypeInvalid: 'user_type 只能是用户 id 或 all',
  letterReadSuccess: '已标记为已读',
  conversationNotFound: '对话不存在',
  socketUserMismatch: '用户身份不匹配',
  socketFrameInvalid: '消息格式有误',
  socketIdle: '连接超时',
  socketServerClosing: '服务器维护中，请稍后重连',
  // chat dialog, web side (issue 5)
  chatNoConversation: '暂无对话',
  chatNoMessages: '还没有消息，打个招呼吧',
  chatPickConversation: '选择一个对话开始聊天',
  chatNoUser: '没有找到相关用户',
  chatSendFailed: '发送失败',
  // message centre and homepages, web side (issue 5)
  privacyHidden: '对方已设置隐私',
  userSignEmpty: '这个人很懒，什么都没写',
  blackConfirm:
    '拉黑后将同时解除你们的关注关系，TA 不能关注你、不能评论或回复你的内容，TA 的帖子和评论也不会再出现在你眼前。',
  blackCancelConfirm: '移出后 TA 可以重新关注你、评论你的内容；之前的关注关系不会恢复。',
} as const;

/** The logged-in message tip: 你有N条未读消息 (N exact; the badge caps, the tip does not). */
export function unreadTipMessage(n: number): string {
  return `你有${n}条未读消息`;
}

/** SPEC §8 sign-in success toast: 恭喜签到获得{n}电量. */
export function signInSuccessMessage(n: number): string {
  return `恭喜签到获得${n}电量`;
}

/** SPEC §4 send-code countdown label: 'Ns可重发'. */
export function resendCountdownLabel(seconds: number): string {
  return `${seconds}s可重发`;
}
export const SEND_CODE_LABEL = '获取验证码';

/** 429 when a code was requested again within CODE_RESEND_SECONDS: 请N秒后再试. */
export function retryAfterSecondsMessage(seconds: number): string {
  return `请${seconds}秒后再试`;
}

/** 429 of a locked password login: 登录失败次数过多，请N分钟后再试. */
export function loginLockedMessage(minutes: number): string {
  return `登录失败次数过多，请${minutes}分钟后再试`;
}

/** 429 of a password change after too many wrong old passwords: 原密码错误次数过多，请N分钟后再试. */
export function oldPasswordLockedMessage(minutes: number): string {
  return `原密码错误次数过多，请${minutes}分钟后再试`;
}

/**
 * 429 of an abuse limit, with when to try again: 操作太频繁，请N秒后再试 (minutes from two
 * minutes on, hours from two hours on).
 */
export function tooFrequentMessage(retryAfterSeconds: number): string {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  if (s < 120) return `操作太频繁，请${s}秒后再试`;
  if (s < 7200) return `操作太频繁，请${Math.ceil(s / 60)}分钟后再试`;
  return `操作太频繁，请${Math.ceil(s / 3600)}小时后再试`;
}
