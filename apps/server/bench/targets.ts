import { FORUM_LIST_PAGE_SIZE } from '@xinke/shared';
import type { Target } from './load';
import { RARE_WORD } from './bench-seed';

/** The measured requests (run.ts and profile.ts): the forum's public read paths. */
export const LIST_TARGETS: Target[] = [
  { name: 'featured p1', path: '/web/forum/list?tag=recommend&page=1', showPlans: true },
  { name: 'featured p50', path: '/web/forum/list?tag=recommend&page=50', showPlans: true },
  { name: 'list p1', path: '/web/forum/list?page=1' },
  { name: 'list p50', path: '/web/forum/list?page=50' },
];

/**
 * Pages 90% of the way down each list, at any size (bench-seed.ts: one post in five is
 * recommended, one in fifty a draft): at a million posts, featured page 18,000 and list
 * page 90,000 — where an OFFSET walk would read most of the index.
 */
function deepTargets(itemCount: number): Target[] {
  const featured = Math.max(1, Math.floor((itemCount * 0.2 * 0.9) / FORUM_LIST_PAGE_SIZE));
  const all = Math.max(1, Math.floor((itemCount * 0.9) / FORUM_LIST_PAGE_SIZE));
  return [
    {
      name: 'featured deep',
      path: `/web/forum/list?tag=recommend&page=${featured}`,
      showPlans: true,
    },
    { name: 'list deep', path: `/web/forum/list?page=${all}`, showPlans: true },
  ];
}

/**
 * Issue 18's search kinds: a common word, a rare one (RARE_WORD, ~1 post in 5,000), an
 * absent one, a two-character word, a part number and a mixed Chinese–English query.
 */
const SEARCHES: [name: string, keyword: string][] = [
  ['search 显卡', '显卡'],
  ['search rare', RARE_WORD],
  ['search absent', '量子波动速读'],
  ['search 2-char', '键盘'],
  ['search ESP32-S3', 'ESP32-S3'],
  ['search mixed', 'STM32 定时器'],
];

function searchPath(keyword: string, page = 1): string {
  const q = encodeURIComponent(keyword);
  return `/web/forum/search?keyword=${q}${page > 1 ? `&page=${page}` : ''}`;
}

export function targets(itemCount: number): Target[] {
  // Recent published general posts (ids ≡ 0 mod 50 are drafts in the bench data).
  const ids = Array.from({ length: 200 }, (_, k) => itemCount - 1 - k * 7).filter(
    (id) => id > 0 && id % 50 !== 0,
  );
  return [
    ...LIST_TARGETS,
    ...deepTargets(itemCount),
    {
      name: 'post detail',
      path: `/web/forum/detail/${ids[0]}`,
      paths: ids.map((id) => `/web/forum/detail/${id}`),
    },
    {
      name: 'post comments',
      path: `/web/forum/comment/${ids[0]}?page=1`,
      paths: ids.map((id) => `/web/forum/comment/${id}?page=1`),
    },
    ...SEARCHES.map(([name, keyword]) => ({
      name,
      path: searchPath(keyword),
      showPlans: name !== 'search 显卡',
    })),
    { name: 'search 显卡 p20', path: searchPath('显卡', 20) },
  ];
}

/** What only a member reads (the bench's user 1: bench-seed.ts gives them depth). */
function memberTargets(): Target[] {
  return [
    { name: 'homepage', path: '/web/user/object?user_id=1' },
    { name: 'homepage posts', path: '/web/user/item_dynamic?user_id=1&page=1' },
    { name: 'homepage posts p20', path: '/web/user/item_dynamic?user_id=1&page=20' },
    { name: 'message list', path: '/web/message/list/1?page=1', showPlans: true },
    { name: 'message list p20', path: '/web/message/list/1?page=20', showPlans: true },
    { name: 'letter box', path: '/web/letter/box?page=1', showPlans: true },
    { name: 'letters', path: '/web/letter/list?letter_user_id=2&page=1', showPlans: true },
  ];
}

/** The logged-in rows: the forum's reads as a member sees them, and the member's own pages. */
const LOGGED_IN = [
  'featured p1',
  'featured deep',
  'list p50',
  'list deep',
  'post detail',
  'post comments',
  ...SEARCHES.map(([name]) => name),
];

/**
 * The same reads by a logged-in reader: never answered from the public cache (it keeps
 * visitors' answers only), so these rows measure the full path of every request.
 */
export function loggedInTargets(itemCount: number, token: string): Target[] {
  return [...targets(itemCount).filter((t) => LOGGED_IN.includes(t.name)), ...memberTargets()].map(
    (t) => ({
      ...t,
      name: `${t.name} (logged in)`,
      showPlans: false,
      headers: { authorization: token },
    }),
  );
}

export const DASHBOARD_TARGET = 'dashboard (admin)';

/** The console's dashboard: 30 aggregated days and today counted live (an admin's token). */
export function dashboardTarget(adminToken: string): Target {
  return {
    name: DASHBOARD_TARGET,
    path: '/web/admin/dashboard',
    showPlans: true,
    headers: { authorization: adminToken },
  };
}
