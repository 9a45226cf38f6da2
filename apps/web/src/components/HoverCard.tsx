import type { ReactNode } from 'react';
import styles from './HoverCard.module.css';

/**
 * A panel shown while the trigger is hovered or focused (keyboard and tap reach it via
 * focus-within). Plain CSS on purpose: antd's Popover pulls its trigger, motion and
 * form-context code into every page's first load just for the header menus.
 */
export function HoverCard({
  trigger,
  children,
  align = 'center',
  placement = 'bottom',
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'center' | 'end';
  placement?: 'bottom' | 'top';
}) {
  const panelClass = [
    styles.panel,
    align === 'end' ? styles.end : styles.center,
    placement === 'top' ? styles.top : styles.bottom,
  ].join(' ');
  return (
    <span className={styles.root}>
      {trigger}
      <span className={panelClass}>
        <span className={styles.card}>{children}</span>
      </span>
    </span>
  );
}
