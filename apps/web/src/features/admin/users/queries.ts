import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminAdjustUserEle,
  adminBanUser,
  adminMuteUser,
  adminRevokeUserSessions,
  adminSetUserRole,
  adminSetUserXUp,
  adminUnbanUser,
  adminUnmuteUser,
  adminUser,
  adminUserComments,
  adminUserEle,
  adminUserLogins,
  adminUserPosts,
  adminUsers,
  adminUserSessions,
  type AdminUserDetail,
  type Contract,
  type ContractInput,
  type Paginate,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersQuery) => ['admin', 'users', 'list', query] as const,
  one: (id: number) => ['admin', 'users', id] as const,
  tab: (id: number, tab: UserTab, page: number) => ['admin', 'users', id, tab, page] as const,
};

export type AdminUsersQuery = Omit<ContractInput<typeof adminUsers>, 'page_size'>;

/** GET /web/admin/users: one page of the users table (paged, filtered, sorted on the server). */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminUserKeys.list(query),
    queryFn: () => api(adminUsers, { ...query, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: number) {
  return useQuery({ queryKey: adminUserKeys.one(id), queryFn: () => api(adminUser, { id }) });
}

/** The paged tabs of the user page. */
export type UserTab = 'posts' | 'comments' | 'ele' | 'logins';

const TAB_CONTRACTS = {
  posts: adminUserPosts,
  comments: adminUserComments,
  ele: adminUserEle,
  logins: adminUserLogins, // admins only (the server refuses moderators)
} as const;

/**
 * One page of a tab of the user page. One hook for all four (the tab only picks the
 * contract), so a table component calls it unconditionally; `T` is the tab's row type.
 */
export function useUserTab<T>(id: number, tab: UserTab, page: number) {
  return useQuery({
    queryKey: adminUserKeys.tab(id, tab, page),
    queryFn: () =>
      api(TAB_CONTRACTS[tab] as Contract, { id, page, page_size: ADMIN_PAGE_SIZE }) as Promise<{
        data: T[];
        paginate: Paginate;
      }>,
    placeholderData: keepPreviousData,
  });
}

/** Admins only: the user's live sessions. */
export function useUserSessions(id: number) {
  return useQuery({
    queryKey: ['admin', 'users', id, 'sessions'],
    queryFn: () => api(adminUserSessions, { id }),
  });
}

/** Every action on a user, by name: its contract and the toast of its success. */
const ACTIONS = {
  role: { contract: adminSetUserRole, done: MSG.userRoleDone },
  mute: { contract: adminMuteUser, done: MSG.userMutedDone },
  unmute: { contract: adminUnmuteUser, done: MSG.userUnmutedDone },
  ban: { contract: adminBanUser, done: MSG.userBannedDone },
  unban: { contract: adminUnbanUser, done: MSG.userUnbannedDone },
  xUp: { contract: adminSetUserXUp, done: MSG.userXUpDone },
  ele: { contract: adminAdjustUserEle, done: MSG.userEleDone },
  revokeSessions: { contract: adminRevokeUserSessions, done: MSG.userSessionsRevokedDone },
} as const;
export type UserActionName = keyof typeof ACTIONS;
export type UserActionInput<A extends UserActionName> = Omit<
  ContractInput<(typeof ACTIONS)[A]['contract']>,
  'id'
>;

/**
 * An action on the user `id`; the answer is the user as they now are (the page shows it at
 * once), then every console read of users is fetched again (table flags, ledger, sessions,
 * the audit log).
 */
export function useUserAction<A extends UserActionName>(id: number, action: A) {
  const queryClient = useQueryClient();
  const { contract, done } = ACTIONS[action];
  return useMutation({
    // Every action's contract takes `:id` plus its body and answers the user (AdminUserDetail).
    mutationFn: (input: UserActionInput<A>): Promise<AdminUserDetail> =>
      api(contract as Contract, { id, ...input }) as Promise<AdminUserDetail>,
    onSuccess: (user) => {
      toast.success(done);
      queryClient.setQueryData(adminUserKeys.one(id), user);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
