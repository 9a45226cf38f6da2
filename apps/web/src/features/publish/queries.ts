import { useQuery } from '@tanstack/react-query';
import { itemDraftEdit, itemEdit } from '@xinke/shared';
import { api } from '../../lib/api';
import { allCirclesQuery } from '../circle/queries';

/** Every circle for the publishing form's select (there are few; one page of 50). */
export function useCircleOptions() {
  return useQuery({
    ...allCirclesQuery(),
    select: (page) => page.data.map((c) => ({ value: c.id, label: c.name })),
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
