import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  circleDetail,
  circleFollow,
  circleIndex,
  circleUnfollow,
  forumItemCount,
  MSG,
  type Circle,
  type CircleIndexQuery,
  type Paginate,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { isNotFound } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export const circleKeys = {
  all: ['circle'] as const,
  index: (query: CircleIndexQuery) => ['circle', 'index', query] as const,
  /** Every circle in one page (there are few): the publish form's select and the tag filter. */
  everything: ['circle', 'options'] as const,
  detail: (id: number) => ['circle', 'detail', id] as const,
  /** Under 'forum': publishing invalidates ['forum'], so the counts follow new posts. */
  itemCount: (id: number) => ['forum', 'item_count', id] as const,
};

/** The largest page the circle index allows; circles are an editorial list of tens. */
const ALL_CIRCLES_PAGE_SIZE = 50;

export const allCirclesQuery = () =>
  queryOptions({
    queryKey: circleKeys.everything,
    queryFn: () => api(circleIndex, { page: 1, page_size: ALL_CIRCLES_PAGE_SIZE }),
    staleTime: 5 * 60_000,
  });

export function useAllCircles() {
  return useQuery(allCirclesQuery());
}

/** GET /web/circle/index: one page of the directory; the previous page stays while paging. */
export function useCircleIndex(query: CircleIndexQuery) {
  return useQuery({
    queryKey: circleKeys.index(query),
    queryFn: () => api(circleIndex, query),
    placeholderData: keepPreviousData,
  });
}

/** GET /web/circle/:id; silent, because the page shows 圈子不存在 or the error view itself. */
export function useCircleDetail(id: number) {
  return useQuery({
    queryKey: circleKeys.detail(id),
    queryFn: () => api(circleDetail, { id }, { silent: true }),
    enabled: id > 0,
    // A missing circle stays missing; anything else gets the app's one quiet retry.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

/** GET /web/forum/item_count?circle_id=: published posts per type in the circle. */
export function useCircleItemCount(id: number) {
  return useQuery({
    queryKey: circleKeys.itemCount(id),
    queryFn: () => api(forumItemCount, { circle_id: id }),
    enabled: id > 0,
  });
}

interface CirclePage {
  data: Circle[];
  paginate: Paginate;
}
type Membership = Pick<Circle, 'is_member' | 'member_count'>;

/**
 * Join or leave (PUT /web/circle/user/follow|unfollow/:id). The server's answer (flag and
 * exact member count) is written into every cached copy of the circle: the detail and any
 * directory page or the all-circles list that holds it.
 */
export function useMembershipToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: number; join: boolean }) =>
      api(join ? circleFollow : circleUnfollow, { id }),
    onSuccess: (answer: Membership, { id }) => {
      const patch = (c: Circle): Circle => (c.id === id ? { ...c, ...answer } : c);
      queryClient.setQueryData<Circle>(circleKeys.detail(id), (old) => old && patch(old));
      queryClient.setQueriesData<CirclePage>({ queryKey: ['circle', 'index'] }, (old) =>
        old ? { ...old, data: old.data.map(patch) } : old,
      );
      queryClient.setQueryData<CirclePage>(circleKeys.everything, (old) =>
        old ? { ...old, data: old.data.map(patch) } : old,
      );
      toast.success(answer.is_member === 1 ? MSG.circleJoined : MSG.circleLeft);
    },
  });
}
