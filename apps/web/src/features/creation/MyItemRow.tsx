import { Link, useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import {
  COMMENT_SWITCH,
  formatCount,
  formatRelativeTime,
  ITEM_STATUS,
  ItemStatus,
  type MyItem,
} from '@xinke/shared';
import { useCommentSwitch } from '../post-detail/use-comment-switch';
import { detailHref, editHref, previewHref } from './item-links';
import { useDeleteItem } from './queries';
import styles from './Creation.module.css';

/**
 * One of my items: status, counts, 预览 (anything not published yet: its public page does
 * not exist for readers), 关闭评论 / 开启评论 (not on drafts: nobody reads them), 编辑 and
 * 删除 (after confirming).
 */
export function MyItemRow({ item }: { item: MyItem }) {
  const remove = useDeleteItem();
  const commentSwitch = useCommentSwitch();
  const commentsOpen = item.allow_comment === COMMENT_SWITCH.on;
  const navigate = useNavigate();
  const isDraft = item.item_status === ITEM_STATUS.draft;
  const isPublished = item.item_status === ITEM_STATUS.published;
  return (
    <li className={styles.row} data-testid="my-item">
      <div className={styles.rowMain}>
        {isDraft ? (
          <Link to={editHref(item)} className={styles.rowTitle}>
            {item.title || '（无标题草稿）'}
          </Link>
        ) : (
          <Link to={detailHref(item.id)} className={styles.rowTitle}>
            {item.title}
          </Link>
        )}
        <span className={styles.status} data-status={item.item_status}>
          {ItemStatus.label(item.item_status)}
        </span>
        {item.reject_reason && <p className={styles.reason}>未通过原因：{item.reject_reason}</p>}
        <span className={styles.meta}>
          {formatRelativeTime(item.update_time)} · 浏览 {formatCount(item.visit_count)} · 点赞{' '}
          {formatCount(item.thumb_count)} · 评论 {formatCount(item.comment_count)}
          {!commentsOpen && <span data-testid="comments-off"> · 已关闭评论</span>}
        </span>
      </div>
      <div className={styles.rowActions}>
        {!isPublished && (
          <Button
            size="small"
            onClick={() => void navigate(previewHref(item.id))}
            data-testid="preview-item"
          >
            预览
          </Button>
        )}
        {!isDraft && (
          <Button
            size="small"
            loading={commentSwitch.isPending}
            onClick={() => commentSwitch.mutate({ id: item.id, open: !commentsOpen })}
            data-testid="comment-switch-item"
          >
            {commentsOpen ? '关闭评论' : '开启评论'}
          </Button>
        )}
        <Button size="small" onClick={() => void navigate(editHref(item))}>
          编辑
        </Button>
        <Popconfirm
          title={isDraft ? '删除这篇草稿？' : '删除后不可恢复，确定删除？'}
          okText="删除"
          cancelText="取消"
          onConfirm={() => remove.mutateAsync(item)}
        >
          <Button size="small" danger loading={remove.isPending} data-testid="delete-item">
            删除
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
