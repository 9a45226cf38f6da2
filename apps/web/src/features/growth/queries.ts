import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  signInSuccessMessage,
  userPoint,
  userSign,
  type SignIn,
  type UserInfo,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { accountKeys } from '../account/queries';

/** The member's electricity history lives under ['user'], so logout drops it too. */
export const growthKeys = {
  points: ['user', 'points'] as const,
  pointPage: (query: PointQuery) => ['user', 'points', query] as const,
};

export interface PointQuery {
  page: number;
  begin_time?: string;
  end_time?: string;
}

/** GET /web/user/point: a page of my ledger rows with my balance. */
export function usePoints(query: PointQuery) {
  return useQuery({
    queryKey: growthKeys.pointPage(query),
    queryFn: () => api(userPoint, query),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /web/index/user_sign. Success toasts 恭喜签到获得{n}电量 (SPEC §8) and puts the new
 * sign_flag, streak and balance into user info at once; a refused sign-in (今天已签到 from
 * another tab) has its toast from the http client, and user info is read again either way.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(userSign),
    onSuccess: (data: SignIn) => {
      toast.success(signInSuccessMessage(data.ele));
      queryClient.setQueryData<UserInfo>(accountKeys.info, (old) =>
        old
          ? { ...old, sign_flag: data.sign_flag, sign_days: data.last_days, ele: data.point }
          : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.info });
      void queryClient.invalidateQueries({ queryKey: growthKeys.points });
    },
  });
}
