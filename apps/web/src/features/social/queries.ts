import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blackList,
  fanList,
  fanRecommendList,
  followList,
  followRecommendList,
  MSG,
  starUsers,
  userBlack,
  userBlackCancel,
  type BlackState,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { homepageKeys, socialKeys } from './keys';

/**
 * Someone's follows or fans (`userId` 0: mine). Silent: a list hidden by their privacy
 * settings answers 403 with the reason, which the tab shows in place of the list.
 */
export function usePeopleList(kind: 'follow' | 'fans', userId: number, page: number) {
  const contract = kind === 'follow' ? followList : fanList;
  const keyOf = kind === 'follow' ? socialKeys.follows : socialKeys.fans;
  return useQuery({
    queryKey: keyOf(userId, page),
    queryFn: () => api(contract, { page, user_id: userId || undefined }, { silent: true }),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

/** People to follow (follow_recommend_list) or fans to follow back (fan_recommend_list). */
export function useRecommendations(
  kind: 'follow' | 'fan',
  page: number,
  pageSize: number,
  enabled = true,
) {
  return useQuery({
    queryKey: socialKeys.recommend(kind, page, pageSize),
    queryFn: () =>
      api(kind === 'follow' ? followRecommendList : fanRecommendList, {
        page,
        page_size: pageSize,
        key: '',
      }),
    enabled: enabled && hasToken(),
    placeholderData: keepPreviousData,
  });
}

/** The star users of /web/v2/index/star/user/list (most fans or most praise). */
export function useStarUsers(order: number) {
  return useQuery({
    queryKey: socialKeys.stars(order),
    queryFn: () => api(starUsers, { order }),
  });
}

/** My blacklist, newest first. */
export function useBlackList(page: number) {
  return useQuery({
    queryKey: socialKeys.blackPage(page),
    queryFn: () => api(blackList, { page }),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

/**
 * 拉黑 / 取消拉黑 (移除). A block ends follows both ways, so everything about people
 * (lists, homepages, counts) is read again afterwards.
 */
export function useSetBlack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      api(block ? userBlack : userBlackCancel, { black_user_id: userId }),
    onSuccess: async (answer: BlackState) => {
      toast.success(answer.is_black === 1 ? MSG.blackSuccess : MSG.blackCancelSuccess);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: homepageKeys.all }),
      ]);
    },
  });
}
