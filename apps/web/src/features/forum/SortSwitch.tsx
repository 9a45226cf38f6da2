import { HomeSort } from '@xinke/shared';
import styles from './FeedControls.module.css';

/** SPEC §9 home sort: 排行 −2, 默认 0, 投票 5 (bound to ?top=). */
const OPTIONS = [HomeSort.values.default, HomeSort.values.ranking, HomeSort.values.vote].map(
  (value) => ({
    value,
    label: HomeSort.label(value),
  }),
);

/**
 * A three-way switch. Hand-made: antd's Segmented brings Tooltip and, through it, the
 * form context and validators into the featured page's first load.
 */
export function SortSwitch({ value, onChange }: { value: number; onChange(top: number): void }) {
  return (
    <div className={styles.sort} role="radiogroup" aria-label="排序">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={
            option.value === value ? `${styles.sortOption} ${styles.sortActive}` : styles.sortOption
          }
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
