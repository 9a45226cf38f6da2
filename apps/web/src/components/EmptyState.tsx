import type { ReactNode } from 'react';
import { MSG } from '@xinke/shared';
import styles from './StateBlock.module.css';

/** SPEC §2 empty-state block: an image and a description (default 这里什么都没有). */
export function EmptyState({
  description = MSG.emptyDefault,
  children,
}: {
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.block} data-testid="empty-state">
      <EmptyImage />
      <p className={styles.description}>{description}</p>
      {children}
    </div>
  );
}

function EmptyImage() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
      <ellipse cx="60" cy="86" rx="46" ry="6" fill="#eef0f3" />
      <rect
        x="28"
        y="22"
        width="64"
        height="52"
        rx="6"
        fill="#fff"
        stroke="#d5d9e0"
        strokeWidth="2"
      />
      <path d="M28 38h64" stroke="#d5d9e0" strokeWidth="2" />
      <circle cx="37" cy="30" r="2.5" fill="#c9ced6" />
      <circle cx="45" cy="30" r="2.5" fill="#c9ced6" />
      <rect x="40" y="48" width="40" height="6" rx="3" fill="#e6e9ee" />
      <rect x="46" y="60" width="28" height="6" rx="3" fill="#eef0f3" />
      <path
        d="M92 18l6-6M98 24l7-2M86 12l1-7"
        stroke="#9db7e8"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
