import { Input, Segmented } from 'antd';
import { WorkOrder, type WorkOrderValue } from '@xinke/shared';
import styles from './WallToolbar.module.css';

/**
 * Above a works wall: find a work by its 编号 and order the wall by serial / newest / votes.
 * `fullWidth` gives the search box the whole row (the H5 pages).
 */
export function WallToolbar({
  serial,
  order,
  onChange,
  fullWidth = false,
}: {
  serial: number | undefined;
  order: WorkOrderValue;
  onChange(patch: { serial?: string; order?: string }): void;
  fullWidth?: boolean;
}) {
  return (
    <div className={styles.toolbar}>
      <Input.Search
        placeholder="输入作品编号"
        inputMode="numeric"
        allowClear
        defaultValue={serial ? String(serial) : ''}
        onSearch={(v) => onChange({ serial: /^\d+$/.test(v.trim()) ? v.trim() : undefined })}
        className={fullWidth ? styles.searchFull : styles.search}
        data-testid="wall-serial-search"
      />
      <Segmented
        options={WorkOrder.options}
        value={order}
        onChange={(v) => onChange({ order: v === WorkOrder.values.serial ? undefined : v })}
      />
    </div>
  );
}
