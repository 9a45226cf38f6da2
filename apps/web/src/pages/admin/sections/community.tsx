import { CirclesPanel } from '../../../features/admin/community/CirclesPanel';
import { PostsPanel } from '../../../features/admin/community/PostsPanel';
import { TagsPanel } from '../../../features/admin/community/TagsPanel';
import { SpecsPanel } from '../../../features/admin/research/SpecsPanel';
import type { AdminGroup } from './types';

/**
 * 社区内容: posts and the research room's specs (moderators too), circles and tags (admins).
 * docs/admin-community.md, docs/creator.md "Take-down".
 */
export const communityGroup: AdminGroup = {
  key: 'community',
  label: '社区内容',
  sections: [
    { path: 'posts', label: '帖子', minRole: 'moderator', element: <PostsPanel /> },
    { path: 'research', label: '研究室', minRole: 'moderator', element: <SpecsPanel /> },
    { path: 'circles', label: '圈子', minRole: 'admin', element: <CirclesPanel /> },
    { path: 'tags', label: '标签', minRole: 'admin', element: <TagsPanel /> },
  ],
};
