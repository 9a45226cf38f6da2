import { defineEnum } from './define-enum';

/**
 * Accounts and sessions (issue 3). SPEC §5 leaves password and form limits open ("not
 * shown"); these are our choices, shared so the form and the server say the same thing.
 */

/** One-time codes sent by SMS or e-mail. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 300;
/** Wrong guesses a code survives; the next wrong one kills it. */
export const CODE_MAX_WRONG_TRIES = 5;
/** Codes one phone or e-mail address may receive per calendar day window (24 h). */
export const CODE_DAILY_CAP_PER_CONTACT = 10;
/** Codes one IP may request per hour, whatever the address. */
export const CODE_HOURLY_CAP_PER_IP = 20;
/**
 * Requests that check a code (code login, register, forgot-password steps, bind and change
 * of phone or e-mail) one IP may make per hour: every code it may request, checked twice
 * (forget_next, then forget_reset). Guessing across many addresses hits this first.
 */
export const CODE_CHECKS_PER_IP_PER_HOUR = 2 * CODE_HOURLY_CAP_PER_IP;

/** Password-login throttles: Discourse's per-IP anchors, and a per-account lockout. */
export const LOGIN_IP_PER_MINUTE = 6;
export const LOGIN_IP_PER_HOUR = 30;
/** Failures per account per window before it is locked (stricter than ASVS 2.2.1's 100/h). */
export const LOGIN_ACCOUNT_MAX_FAILURES = 10;
export const LOGIN_ACCOUNT_WINDOW_MINUTES = 15;

/** A session token lives this long; the client's cookies expire with it. */
export const SESSION_TTL_DAYS = 30;

/** A login QR ticket is valid this long; the dialog offers a refresh afterwards. */
export const QR_TTL_SECONDS = 120;
/** QR tickets one IP may create per hour: a page left open refreshes one per QR_TTL (30/h). */
export const QR_CREATE_CAP_PER_IP_PER_HOUR = 60;

/** Password policy. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const PASSWORD_RULE_TEXT = `密码为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，需同时包含字母和数字`;

/** True when `password` meets the policy (length in characters, at least a letter and a digit). */
export function isStrongPassword(password: string): boolean {
  const length = Array.from(password).length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}

/** Profile limits (characters, not bytes). */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 16;
export const USER_SIGN_MAX_LENGTH = 60;
export const DISTRICT_MAX_LENGTH = 32;
/** Nickname given to an account created by its first SMS or WeChat login: 芯客_ab12. */
export const DEFAULT_NICKNAME_PREFIX = '芯客_';

/** Avatar upload (SPEC §5 image rules): 5 MB, images only. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_THUMB_SIZE_PX = 64;

/**
 * POST /web/login/qrcode_check answers HTTP 200 with one of these non-zero codes until the
 * ticket is confirmed (code 0 with the login result); the label is the envelope msg.
 */
export const QrStatus = defineEnum({
  waiting: { value: 1001, label: '等待扫码' },
  scanned: { value: 1002, label: '已扫码，请在手机上确认' },
  expired: { value: 1003, label: '二维码已过期，请刷新' },
});
export const QR_STATUS = QrStatus.values;
export type QrStatusValue = (typeof QR_STATUS)[keyof typeof QR_STATUS];

/** Which QR login flow the server runs (env WECHAT_LOGIN_PROVIDER). */
export const QR_PROVIDERS = ['dev', 'wechat'] as const;
export type QrProvider = (typeof QR_PROVIDERS)[number];

/** SPEC §7 change_way of the change-contact calls. */
export const ChangeWay = defineEnum({
  phone: { value: 1, label: '更换手机号' },
  email: { value: 2, label: '更换邮箱' },
});
export const CHANGE_WAY = ChangeWay.values;

/** Dev outbox channels. */
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** The mobile page a dev QR code opens (the "scan with the app" flow). */
export const QR_CONFIRM_PATH = '/app/new-version/qr-confirm';
/** Where WeChat sends the browser back after a website-login scan. */
export const WECHAT_CALLBACK_PATH = '/web/login/wechat/callback';
/** The login page (SPEC §2); the WeChat callback sends the browser back to it. */
export const LOGIN_PAGE_PATH = '/app/new-version/login';
/**
 * Query parameters of the login page after the WeChat callback: the confirmed ticket (the
 * page finishes with qrcode_check), or a failure flag (the page says MSG.wechatLoginFailed).
 */
export const WECHAT_RETURN_PARAM = { ticket: 'qr_ticket', error: 'wechat_error' } as const;
