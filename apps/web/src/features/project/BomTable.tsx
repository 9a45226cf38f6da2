import type { BomRow } from '@xinke/shared';
import { yuan } from '../store/format';
import styles from './BomTable.module.css';

/** The bill of materials as a table: part, quantity, unit price in 元, supplier, and a total row. */
export function BomTable({ rows }: { rows: BomRow[] }) {
  if (rows.length === 0) return <p>还没有物料清单</p>;
  const total = rows.reduce((sum, r) => sum + r.quantity * r.unit_price, 0);
  return (
    <div className={styles.wrap}>
      <table data-testid="bom-table" className={styles.table}>
        <thead>
          <tr>
            <th align="left">物料</th>
            <th align="right">数量</th>
            <th align="right">单价</th>
            <th align="left">供应商</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td className={styles.part}>{r.part_name}</td>
              <td align="right">{r.quantity}</td>
              <td align="right">{yuan(r.unit_price)}</td>
              <td>
                {r.supplier_url ? (
                  <a href={r.supplier_url} target="_blank" rel="noopener noreferrer">
                    购买链接
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th align="left">合计</th>
            <td />
            <td align="right" data-testid="bom-total">
              {yuan(total)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
