import { defineEnum } from './define-enum';

/** SPEC §4 follow status between the viewer and another user. */
export const FollowStatus = defineEnum({
  self: { value: -1, label: '本人' },
  notFollowed: { value: 0, label: '未关注' },
  followed: { value: 1, label: '已关注' },
  mutual: { value: 2, label: '互相关注' },
});
export const FOLLOW_STATUS = FollowStatus.values;

/**
 * SPEC §4 follow action value. Inverted on purpose: it describes the state
 * *before* the click, so 1 (not followed yet) follows and 0 (followed) unfollows.
 */
export const FollowAction = defineEnum({
  follow: { value: 1, label: '关注' },
  unfollow: { value: 0, label: '取消关注' },
});
export const FOLLOW_ACTION = FollowAction.values;

/** SPEC §3/§9 `is_old`: new users (0) see the guide and may claim the new-user coupon. */
export const UserType = defineEnum({
  new: { value: 0, label: '新用户' },
  old: { value: 1, label: '老用户' },
});
export const USER_TYPE = UserType.values;

/** SPEC §3 user `sex`; 0 keeps it private. */
export const Sex = defineEnum({
  secret: { value: 0, label: '保密' },
  male: { value: 1, label: '男' },
  female: { value: 2, label: '女' },
});
export const SEX = Sex.values;

/** SPEC §3 occupation labels; each is shown as a coloured tag. */
export const Occupation = defineEnum({
  projectManager: { value: 1, label: '项目经理' },
  productManager: { value: 2, label: '产品经理' },
  engineer: { value: 3, label: '工程师' },
  designer: { value: 4, label: '设计师' },
  projectInvestor: { value: 5, label: '项目投资人' },
  supplier: { value: 6, label: '供应商' },
  selfMedia: { value: 7, label: '自媒体' },
  stationPublic: { value: 8, label: '站务官方' },
});
export const OCCUPATION = Occupation.values;
export type OccupationValue = (typeof OCCUPATION)[keyof typeof OCCUPATION];

/** Colour class of each occupation tag (SPEC §3), keyed by occupation value. */
export const OCCUPATION_COLOR_CLASS: Record<OccupationValue, string> = {
  1: 'occupation-blue',
  2: 'occupation-cyan',
  3: 'occupation-green',
  4: 'occupation-purple',
  5: 'occupation-gold',
  6: 'occupation-orange',
  7: 'occupation-magenta',
  8: 'occupation-red',
};

/**
 * Whether someone of `role` may wear `occupation` on a project team (their own project's
 * label, or a join request's). 站务官方 says the person speaks for the site, so it is for
 * staff (moderators and admins) only; every other label is anyone's. The server refuses by
 * this (MSG.projectOccupationStaffOnly) and the pickers offer only what it allows.
 */
export function mayUseOccupation(occupation: number, role: string | undefined): boolean {
  return (
    occupation !== OCCUPATION.stationPublic ||
    role === USER_ROLE.moderator ||
    role === USER_ROLE.admin
  );
}

/** Colour class for an occupation given by value or by its Chinese label; '' when unknown. */
export function occupationColorClass(occupation: number | string): string {
  const value =
    typeof occupation === 'number'
      ? occupation
      : Occupation.options.find((o) => o.label === occupation)?.value;
  return Occupation.has(value) ? OCCUPATION_COLOR_CLASS[value] : '';
}

/** Server-side roles (SPEC §6 leaves the rules open; DESIGN uses these three). */
export const UserRole = defineEnum({
  user: { value: 'user', label: '用户' },
  moderator: { value: 'moderator', label: '版主' },
  admin: { value: 'admin', label: '管理员' },
});
export const USER_ROLE = UserRole.values;
export type UserRoleValue = (typeof USER_ROLE)[keyof typeof USER_ROLE];

/**
 * SPEC §3 user-info `symbol` (身份标识): SPEC names the field only. It is the badge shown
 * beside a nickname: staff first, then the creative master (x_up); '' for everyone else
 * (docs/user-center.md).
 */
export function userSymbol(role: string, xUp: number): string {
  if (role === USER_ROLE.admin) return '官方';
  if (role === USER_ROLE.moderator) return '版主';
  return xUp === 1 ? '创作达人' : '';
}

/**
 * SPEC §3 `user_image_status`: 1 the member uploaded an avatar of their own, 0 they still
 * show the default one (the guide and the tasks ask them to upload one).
 */
export const UserImageStatus = defineEnum({
  default: { value: 0, label: '默认头像' },
  own: { value: 1, label: '已上传头像' },
});
export const USER_IMAGE_STATUS = UserImageStatus.values;
