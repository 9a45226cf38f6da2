import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { AdminGroup } from './types';

// The panel carries the rich-text editor (the rules): its own chunk, loaded on opening.
const ActivitiesPanel = lazy(() =>
  import('../../../features/admin/activities/ActivitiesPanel').then((m) => ({
    default: m.ActivitiesPanel,
  })),
);

// 邀请 (docs/invitations.md): its own chunk too.
const InvitationsPanel = lazy(() =>
  import('../../../features/admin/invitations/InvitationsPanel').then((m) => ({
    default: m.InvitationsPanel,
  })),
);

/** 活动运营 (docs/activities.md): activities and their stages. Admins. */
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
      path: 'invitations',
      label: '邀请',
      minRole: 'admin',
      element: (
        <Suspense fallback={<Spin />}>
          <InvitationsPanel />
        </Suspense>
      ),
    },
  ],
};
