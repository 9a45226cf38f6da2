import type { QueryClient } from '@tanstack/react-query';
import type { FollowState } from '@xinke/shared';
import { homepageKeys, socialKeys } from './keys';

type Person = { id: number } & Partial<FollowState>;
type PersonPage = { data: Person[] };
/** A list, a page of one, the pages of a load-more list (useInfiniteQuery), or one person. */
type Cached = Person[] | PersonPage | { pages: PersonPage[] } | Person | undefined;

function patch<T extends Person>(person: T, userId: number, answer: FollowState): T {
  return person.id === userId && 'follow_flag' in person ? { ...person, ...answer } : person;
}

function patchCached(cached: Cached, userId: number, answer: FollowState): Cached {
  if (!cached) return cached;
  if (Array.isArray(cached)) return cached.map((p) => patch(p, userId, answer));
  if ('pages' in cached && Array.isArray(cached.pages))
    return {
      ...cached,
      pages: cached.pages.map((page) => ({
        ...page,
        data: page.data.map((p) => patch(p, userId, answer)),
      })),
    };
  if ('data' in cached && Array.isArray(cached.data))
    return { ...cached, data: cached.data.map((p) => patch(p, userId, answer)) };
  if ('id' in cached) return patch(cached, userId, answer);
  return cached;
}

/**
 * After a follow or unfollow: the person's new status and exact fan count go into every
 * cached list and card that shows them (star users, recommendations, follow and fan lists,
 * their homepage), and my own homepage reads its follow count and lists again.
 */
export function applyFollowAnswer(
  queryClient: QueryClient,
  userId: number,
  answer: FollowState,
): void {
  queryClient.setQueriesData<Cached>({ queryKey: socialKeys.all }, (cached) =>
    patchCached(cached, userId, answer),
  );
  queryClient.setQueriesData<Cached>({ queryKey: homepageKeys.object(userId) }, (cached) =>
    patchCached(cached, userId, answer),
  );
  queryClient.setQueriesData<Cached>({ queryKey: homepageKeys.info(userId) }, (cached) =>
    patchCached(cached, userId, answer),
  );
  void queryClient.invalidateQueries({ queryKey: homepageKeys.user(0) });
  void queryClient.invalidateQueries({ queryKey: ['social', 'follow', 0] });
}
