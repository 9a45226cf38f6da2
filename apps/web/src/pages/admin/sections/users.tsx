import { Route, Routes } from 'react-router-dom';
import { MasterApplicationsPanel } from '../../../features/admin/creative-master/MasterApplicationsPanel';
import { UserPage } from '../../../features/admin/users/UserPage';
import { UsersPanel } from '../../../features/admin/users/UsersPanel';
import type { AdminGroup } from './types';

/** The users table and, below it, a user's page (users/:id). */
function UsersSection() {
  return (
    <Routes>
      <Route index element={<UsersPanel />} />
      <Route path=":id" element={<UserPage />} />
    </Routes>
  );
}

/** 用户: members, roles, mute and ban (docs/admin-users.md). */
export const usersGroup: AdminGroup = {
  key: 'users',
  label: '用户',
  sections: [
    { path: 'users', label: '用户管理', minRole: 'moderator', element: <UsersSection /> },
    {
      path: 'creative-master',
      label: '创作达人申请',
      minRole: 'admin',
      element: <MasterApplicationsPanel />,
    },
  ],
};
