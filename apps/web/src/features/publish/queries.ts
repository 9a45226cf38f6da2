import { useQuery } from '@tanstack/react-query';
import { CIRCLE_POSTING, CirclePosting, itemDraftEdit, itemEdit } from '@xinke/shared';
import { api } from '../../lib/api';
import { allCirclesQuery } from '../circle/queries';

/**
 * Every circle for the publishing form's select (there are few; one page of 50). A circle
 * closed for posting is shown but cannot be chosen (the server refuses new posts in it).
 */
export function useCircleOptions() {
  return useQuery({
    ...allCirclesQuery(),
    select: (page) =>
      page.data.map((c) => {
        const closed = c.allow_post === CIRCLE_POSTING.closed;
        return {
          value: c.id,
          label: closed ? `${c.name}（${CirclePosting.label(c.allow_post)}）` : c.name,
          closed,
          disabled: closed,
        };
      }),
  });
}

/** The item being edited (?id=), or the draft (?id=&draft=1); nothing for a new post. */
export function useEditedItem(id: number | undefined, isDraft: boolean) {
  return useQuery({
    queryKey: ['item', 'edit', id, isDraft],
    queryFn: () => api(isDraft ? itemDraftEdit : itemEdit, { id: id ?? 0 }),
    enabled: id !== undefined,
    // The form copies it once; a background refetch must not overwrite the user's edits.
    staleTime: Infinity,
    gcTime: 0,
  });
}
