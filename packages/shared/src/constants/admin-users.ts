import { defineEnum } from './define-enum';

/*
 * The console's users area (docs/admin-users.md): roles, mute and ban, login history.
 */

/** How a session was opened (login_history.method). Registering with a code counts as sms. */
export const LoginMethod = defineEnum({
  sms: { value: 'sms', label: '短信验证码' },
  password: { value: 'password', label: '密码' },
  wechat: { value: 'wechat', label: '微信' },
  qr: { value: 'qr', label: '扫码' },
});
export const LOGIN_METHOD = LoginMethod.values;
export type LoginMethodValue = (typeof LOGIN_METHOD)[keyof typeof LOGIN_METHOD];

/**
 * The `until` of a permanent mute or ban (9999-12-31 00:00 UTC, in seconds): stored like
 * any other expiry, so "is it in force" is one comparison with the clock everywhere.
 */
export const SANCTION_PERMANENT = 253_402_214_400;
export const isPermanentSanction = (until: number): boolean => until >= SANCTION_PERMANENT;

/** The console's expiry choices for a mute or a ban (days; null = permanent). */
export const SANCTION_DURATIONS: readonly { days: number | null; label: string }[] = [
  { days: 1, label: '1 天' },
  { days: 3, label: '3 天' },
  { days: 7, label: '7 天' },
  { days: 30, label: '30 天' },
  { days: 365, label: '1 年' },
  { days: null, label: '永久' },
];

/** Longest reason a staff member may give for a user action. */
export const ADMIN_REASON_MAX_CHARS = 200;
/** Largest single electricity adjustment, either way. */
export const ELE_ADJUST_MAX = 100_000;
/** Login history is kept this long (housekeeping drops older rows). */
export const LOGIN_HISTORY_DAYS = 180;

/** The users table's sortable columns. */
export const AdminUserSort = defineEnum({
  id: { value: 'id', label: 'ID' },
  createTime: { value: 'create_time', label: '注册时间' },
  ele: { value: 'ele', label: '电量' },
  fanCount: { value: 'fan_count', label: '粉丝数' },
  itemCount: { value: 'item_count', label: '帖子数' },
});
export const ADMIN_USER_SORT = AdminUserSort.values;
export type AdminUserSortValue = (typeof ADMIN_USER_SORT)[keyof typeof ADMIN_USER_SORT];
