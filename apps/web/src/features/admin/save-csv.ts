import { toast } from '../../lib/toast';

/**
 * Saves a CSV the server built (bounded, BOM-led) inside the JSON envelope, since a plain
 * link cannot carry the console's token; then says how many rows it holds.
 */
export function saveCsvFile(file: {
  filename: string;
  csv: string;
  rows: number;
  truncated: boolean;
}) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast.success(
    file.truncated
      ? `已导出前 ${file.rows} 条（筛选结果更多，请缩小范围）`
      : `已导出 ${file.rows} 条`,
  );
}
