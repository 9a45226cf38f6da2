import { useQuery } from '@tanstack/react-query';
import { itemEdit } from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';

/** Under ['creation'], so saving a draft or publishing refreshes an open preview. */
export const previewKey = (id: number) => ['creation', 'preview', id] as const;

/**
 * GET /web/item/edit/:id: my own item in any status (the server answers 403 for someone
 * else's, 404 for a missing one). Silent: the page shows those as states, not toasts, and
 * does not retry an answer that will not change.
 */
export function usePreviewItem(id: number) {
  return useQuery({
    queryKey: previewKey(id),
    queryFn: () => api(itemEdit, { id }, { silent: true }),
    enabled: id > 0,
    retry: retryUnlessClientError,
  });
}
