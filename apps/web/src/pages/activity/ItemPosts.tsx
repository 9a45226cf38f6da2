import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination, Skeleton, Tag } from 'antd';
import { formatDateTime } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { useActiveItems } from '../../features/campaign/queries';
import styles from './ActivityList.module.css';

/**
 * The posts taking part in an item (帖子) activity (GET /web/active/item, docs/activities.md
 * "Item activities"): published posts with the activity's tag, made during its stages.
 */
export function ItemPosts({ activeId }: { activeId: number }) {
  const [page, setPage] = useState(1);
  const q = useActiveItems(activeId, page);
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { data: posts, paginate, tag } = q.data;
  return (
    <section className={styles.itemPosts} data-testid="item-posts">
      <h3>参与的帖子{paginate.total > 0 ? `（${paginate.total}）` : ''}</h3>
      {tag ? (
        <p className={styles.itemHint}>
          活动期间发布带 <Tag color="blue">#{tag.name}</Tag> 标签的帖子即可参与
        </p>
      ) : (
        <p className={styles.itemHint}>参与方式公布后，带活动标签的帖子会显示在这里</p>
      )}
      {posts.length === 0 ? (
        tag && <p className={styles.itemHint}>还没有人参与，来发第一帖吧</p>
      ) : (
        <ul className={styles.itemList}>
          {posts.map((p) => (
            <li key={p.id}>
              <Link to={`/app/new-version/postDetail/${p.id}`}>{p.title}</Link>
              <span>
                {p.author.nickname} · {formatDateTime(p.create_time)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {paginate.last_page > 1 && (
        <Pagination
          size="small"
          simple
          current={page}
          total={paginate.total}
          pageSize={paginate.per_page}
          onChange={setPage}
        />
      )}
    </section>
  );
}
