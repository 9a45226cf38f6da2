import Tag from 'antd/es/tag';
import { INTEREST_CONFIDENTIAL, INTEREST_MAX, Interest } from '@xinke/shared';
import styles from './InterestPicker.module.css';

/**
 * The next choice after clicking `value`: SPEC §9 保密 (-1) stands alone, so choosing it
 * clears the topics and choosing a topic clears it; at most INTEREST_MAX topics.
 */
export function toggleInterest(chosen: readonly number[], value: number): number[] {
  if (chosen.includes(value)) return chosen.filter((v) => v !== value);
  if (value === INTEREST_CONFIDENTIAL) return [INTEREST_CONFIDENTIAL];
  const topics = chosen.filter((v) => v !== INTEREST_CONFIDENTIAL);
  if (topics.length >= INTEREST_MAX) return topics;
  return [...topics, value].sort((a, b) => a - b);
}

/**
 * SPEC §9 sign-up interests as checkable tags (the new-user guide and personalEdit). An
 * antd Form control: `value` / `onChange`.
 */
export function InterestPicker({
  value = [],
  onChange,
}: {
  value?: number[];
  onChange?: (next: number[]) => void;
}) {
  const full = value.filter((v) => v !== INTEREST_CONFIDENTIAL).length >= INTEREST_MAX;
  return (
    <div className={styles.picker} role="group" aria-label="兴趣" data-testid="interest-picker">
      {Interest.options.map((option) => {
        const checked = value.includes(option.value);
        const disabled = !checked && full && option.value !== INTEREST_CONFIDENTIAL;
        return (
          <Tag.CheckableTag
            key={option.value}
            checked={checked}
            // A checkbox to assistive tech (CheckableTag passes these to its span; its
            // props type only lists the aria-* ones).
            {...({ role: 'checkbox' } as object)}
            aria-checked={checked}
            aria-disabled={disabled}
            className={disabled ? styles.disabled : undefined}
            onChange={() => {
              if (!disabled) onChange?.(toggleInterest(value, option.value));
            }}
          >
            {option.label}
          </Tag.CheckableTag>
        );
      })}
      <small className={styles.hint}>
        最多选择 {INTEREST_MAX} 个；推荐关注会优先展示兴趣相同的芯友
      </small>
    </div>
  );
}
