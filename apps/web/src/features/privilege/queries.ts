import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  claimPrerogativeCode,
  discountTicket,
  prerogativeCodes,
  receiveCoupon,
  redeemPrerogativeCode,
  setGuide,
  type UserInfo,
} from '@xinke/shared';
import { api } from '../../lib/api';
import type { ApiFailure } from '../../lib/http';
import { toast } from '../../lib/toast';
import { accountKeys } from '../account/queries';

/** Under ['user'], so a logout drops them with the rest of the member's data. */
export const privilegeKeys = {
  coupons: ['user', 'coupons'] as const,
  codes: ['user', 'codes'] as const,
  codePage: (page: number) => ['user', 'codes', page] as const,
};

/**
 * GET /web/discount/ticket. SPEC §8 "Coupon load failure: error": an error toast with the
 * server's msg (or 优惠券加载失败 when none came), whoever shows the list.
 */
export function useCoupons() {
  return useQuery({
    queryKey: privilegeKeys.coupons,
    queryFn: () =>
      api(discountTicket, undefined, { silent: true }).catch((failure: ApiFailure) => {
        toast.error(failure.msg || MSG.couponLoadFailed);
        throw failure;
      }),
  });
}

/** POST /web/issue/products/coupons/receive (the new-user coupon unless `coupon_id`). */
export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId?: number) =>
      api(receiveCoupon, couponId === undefined ? {} : { coupon_id: couponId }),
    onSuccess: (coupon) => {
      if (coupon.first_claim) toast.success(MSG.claimSuccess);
      void queryClient.invalidateQueries({ queryKey: privilegeKeys.coupons });
    },
  });
}

/** POST /xgo/v1/web/common/set_guide: is_old 1 at once in the cached user info. */
export function useSetGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(setGuide),
    onSuccess: (state) =>
      queryClient.setQueryData<UserInfo>(accountKeys.info, (old) =>
        old ? { ...old, is_old: state.is_old } : old,
      ),
  });
}

/** GET /web/user/prerogative/codes: a page of my codes and what I may claim. */
export function useCodes(page: number) {
  return useQuery({
    queryKey: privilegeKeys.codePage(page),
    queryFn: () => api(prerogativeCodes, { page }),
    placeholderData: keepPreviousData,
  });
}

/** Claim (可用 → 已领取) and submit (已领取 → 兑换中); refusals toast the server's reason. */
export function useCodeActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: privilegeKeys.codes });
  const claim = useMutation({
    mutationFn: (type: number) => api(claimPrerogativeCode, { type }),
    onSuccess: () => toast.success(MSG.claimSuccess),
    onSettled: refresh,
  });
  const redeem = useMutation({
    mutationFn: (id: number) => api(redeemPrerogativeCode, { id }),
    onSuccess: () => toast.success(MSG.codeSubmitted),
    onSettled: refresh,
  });
  return { claim, redeem };
}
