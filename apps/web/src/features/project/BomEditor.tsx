import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { PROJECT_LIMITS } from '@xinke/shared';
import { yuan } from '../store/format';
import {
  bomTotalFen,
  newBomRow,
  type BomDraft,
  type BomField,
  type BomRowErrors,
} from './bom-rows';
import styles from './ProjectForm.module.css';

const COLUMNS: { field: BomField; title: string; placeholder: string; numeric?: boolean }[] = [
  { field: 'part_name', title: '物料', placeholder: '型号，如 ESP32-S3-WROOM-1' },
  { field: 'quantity', title: '数量', placeholder: '1', numeric: true },
  { field: 'price', title: '单价（元）', placeholder: '0.00', numeric: true },
  { field: 'supplier_url', title: '供应商链接', placeholder: 'https://（选填）' },
];

/**
 * The bill of materials as rows to fill: part, quantity, unit price in 元 and a supplier
 * link, 添加物料 / 删除 per row, and the running total. The rows are the form's; each row's
 * errors (by its key) show under their fields.
 */
export function BomEditor({
  rows,
  errors = {},
  onChange,
}: {
  rows: BomDraft[];
  errors?: Record<string, BomRowErrors>;
  onChange: (rows: BomDraft[]) => void;
}) {
  const edit = (key: string, patch: Partial<BomDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <div className={styles.bom} data-testid="bom-editor">
      {rows.length > 0 && (
        <div className={styles.bomHead} aria-hidden="true">
          {COLUMNS.map((c) => (
            <span key={c.field}>{c.title}</span>
          ))}
          <span />
        </div>
      )}
      {rows.map((row, i) => (
        <div key={row.key} className={styles.bomRow} data-testid="bom-row">
          {COLUMNS.map((c) => {
            const error = errors[row.key]?.[c.field];
            return (
              <label key={c.field} className={styles.bomCell}>
                <span className={styles.bomCellLabel}>{c.title}</span>
                <Input
                  value={row[c.field]}
                  placeholder={c.placeholder}
                  inputMode={c.numeric ? 'decimal' : undefined}
                  aria-label={`物料 ${i + 1} ${c.title}`}
                  status={error ? 'error' : undefined}
                  onChange={(e) => edit(row.key, { [c.field]: e.target.value })}
                />
                {error && <span className={styles.error}>{error}</span>}
              </label>
            );
          })}
          <Button
            className={styles.bomRemove}
            type="link"
            danger
            aria-label={`删除物料 ${i + 1}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            删除
          </Button>
        </div>
      ))}
      <div className={styles.bomFoot}>
        <Button
          onClick={() => onChange([...rows, newBomRow()])}
          disabled={rows.length >= PROJECT_LIMITS.bomRows}
          data-testid="bom-add"
        >
          + 添加物料
        </Button>
        <span className={styles.bomTotal} data-testid="bom-editor-total">
          合计 {yuan(bomTotalFen(rows))}
        </span>
      </div>
    </div>
  );
}
