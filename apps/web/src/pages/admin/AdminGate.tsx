import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { Spin } from 'antd';
import { useUserInfo } from '../../features/account/queries';
import { isStaff } from '../../features/admin/staff';
import { hasToken } from '../../lib/credentials';
import { NOT_FOUND_PATH } from '../../lib/navigation';

/** The console itself: its own chunk, fetched only once the reader is known to be staff. */
const AdminConsole = lazy(() => import('./AdminConsole'));

const loading = (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
    <Spin />
  </div>
);

/**
 * /app/admin/*: moderators and admins get the operator console; visitors and members get
 * the site's 404 page exactly as for an unknown address (docs/admin.md: nothing hints that
 * the console exists). The role comes from GET /web/user/info; the server checks it again
 * on every console call.
 */
export default function AdminGate() {
  const signedIn = hasToken();
  const { data: user, isPending, isError } = useUserInfo();
  if (!signedIn || isError) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (isPending) return loading;
  if (!isStaff(user.role)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Suspense fallback={loading}>
      <AdminConsole role={user.role} />
    </Suspense>
  );
}
