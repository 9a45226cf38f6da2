import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styles from '../PostDetail.module.css';

/**
 * The 删除 link itself: the confirmation's trigger (Popconfirm passes its handlers and ref
 * through), and its stand-in while the confirmation's code loads.
 */
export const DeleteLink = forwardRef<
  HTMLButtonElement,
  { kind: 'comment' | 'reply' } & ComponentPropsWithoutRef<'button'>
>(function DeleteLink({ kind, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.linkButton}
      data-testid={`delete-${kind}`}
      {...props}
    >
      删除
    </button>
  );
});
