import { createContext, useContext, useEffect } from 'react';

/**
 * The console's breadcrumb is 管理后台 / group / section, from the route; a section showing
 * one thing (a user's page, a circle being edited) adds its own last crumb with
 * useAdminCrumb('张三'). One extra crumb is enough for every page the console has.
 */
export const AdminCrumbContext = createContext<(label: string | null) => void>(() => undefined);

export function useAdminCrumb(label: string | null | undefined): void {
  const set = useContext(AdminCrumbContext);
  useEffect(() => {
    set(label ?? null);
    return () => set(null);
  }, [set, label]);
}
