import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collect,
  CollectSourceType,
  COMMENT_TYPE,
  MSG,
  thumb,
  type PostDetail,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { detailKeys } from './queries';

type Patch =
  Pick<PostDetail, 'is_thumb' | 'thumb_count'> | Pick<PostDetail, 'is_collect' | 'collect_count'>;

/** The optimistic guess: flip the flag, move the count by one. */
export function flipThumb(post: PostDetail): Patch {
  const on = post.is_thumb === 1;
  return { is_thumb: on ? 0 : 1, thumb_count: Math.max(0, post.thumb_count + (on ? -1 : 1)) };
}
export function flipCollect(post: PostDetail): Patch {
  const on = post.is_collect === 1;
  return {
    is_collect: on ? 0 : 1,
    collect_count: Math.max(0, post.collect_count + (on ? -1 : 1)),
  };
}

/**
 * A thumb or collect toggle: the button changes at once (optimistic), then takes the
 * server's answer (its flag and exact count win, e.g. when another tab toggled too); a
 * failure puts the old state back. Clicks while one is in flight are ignored by the caller.
 */
function useToggle(postId: number, kind: 'thumb' | 'collect') {
  const queryClient = useQueryClient();
  const key = detailKeys.detail(postId);
  const patchPost = (patch: Patch) =>
    queryClient.setQueryData<PostDetail>(key, (old) => old && { ...old, ...patch });
  return useMutation({
    mutationFn: async (): Promise<Patch> =>
      kind === 'thumb'
        ? api(thumb, { type: COMMENT_TYPE.post, type_id: postId })
        : api(collect, { source_id: postId, source_type: CollectSourceType.values.item }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PostDetail>(key);
      if (before) patchPost(kind === 'thumb' ? flipThumb(before) : flipCollect(before));
      return { before };
    },
    onSuccess: (answer) => {
      patchPost(answer);
      const on = 'is_thumb' in answer ? answer.is_thumb === 1 : answer.is_collect === 1;
      if (kind === 'thumb') toast.success(on ? MSG.thumbOn : MSG.thumbOff);
      else toast.success(on ? MSG.collectOn : MSG.collectOff);
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}

export const useThumbToggle = (postId: number) => useToggle(postId, 'thumb');
export const useCollectToggle = (postId: number) => useToggle(postId, 'collect');
