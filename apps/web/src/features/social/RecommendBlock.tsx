import { useState } from 'react';
import Button from 'antd/es/button';
import SyncOutlined from '@ant-design/icons/es/icons/SyncOutlined';
import { FOLLOW_PAGE_SIZE } from '@xinke/shared';
import { hasToken } from '../../lib/credentials';
import { useRecommendations } from './queries';
import { UserList, UserRow } from './UserRow';
import styles from './Social.module.css';

const TITLES = { follow: '推荐关注', fan: '回关你的粉丝' } as const;

/**
 * People to follow (follow_recommend_list: most fans first) or fans I have not followed
 * back (fan_recommend_list), a page at a time with 换一批. Members only; nothing when
 * there is nobody to recommend.
 */
export function RecommendBlock({
  kind,
  pageSize = FOLLOW_PAGE_SIZE,
}: {
  kind: 'follow' | 'fan';
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const query = useRecommendations(kind, page, pageSize, hasToken());
  const data = query.data;
  if (!data || data.data.length === 0) return null;
  const lastPage = data.paginate.last_page;
  return (
    <section className={styles.recommend} data-testid={`recommend-${kind}`}>
      <header className={styles.recommendHead}>
        <h2 className={styles.recommendTitle}>{TITLES[kind]}</h2>
        {lastPage > 1 && (
          <Button
            type="link"
            size="small"
            icon={<SyncOutlined />}
            loading={query.isFetching}
            onClick={() => setPage((p) => (p % lastPage) + 1)}
          >
            换一批
          </Button>
        )}
      </header>
      <UserList>
        {data.data.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </UserList>
    </section>
  );
}
