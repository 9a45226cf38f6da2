import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SorterResult } from 'antd/es/table/interface';
import type { TablePaginationConfig } from 'antd';

/** antd's sort order ↔ the API's `order` (asc / desc). */
export type SortOrder = 'asc' | 'desc';

export interface AdminTableState<F extends string> {
  page: number;
  /** The sorted column's key and its direction, when the reader chose one. */
  sort: string | undefined;
  order: SortOrder | undefined;
  /** The filter values (strings as typed or chosen; '' when unset). */
  filters: Record<F, string>;
  setPage(page: number): void;
  /** Sets some filters and goes back to page 1 (the old page may not exist any more). */
  setFilters(next: Partial<Record<F, string>>): void;
  /** Table onChange: paging and sorting. */
  onTableChange(pagination: TablePaginationConfig, _f: unknown, sorter: unknown): void;
  /** antd's sortOrder for a column key. */
  sortOrderOf(key: string): 'ascend' | 'descend' | null;
}

/**
 * The state of a console table (page, sort, filters) kept in the address, so a reload, a
 * shared link or the back button shows the same rows (nothing a moderator narrowed down is
 * lost). Every table of the console uses it with server-side paging (serverPagination).
 */
export function useAdminTableState<F extends string = never>(
  filterKeys: readonly F[] = [],
): AdminTableState<F> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = params.get('sort') ?? undefined;
  const rawOrder = params.get('order');
  const order: SortOrder | undefined =
    rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : undefined;
  const filterString = filterKeys.map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as Record<F, string>,
    // filterString captures every value read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterString],
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    page,
    sort,
    order,
    filters,
    setPage: (p) => update({ page: p > 1 ? String(p) : undefined }),
    setFilters: (next) => update({ ...next, page: undefined }),
    onTableChange: (pagination, _f, sorter) => {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<unknown> | undefined;
      const key = s?.order ? String(s.columnKey ?? s.field ?? '') : '';
      const nextOrder = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
      const sortChanged = key !== (sort ?? '') || nextOrder !== order;
      update({
        sort: key || undefined,
        order: nextOrder,
        page:
          sortChanged || !pagination.current || pagination.current <= 1
            ? undefined
            : String(pagination.current),
      });
    },
    sortOrderOf: (key) => (sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null),
  };
}
