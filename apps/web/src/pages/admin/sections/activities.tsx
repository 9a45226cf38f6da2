import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { AdminGroup } from './types';

// The panel carries the rich-text editor (the rules): its own chunk, loaded on opening.
const ActivitiesPanel = lazy(() =>
  import('../../../features/admin/activities/ActivitiesPanel').then((m) => ({
    default: m.ActivitiesPanel,
  })),
);

// Moderators judge too: 作品评选 is its own section, reached from the activities table.
const ContestSection = lazy(() =>
  import('../../../features/admin/contest/ContestSection').then((m) => ({
    default: m.ContestSection,
  })),
);

// 邀请 (docs/invitations.md): its own chunk too.
const InvitationsPanel = lazy(() =>
  import('../../../features/admin/invitations/InvitationsPanel').then((m) => ({
    default: m.InvitationsPanel,
  })),
);

// 618 活动 (docs/p618.md): the campaign's settings.
const P618Panel = lazy(() =>
  import('../../../features/admin/p618/P618Panel').then((m) => ({ default: m.P618Panel })),
);

// 流浪计划 (docs/liulang.md): rounds, sign-ups, the device chain and deposits.
const LiulangPanel = lazy(() =>
  import('../../../features/admin/liulang/LiulangPanel').then((m) => ({
    default: m.LiulangPanel,
  })),
);

/**
 * 活动运营 (docs/activities.md, docs/contest-console.md, docs/invitations.md): activities
 * and invitations (admins), contests (moderators judge too).
 */
export const activitiesGroup: AdminGroup = {
  key: 'activities',
  label: '活动运营',
  sections: [
    {
      path: 'activities',
      label: '活动',
      minRole: 'admin',
      element: (
        <Suspense fallback={<Spin />}>
          <ActivitiesPanel />
        </Suspense>
      ),
    },
    {
      path: 'contests',
      label: '作品评选',
      minRole: 'moderator',
      element: (
        <Suspense fallback={<Spin />}>
          <ContestSection />
        </Suspense>
      ),
    },
    {
      path: 'invitations',
      label: '邀请',
      minRole: 'admin',
      element: (
        <Suspense fallback={<Spin />}>
          <InvitationsPanel />
        </Suspense>
      ),
    },
    {
      path: 'p618',
      label: '618 活动',
      minRole: 'admin',
      element: (
        <Suspense fallback={<Spin />}>
          <P618Panel />
        </Suspense>
      ),
    },
    {
      path: 'liulang',
      label: '流浪计划',
      minRole: 'admin',
      element: (
        <Suspense fallback={<Spin />}>
          <LiulangPanel />
        </Suspense>
      ),
    },
  ],
};
