import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  adminCircleCreate,
  adminCircleDelete,
  adminCircles,
  adminCircleUpdate,
  adminPostFlag,
  adminPostMove,
  adminPostRemove,
  adminPostRestore,
  adminPosts,
  adminTagCreate,
  adminTagDelete,
  adminTags,
  adminTagUpdate,
  type AdminCircleInput,
  type AdminPostFlagValue,
  type AdminTagInput,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export const communityKeys = {
  circles: (q: CirclesQuery) => ['admin', 'community', 'circles', q] as const,
  tags: (q: TagsQuery) => ['admin', 'community', 'tags', q] as const,
  posts: (q: PostsQuery) => ['admin', 'community', 'posts', q] as const,
};

export type CirclesQuery = Omit<ContractInput<typeof adminCircles>, 'page_size'>;
export type TagsQuery = Omit<ContractInput<typeof adminTags>, 'page_size'>;
export type PostsQuery = Omit<ContractInput<typeof adminPosts>, 'page_size'>;

export function useAdminCircles(q: CirclesQuery) {
  return useQuery({
    queryKey: communityKeys.circles(q),
    queryFn: () => api(adminCircles, { ...q, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTags(q: TagsQuery) {
  return useQuery({
    queryKey: communityKeys.tags(q),
    queryFn: () => api(adminTags, { ...q, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPosts(q: PostsQuery) {
  return useQuery({
    queryKey: communityKeys.posts(q),
    queryFn: () => api(adminPosts, { ...q, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a console write: the console's tables (and the audit log) and the public lists that
 * show circles, tags and posts are read again.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of ['admin', 'circle', 'forum', 'search'])
      void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

/** Form submits are silent: the form shows a field's refusal under that field. */
export function useSaveCircle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminCircleInput }) =>
      id === undefined
        ? api(adminCircleCreate, input, { silent: true })
        : api(adminCircleUpdate, { id, ...input }, { silent: true }),
    onSuccess: (_row, { id }) => {
      toast.success(id === undefined ? MSG.circleCreated : MSG.circleSaved);
      refresh();
    },
  });
}

export function useDeleteCircle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api(adminCircleDelete, { id }),
    onSuccess: () => {
      toast.success(MSG.circleDeleted);
      refresh();
    },
  });
}

export function useSaveTag() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminTagInput }) =>
      id === undefined
        ? api(adminTagCreate, input, { silent: true })
        : api(adminTagUpdate, { id, ...input }, { silent: true }),
    onSuccess: (_row, { id }) => {
      toast.success(id === undefined ? MSG.tagCreated : MSG.tagSaved);
      refresh();
    },
  });
}

export function useDeleteTag() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api(adminTagDelete, { id }),
    onSuccess: () => {
      toast.success(MSG.tagDeleted);
      refresh();
    },
  });
}

export type PostAction =
  | { kind: 'flag'; id: number; flag: AdminPostFlagValue; value: number }
  | { kind: 'move'; id: number; circleId: number; reason: string }
  | { kind: 'remove'; id: number; reason: string }
  | { kind: 'restore'; id: number; reason: string };

const DONE: Record<PostAction['kind'], (a: PostAction) => string> = {
  flag: (a) =>
    a.kind !== 'flag'
      ? ''
      : a.flag === 'is_top'
        ? a.value
          ? MSG.postPinned
          : MSG.postUnpinned
        : a.value
          ? MSG.postRecommended
          : MSG.postUnrecommended,
  move: () => MSG.postMoved,
  remove: () => MSG.postRemoved,
  restore: () => MSG.postRestored,
};

export function usePostAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (a: PostAction) => {
      switch (a.kind) {
        case 'flag':
          return api(adminPostFlag, { id: a.id, flag: a.flag, value: a.value });
        case 'move':
          return api(adminPostMove, { id: a.id, circle_id: a.circleId, reason: a.reason });
        case 'remove':
          return api(adminPostRemove, { id: a.id, reason: a.reason });
        case 'restore':
          return api(adminPostRestore, { id: a.id, reason: a.reason });
      }
    },
    onSuccess: (_post, a) => {
      toast.success(DONE[a.kind](a));
      refresh();
    },
  });
}
