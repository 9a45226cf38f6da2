/** SPEC §8 client messages, one place for every Chinese string the client shows. */
export const MSG = {
  // transport (SPEC §8)
  timeout: '请求超时',
  unauthorized: '身份验证失败,请重新登录',
  unknownError: '未知错误',
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
  alreadySigned: '今天已签到',
  messageEmpty: '消息不能为空',
  imageTypeInvalid: '请选择正确的图片',
  imageTooLarge: '选择的图片大小不能超过5MB',
  // success (SPEC §8)
  loginSuccess: '登录成功',
  resetPasswordSuccess: '重置密码成功，前往登录',
  claimSuccess: '领取成功',
  copySuccess: '复制成功',
  // views
  errorView: '哎呀！出错了～',
  emptyDefault: '这里什么都没有',
  noConversation: '暂无对话',
  notFound: '页面不存在',
} as const;

/** SPEC §8 sign-in success toast: 恭喜签到获得{n}电量. */
export function signInSuccessMessage(n: number): string {
  return `恭喜签到获得${n}电量`;
}

/** SPEC §4 send-code countdown label: 'Ns可重发'. */
export function resendCountdownLabel(seconds: number): string {
  return `${seconds}s可重发`;
}
export const SEND_CODE_LABEL = '获取验证码';
