import { FORGET_TAB } from '../../lib/navigation';

/**
 * Login-dialog wording (SPEC §2 leaves it to us); messages the client shows as errors
 * live in shared MSG. One place, so the dialog, the login page and the tests agree.
 */
export const AUTH_TEXT = {
  title: '加入芯客，和硬件爱好者一起发现、分享新科技产品',
  phoneAutoSignup: '未注册的手机号验证后将自动创建芯客账号',
  qrAutoSignup: '未注册的用户扫码确认后将自动创建芯客账号',
  // Says what to scan with: WeChat's 扫一扫 opens the QR's confirm page (SPEC §2 微信扫码).
  qrHint: '请使用微信扫一扫，扫描二维码登录',
  wechatFrameTitle: '微信扫码登录',
  wechatOpenWindow: '在新窗口打开微信登录',
  qrRefresh: '刷新二维码',
  forgotTitle: '找回密码',
  backToLogin: '返回登录',
  forgotLink: '忘记密码',
} as const;

/** Tabs of the login dialog (SPEC §2); `forgot` is reached from the password tab. */
export type LoginMode = 'qr' | 'phone' | 'password' | 'forgot';
export type LoginTab = Exclude<LoginMode, 'forgot'>;

export const LOGIN_TABS: { key: LoginTab; label: string }[] = [
  { key: 'qr', label: '微信扫码登录' },
  { key: 'phone', label: '手机号登录' },
  { key: 'password', label: '密码登录' },
];

/** `?tab=` of the login page: which form it opens (LOGIN_TAB_PARAM, lib/navigation). */
const MODE_BY_TAB_PARAM: Record<string, LoginMode> = {
  qr: 'qr',
  phone: 'phone',
  password: 'password',
  [FORGET_TAB]: 'forgot',
};

/** The form a `?tab=` value opens; undefined (the default tab) for a missing or odd one. */
export function loginModeFromTab(tab: string | null): LoginMode | undefined {
  return tab !== null && Object.hasOwn(MODE_BY_TAB_PARAM, tab) ? MODE_BY_TAB_PARAM[tab] : undefined;
}
