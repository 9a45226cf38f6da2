import { formatBadge } from '@xinke/shared';
import styles from './CountBadge.module.css';

/**
 * An unread badge (SPEC §9: capped at 99, shown as 99+); nothing for zero. Plain CSS, so
 * the header can show it without antd.
 */
export function CountBadge({
  count,
  label,
  className,
}: {
  count: number | undefined;
  /** What is counted, for screen readers: 评论和回复 → "评论和回复 3 条未读". */
  label?: string;
  className?: string;
}) {
  const text = formatBadge(count ?? 0);
  if (!text) return null;
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-testid="count-badge"
      aria-label={label ? `${label} ${text} 条未读` : `${text} 条未读`}
    >
      {text}
    </span>
  );
}
