import type { BomRow } from '@xinke/shared';
import { yuan } from '../store/format';
import styles from './BomTable.module.css';

/** The bill of materials as a table: part, quantity, unit price in 元, supplier, and a total row. */
export function BomTable({ rows }: { rows: BomRow[] }) {
  if (rows.length === 0) return <p>暂无物料清单</p>;
  const total = rows.reduce((sum, r) => sum + r.quantity * r.unit_price, 0);
  return (
    <div className={styles.wrap}>
      <table data-testid="bom-table" className={styles.table}>
        <thead>
          <tr>
            <th>物料</th>
            <th className={styles.num}>数量</th>
            <th className={styles.num}>单价</th>
            <th>供应商</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td className={styles.part}>{r.part_name}</td>
              <td className={styles.num}>{r.quantity}</td>
              <td className={styles.num}>{yuan(r.unit_price)}</td>
              <td className={styles.link}>
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
            <th>合计</th>
            <td />
            <td className={styles.num} data-testid="bom-total">
              {yuan(total)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
