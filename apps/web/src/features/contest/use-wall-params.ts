import { useLocation, useSearchParams } from 'react-router-dom';
import { WorkOrder, type WorkOrderValue } from '@xinke/shared';

/**
 * A works wall's place in the address: ?page=, ?order= (serial when absent) and ?serial=
 * (the 编号 looked for). `update` changes the search and goes back to page 1; `hrefFor`
 * links another page of the same search. One hook for the desktop-build, wallpaper and
 * photo walls, so their addresses read the same.
 */
export function useWallParams(path?: string) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = params.get('order');
  const order: WorkOrderValue = WorkOrder.has(asked) ? asked : WorkOrder.values.serial;
  const serial = Number(params.get('serial')) || undefined;

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    next.delete('page');
    setParams(next);
  };
  const hrefFor = (p: number) => {
    const base = path ?? pathname;
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const q = next.toString();
    return q ? `${base}?${q}` : base;
  };
  return { page, order, serial, update, hrefFor };
}
