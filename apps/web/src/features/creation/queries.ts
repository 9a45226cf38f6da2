import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collect,
  COLLECT_SOURCE_TYPE,
  ITEM_STATUS,
  itemDelete,
  itemDraftDelete,
  itemList,
  itemStatusCount,
  itemUserData,
  MSG,
  PAGE_SIZE,
  userCollect,
  userCollectArticles,
  type ItemListQuery,
  type MyItem,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { articleKey } from '../article/keys';
import { detailKeys } from '../post-detail/queries';

/** Everything here is the member's own; publishing and deleting invalidate ['creation']. */
export const creationKeys = {
  all: ['creation'] as const,
  counts: ['creation', 'counts'] as const,
  userData: ['creation', 'user-data'] as const,
  list: (query: ItemListQuery) => ['creation', 'list', query] as const,
  collects: ['creation', 'collect'] as const,
  collect: (page: number) => ['creation', 'collect', page] as const,
  collectArticle: (page: number) => ['creation', 'collect', 'article', page] as const,
};

export const useStatusCounts = () =>
  useQuery({ queryKey: creationKeys.counts, queryFn: () => api(itemStatusCount) });

export const useUserData = () =>
  useQuery({ queryKey: creationKeys.userData, queryFn: () => api(itemUserData) });

/** GET /web/item/list, SPEC §3 query: page, page_size 5, item_status, item_type. */
export function useMyItems(query: Omit<ItemListQuery, 'page_size'>) {
  const full = { ...query, page_size: PAGE_SIZE.itemList };
  return useQuery({
    queryKey: creationKeys.list(full),
    queryFn: () => api(itemList, full),
    placeholderData: keepPreviousData,
  });
}

export function useMyCollections(page: number) {
  return useQuery({
    queryKey: creationKeys.collect(page),
    queryFn: () => api(userCollect, { page }),
    placeholderData: keepPreviousData,
  });
}

/** My collected official articles (collect source 2, GET /web/user/collect_article). */
export function useMyCollectedArticles(page: number) {
  return useQuery({
    queryKey: creationKeys.collectArticle(page),
    queryFn: () => api(userCollectArticles, { page }),
    placeholderData: keepPreviousData,
  });
}

/** The query key of the page showing a collected thing, which shows 收藏 and its count. */
const collectedPageKey = (sourceType: CollectSource, id: number) =>
  sourceType === COLLECT_SOURCE_TYPE.item ? detailKeys.all(id) : articleKey('official', id);

type CollectSource = (typeof COLLECT_SOURCE_TYPE)[keyof typeof COLLECT_SOURCE_TYPE];

/** Deletes one of my items (drafts through draft_delete), then refreshes lists and counts. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<MyItem, 'id' | 'item_status'>) =>
      item.item_status === ITEM_STATUS.draft
        ? api(itemDraftDelete, { id: item.id })
        : api(itemDelete, { id: item.id }),
    onSuccess: async () => {
      toast.success(MSG.deleteSuccess);
      await queryClient.invalidateQueries({ queryKey: creationKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['forum'] });
    },
  });
}

/**
 * 取消收藏 from my collections (posts, or official articles with COLLECT_SOURCE_TYPE
 * officialArticle). `POST /web/common/collect` toggles, so an answer of "collected" means
 * it was no longer in my collections (another tab removed it) and this click put it back:
 * toggle once more, so the click ends where the member meant.
 */
export function useUncollect(sourceType: CollectSource = COLLECT_SOURCE_TYPE.item) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) => {
      const body = { source_id: itemId, source_type: sourceType };
      const answer = await api(collect, body);
      return answer.is_collect === 1 ? api(collect, body) : answer;
    },
    onSuccess: async (_answer, itemId) => {
      toast.success(MSG.collectOff);
      await queryClient.invalidateQueries({ queryKey: creationKeys.collects });
      // Its own page shows 收藏 and its count: let it read them again.
      await queryClient.invalidateQueries({ queryKey: collectedPageKey(sourceType, itemId) });
    },
  });
}
