import Popconfirm from 'antd/es/popconfirm';
import { DeleteLink } from './DeleteLink';

/** 删除 under my own comment or reply, after confirming (loaded with antd, deferred.ts). */
export function DeleteConfirm({
  kind,
  onDelete,
}: {
  kind: 'comment' | 'reply';
  onDelete(): Promise<unknown>;
}) {
  return (
    <Popconfirm
      title={kind === 'comment' ? '删除这条评论及其回复？' : '删除这条回复？'}
      okText="删除"
      cancelText="取消"
      onConfirm={onDelete}
    >
      <DeleteLink kind={kind} />
    </Popconfirm>
  );
}
