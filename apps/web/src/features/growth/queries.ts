import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
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

/** A sign-in succeeded: toast 恭喜签到获得{n}电量 (SPEC §8), user info updated at once. */
export function signedIn(queryClient: QueryClient, data: SignIn): void {
  toast.success(signInSuccessMessage(data.ele));
  queryClient.setQueryData<UserInfo>(accountKeys.info, (old) =>
    old ? { ...old, sign_flag: data.sign_flag, sign_days: data.last_days, ele: data.point } : old,
  );
}

/** After any sign-in attempt: user info and the history are read again. */
export function refreshAfterSignIn(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: accountKeys.info });
  void queryClient.invalidateQueries({ queryKey: growthKeys.points });
}

/**
 * GET /web/index/user_sign from the popup. A refused sign-in (今天已签到 from another tab)
 * has its toast from the http client.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(userSign),
    onSuccess: (data) => signedIn(queryClient, data),
    onSettled: () => refreshAfterSignIn(queryClient),
  });
}
