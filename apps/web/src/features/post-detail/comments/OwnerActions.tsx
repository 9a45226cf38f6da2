import { Suspense } from 'react';
import { LazyDeleteConfirm } from '../deferred';
import { DeleteLink } from './DeleteLink';
import { ReportButton } from '../ReportButton';
import styles from '../PostDetail.module.css';

/**
 * 回复 (while comments are open) / 删除 (only on my own, after confirming) / 举报 (on others')
 * under a comment or reply.
 */
export function OwnerActions({
  mine,
  kind,
  id,
  onReply,
  onDelete,
}: {
  mine: boolean;
  kind: 'comment' | 'reply';
  id: number;
  onReply?: () => void;
  onDelete(): Promise<unknown>;
}) {
  return (
    <span className={styles.commentActions}>
      {onReply && (
        <button type="button" className={styles.linkButton} onClick={onReply}>
          回复
        </button>
      )}
      {mine ? (
        // The confirmation is antd's: it loads only under my own comments (deferred.ts).
        <Suspense fallback={<DeleteLink kind={kind} />}>
          <LazyDeleteConfirm kind={kind} onDelete={onDelete} />
        </Suspense>
      ) : (
        <ReportButton targetType={kind === 'comment' ? 2 : 3} targetId={id} />
      )}
    </span>
  );
}
