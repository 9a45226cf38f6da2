import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  otherUserInfo,
  userActive,
  userCollect,
  userItemDynamic,
  userObject,
  userVotes,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';
import { homepageKeys } from '../social/keys';

/*
 * The homepage reads. `userId` 0 is me (no user_id sent; needs a login). Reads are silent:
 * the page shows a missing user, and a tab hidden by privacy shows the server's reason in
 * place of the list, instead of an error toast.
 */

/** SPEC §3 homepage user: follow_flag, is_black, the counts and their privacy switches. */
export function useHomepageUser(userId: number) {
  return useQuery({
    queryKey: homepageKeys.object(userId),
    queryFn: () => api(userObject, { user_id: userId || undefined }, { silent: true }),
    retry: retryUnlessClientError,
  });
}

/** SPEC §3 other-person profile (sign, district, profession, joined). */
export function useOtherProfile(userId: number) {
  return useQuery({
    queryKey: homepageKeys.info(userId),
    queryFn: () => api(otherUserInfo, { user_id: userId }, { silent: true }),
    enabled: userId > 0,
    retry: retryUnlessClientError,
  });
}

const listOptions = { placeholderData: keepPreviousData, retry: retryUnlessClientError };
const query = (userId: number, page: number) => ({ user_id: userId || undefined, page });

/** 帖子: their published items of every type (item_dynamic). */
export const useItemDynamic = (userId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: homepageKeys.list(userId, 'posts', page),
    queryFn: () => api(userItemDynamic, query(userId, page), { silent: true }),
    enabled,
    ...listOptions,
  });

/** 投票: the vote posts they started. */
export const useUserVotes = (userId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: homepageKeys.list(userId, 'votes', page),
    queryFn: () => api(userVotes, query(userId, page), { silent: true }),
    enabled,
    ...listOptions,
  });

/** 收藏: their collections. */
export const useUserCollect = (userId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: homepageKeys.list(userId, 'collect', page),
    queryFn: () => api(userCollect, query(userId, page), { silent: true }),
    enabled,
    ...listOptions,
  });

/** 动态: what they did lately (posted, commented, replied, liked). */
export const useUserActive = (userId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: homepageKeys.list(userId, 'dynamic', page),
    queryFn: () => api(userActive, query(userId, page), { silent: true }),
    enabled,
    ...listOptions,
  });
