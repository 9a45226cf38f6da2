import { CirclesPanel } from '../../../features/admin/community/CirclesPanel';
import { PostsPanel } from '../../../features/admin/community/PostsPanel';
import { TagsPanel } from '../../../features/admin/community/TagsPanel';
import type { AdminGroup } from './types';

/** 社区内容: posts (moderators too), circles and tags (admins). docs/admin-community.md. */
export const communityGroup: AdminGroup = {
  key: 'community',
  label: '社区内容',
  sections: [
    { path: 'posts', label: '帖子', minRole: 'moderator', element: <PostsPanel /> },
    { path: 'circles', label: '圈子', minRole: 'admin', element: <CirclesPanel /> },
    { path: 'tags', label: '标签', minRole: 'admin', element: <TagsPanel /> },
  ],
};
