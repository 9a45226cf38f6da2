import Popconfirm from 'antd/es/popconfirm';
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
        <Popconfirm
          title={kind === 'comment' ? '删除这条评论及其回复？' : '删除这条回复？'}
          okText="删除"
          cancelText="取消"
          onConfirm={onDelete}
        >
          <button type="button" className={styles.linkButton} data-testid={`delete-${kind}`}>
            删除
          </button>
        </Popconfirm>
      ) : (
        <ReportButton targetType={kind === 'comment' ? 2 : 3} targetId={id} />
      )}
    </span>
  );
}
