import { Link, useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { formatRelativeTime, type BlackUser } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { UserAvatar } from '../../components/UserAvatar';
import { useBlackList, useSetBlack } from './queries';
import { homepagePath } from './UserRow';
import styles from './Social.module.css';

/** The page of the blacklist lives in ?black_page=, beside the other settings. */
export const BLACK_PAGE_PARAM = 'black_page';

function BlackRow({ user }: { user: BlackUser }) {
  const setBlack = useSetBlack();
  return (
    <li className={styles.blackRow} data-testid="black-row">
      <Link to={homepagePath(user.id)} className={styles.userAvatar} tabIndex={-1}>
        <UserAvatar src={user.image_url || undefined} name={user.nickname} size={40} />
      </Link>
      <div className={styles.userMain}>
        <Link to={homepagePath(user.id)} className={styles.userName} data-name>
          {user.nickname}
        </Link>
        <p className={styles.blackTime}>拉黑于 {formatRelativeTime(user.create_time)}</p>
      </div>
      <Popconfirm
        title={`将 ${user.nickname} 移出黑名单？`}
        okText="移除"
        cancelText="取消"
        onConfirm={() => setBlack.mutateAsync({ userId: user.id, block: false })}
      >
        <Button size="small" loading={setBlack.isPending} data-testid="black-remove">
          移除
        </Button>
      </Popconfirm>
    </li>
  );
}

/** 黑名单 (GET /web/system/black_list): the people I blocked, newest first, with 移除. */
export function BlackList() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get(BLACK_PAGE_PARAM)) || 1);
  const list = useBlackList(page);
  if (list.isError) return <ErrorView onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  const { data: rows, paginate } = list.data;
  if (rows.length === 0) return <EmptyState description="黑名单里还没有人" />;
  return (
    <>
      <ul className={styles.userList} data-testid="black-list">
        {rows.map((user) => (
          <BlackRow key={user.id} user={user} />
        ))}
      </ul>
      {paginate.last_page > 1 && (
        <Pager
          current={paginate.current_page}
          lastPage={paginate.last_page}
          hrefFor={(p) => `?${BLACK_PAGE_PARAM}=${p}`}
          compact
        />
      )}
    </>
  );
}
