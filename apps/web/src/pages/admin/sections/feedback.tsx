import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { AdminGroup } from './types';

const OpinionsPanel = lazy(() =>
  import('../../../features/admin/opinion/OpinionsPanel').then((m) => ({
    default: m.OpinionsPanel,
  })),
);

/** 意见反馈 (docs/feedback.md): members' feedback, answered by moderators and admins. */
export const feedbackGroup: AdminGroup = {
  key: 'feedback',
  label: '意见反馈',
  sections: [
    {
      path: 'opinions',
      label: '意见反馈',
      minRole: 'moderator',
      element: (
        <Suspense fallback={<Spin />}>
          <OpinionsPanel />
        </Suspense>
      ),
    },
  ],
};
