import { useQuery } from '@tanstack/react-query';
import { adminDashboard } from '@xinke/shared';
import { api } from '../../../lib/api';

/** GET /web/admin/dashboard: 30 closed days and today; read again each minute while open. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api(adminDashboard),
    refetchInterval: 60_000,
  });
}
