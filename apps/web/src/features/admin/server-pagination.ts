import type { TablePaginationConfig } from 'antd';

/**
 * The console tables page on the server: antd's pager shows the page the console asked for
 * and the server's own page size and total (the size is the server's, so no size changer).
 */
export function serverPagination(
  page: number,
  onChange: (page: number) => void,
  paginate: { per_page: number; total: number } | undefined,
): TablePaginationConfig {
  return {
    current: page,
    pageSize: paginate?.per_page,
    total: paginate?.total ?? 0,
    showSizeChanger: false,
    onChange,
  };
}
