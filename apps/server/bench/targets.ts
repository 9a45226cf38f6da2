import type { Target } from './load';

/** The measured requests (run.ts and profile.ts): the forum's public read paths. */
export const LIST_TARGETS: Target[] = [
  { name: 'featured p1', path: '/web/forum/list?tag=recommend&page=1', showPlans: true },
  { name: 'featured p50', path: '/web/forum/list?tag=recommend&page=50', showPlans: true },
  { name: 'list p1', path: '/web/forum/list?page=1' },
  { name: 'list p50', path: '/web/forum/list?page=50' },
];

export function targets(itemCount: number): Target[] {
  // Recent published general posts (ids ≡ 0 mod 50 are drafts in the bench data).
  const ids = Array.from({ length: 200 }, (_, k) => itemCount - 1 - k * 7).filter(
    (id) => id > 0 && id % 50 !== 0,
  );
  const list: Target[] = [
    ...LIST_TARGETS,
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
  ];
  const q = encodeURIComponent('显卡');
  list.push(
    { name: 'search 显卡', path: `/web/forum/search?keyword=${q}`, showPlans: true },
    {
      name: 'search 显卡 p20',
      path: `/web/forum/search?keyword=${q}&page=20`,
    },
    {
      name: 'search absent',
      path: `/web/forum/search?keyword=${encodeURIComponent('量子波动速读')}`,
      showPlans: true,
    },
  );
  return list;
}

/**
 * The same reads by a logged-in reader: never answered from the public cache (it keeps
 * visitors' answers only), so these rows measure the full path of every request.
 */
export function loggedInTargets(itemCount: number, token: string): Target[] {
  const names = ['featured p1', 'list p50', 'post detail', 'post comments', 'search 显卡'];
  return targets(itemCount)
    .filter((t) => names.includes(t.name))
    .map((t) => ({
      ...t,
      name: `${t.name} (logged in)`,
      showPlans: false,
      headers: { authorization: token },
    }));
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
