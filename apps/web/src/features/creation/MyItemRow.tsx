import { Link, useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import {
  formatCount,
  formatRelativeTime,
  ITEM_STATUS,
  ITEM_TYPE,
  ItemStatus,
  type MyItem,
} from '@xinke/shared';
import { useDeleteItem } from './queries';
import styles from './Creation.module.css';

/** Where editing an item happens: the form of its kind, with ?draft=1 for drafts. */
export function editHref(item: Pick<MyItem, 'id' | 'item_type' | 'item_status'>): string {
  const kind = item.item_type === ITEM_TYPE.vote ? 'vote' : 'post';
  const draft = item.item_status === ITEM_STATUS.draft ? '&draft=1' : '';
  return `/app/new-version/publish/${kind}?id=${item.id}${draft}`;
}

/** One of my items: status, counts, 编辑 and 删除 (after confirming). */
export function MyItemRow({ item }: { item: MyItem }) {
  const remove = useDeleteItem();
  const navigate = useNavigate();
  const isDraft = item.item_status === ITEM_STATUS.draft;
  return (
    <li className={styles.row} data-testid="my-item">
      <div className={styles.rowMain}>
        {isDraft ? (
          <Link to={editHref(item)} className={styles.rowTitle}>
            {item.title || '（无标题草稿）'}
          </Link>
        ) : (
          <Link to={`/app/new-version/postDetail/${item.id}`} className={styles.rowTitle}>
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
        </span>
      </div>
      <div className={styles.rowActions}>
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
