import { defineEnum } from './define-enum';
import { CODE_STATUS } from './growth';

/**
 * Privilege codes and coupons (issue 6). SPEC §4 lists the code statuses but not who may
 * move a code between them; this file is the one place that decides it. The server
 * enforces exactly this table (modules/privilege/code-transition.ts) and the privilege
 * page reads it to know which buttons to offer. docs/growth.md has the same table.
 *
 *   member (the holder):
 *     可用 0   → 已领取 1   claims a code of a type from the pool (POST …/codes/claim)
 *     已领取 1 → 兑换中 2   submits it for redemption (POST …/codes/:id/redeem)
 *   admin (POST /web/admin/prerogative/codes/:id/review):
 *     兑换中 2 → 已兑换 3   confirms the redemption
 *     兑换中 2 → 已领取 1   rejects it: the member holds the code again and may resubmit
 *   time (nobody calls it: computed on every read and checked in every transition):
 *     可用 0 | 已领取 1 | 兑换中 2 → 已过期 4   once expire_time has passed
 *
 * 已兑换 and 已过期 are final. Nobody moves a code back to the pool (a claimed code is
 * personal), and an admin never redeems a code the member has not submitted.
 */
export type CodeStatusValue = (typeof CODE_STATUS)[keyof typeof CODE_STATUS];

export const CodeActor = defineEnum({
  member: { value: 'member', label: '用户' },
  admin: { value: 'admin', label: '管理员' },
  time: { value: 'time', label: '到期' },
});
export type CodeActorValue = (typeof CodeActor.values)[keyof typeof CodeActor.values];

const { available, claimed, redeeming, redeemed, expired } = CODE_STATUS;

export const CODE_STATUS_TRANSITIONS: Record<
  CodeActorValue,
  Record<CodeStatusValue, readonly CodeStatusValue[]>
> = {
  member: {
    [available]: [claimed],
    [claimed]: [redeeming],
    [redeeming]: [],
    [redeemed]: [],
    [expired]: [],
  },
  admin: {
    [available]: [],
    [claimed]: [],
    [redeeming]: [redeemed, claimed],
    [redeemed]: [],
    [expired]: [],
  },
  time: {
    [available]: [expired],
    [claimed]: [expired],
    [redeeming]: [expired],
    [redeemed]: [],
    [expired]: [],
  },
};

/** True when `actor` may move a code from `from` to `to` (see the table above). */
export function canCodeTransition(actor: CodeActorValue, from: number, to: number): boolean {
  const allowed = CODE_STATUS_TRANSITIONS[actor][from as CodeStatusValue] as
    readonly number[] | undefined;
  return allowed?.includes(to) ?? false;
}

/**
 * The status a person sees: a stored status that time has moved on (past expire_time and
 * not yet redeemed) reads as 已过期. `expireTime` and `now` in milliseconds; a code
 * expires at its expire_time exactly.
 */
export function effectiveCodeStatus(status: number, expireTime: number, now: number): number {
  return now >= expireTime && canCodeTransition('time', status, expired) ? expired : status;
}

/** Why a transition from `status` was refused, in words the member can act on. */
export const CODE_REFUSAL_MSG: Record<CodeStatusValue, string> = {
  [available]: '该码尚未被领取',
  [claimed]: '该码尚未提交兑换',
  [redeeming]: '该码正在兑换中，请等待审核',
  [redeemed]: '该码已兑换',
  [expired]: '该码已过期',
};

/** GET /web/user/prerogative/codes page size. */
export const CODE_PAGE_SIZE = 10;
/** Most codes an admin issues into the pool in one call. */
export const CODE_ISSUE_MAX = 500;

/** POST /web/admin/prerogative/codes/:id/review action. */
export const CodeReviewAction = defineEnum({
  confirm: { value: 'confirm', label: '确认兑换' },
  reject: { value: 'reject', label: '驳回' },
});
export const CODE_REVIEW_ACTION = CodeReviewAction.values;

/**
 * A claimed coupon's state as GET /web/discount/ticket answers it (SPEC gives none):
 * derived from use_time and expire_time, never stored.
 */
export const CouponStatus = defineEnum({
  usable: { value: 0, label: '可使用' },
  used: { value: 1, label: '已使用' },
  expired: { value: 2, label: '已过期' },
});
export const COUPON_STATUS = CouponStatus.values;

/** coupons.audience: who may claim a coupon (SPEC §5: the new coupon is for new users only). */
export const CouponAudience = defineEnum({
  newUser: { value: 'new_user', label: '新用户专享' },
  all: { value: 'all', label: '所有用户' },
});
export const COUPON_AUDIENCE = CouponAudience.values;

/** Fen (分, how money is stored) as 元 for people: 2000 → '20', 1990 → '19.9'. */
export function fenToYuan(fen: number): string {
  return String(Math.round(fen) / 100);
}

/** The privilege page (SPEC §2), where the coupon dialog's 立即查看 leads. */
export const PRIVILEGE_PATH = '/app/new-version/user-center/privilege';

/*
 * The rewards console (docs/admin-rewards.md): coupon definition limits (money in fen),
 * how many members one issue reaches, and the bound of a CSV export of codes.
 */
export const COUPON_NAME_MAX = 30;
export const COUPON_DESCRIPTION_MAX = 200;
/** 0.01 元 … 10000 元. */
export const COUPON_DISCOUNT_MAX_FEN = 1_000_000;
/** 0 (no threshold) … 100000 元. */
export const COUPON_MIN_FEE_MAX_FEN = 10_000_000;
export const COUPON_VALID_DAYS_MAX = 3650;
/** Members one issue may name (ids and phones together). */
export const COUPON_ISSUE_MAX = 200;
/** Rows one CSV export of codes holds at most (the answer says when more matched). */
export const CODE_EXPORT_MAX_ROWS = 10_000;
/** Longest review note an admin sends with a decision on a code. */
export const CODE_REVIEW_REASON_MAX = 200;
