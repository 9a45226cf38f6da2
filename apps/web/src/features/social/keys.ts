/**
 * Query keys of the follow graph and the homepages. Everything about people I may follow
 * sits under `social` or `homepage`, so one follow answer can be written into every list
 * and card that shows that person (apply-follow.ts), and a block refreshes both.
 * `0` stands for "me" (a list called without user_id).
 */
export const socialKeys = {
  all: ['social'] as const,
  follows: (userId: number, page: number) => ['social', 'follow', userId, page] as const,
  fans: (userId: number, page: number) => ['social', 'fans', userId, page] as const,
  recommend: (kind: 'follow' | 'fan', page: number, pageSize: number) =>
    ['social', 'recommend', kind, page, pageSize] as const,
  stars: (order: number) => ['social', 'stars', order] as const,
  black: ['social', 'black'] as const,
  blackPage: (page: number) => ['social', 'black', page] as const,
};

export const homepageKeys = {
  all: ['homepage'] as const,
  user: (userId: number) => ['homepage', userId] as const,
  object: (userId: number) => ['homepage', userId, 'object'] as const,
  info: (userId: number) => ['homepage', userId, 'info'] as const,
  list: (userId: number, tab: string, page: number) =>
    ['homepage', userId, 'list', tab, page] as const,
};
