import { ModerationSettingsPanel } from '../../../features/admin/review/ModerationSettingsPanel';
import { ReviewQueuePanel } from '../../../features/admin/review/ReviewQueuePanel';
import type { AdminGroup } from './types';

/**
 * 内容审核: the review queue and the moderation settings (docs/admin-review.md). Both are
 * for moderators; inside 审核设置 only an admin may switch the moderation mode.
 */
export const moderationGroup: AdminGroup = {
  key: 'moderation',
  label: '内容审核',
  sections: [
    { path: 'review', label: '审核队列', minRole: 'moderator', element: <ReviewQueuePanel /> },
    {
      path: 'moderation-settings',
      label: '审核设置',
      minRole: 'moderator',
      element: <ModerationSettingsPanel />,
    },
  ],
};
