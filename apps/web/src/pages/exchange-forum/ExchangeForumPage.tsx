import { Link, useSearchParams } from 'react-router-dom';
import { ITEM_TYPE, HOME_SORT } from '@xinke/shared';
import { useAllCircles } from '../../features/circle/queries';
import { PostList } from '../../features/forum/PostList';
import styles from './ExchangeForum.module.css';

const BASE = '/app/new-version/exchange-forum';

/**
 * /app/new-version/exchange-forum (交流论坛, decided in docs/feedback.md "Pages"): the
 * question-and-answer board — 提问帖 of every circle, newest or hottest first, narrowed to
 * one circle by a chip. A question opens at exchange-forum/detail/:id (the post page).
 */
export default function ExchangeForumPage() {
  const [params] = useSearchParams();
  const circleId = Number(params.get('circle_id')) || undefined;
  const hot = params.get('sort') === 'hot';
  const circles = useAllCircles();
  const href = (next: { circle?: number; hot?: boolean; page?: number }) => {
    const q = new URLSearchParams();
    if (next.circle) q.set('circle_id', String(next.circle));
    if (next.hot) q.set('sort', 'hot');
    if (next.page && next.page > 1) q.set('page', String(next.page));
    const s = q.toString();
    return s ? `${BASE}?${s}` : BASE;
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div className={styles.page} data-testid="exchange-forum-page">
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>交流论坛</h1>
          <p className={styles.lead}>
            遇到电路、固件、打印参数的问题？在这里提问，和有经验的玩家一起讨论。
          </p>
        </div>
        <Link to="/app/new-version/publish/post" className={styles.ask}>
          我要提问
        </Link>
      </header>
      <nav className={styles.chips} aria-label="圈子">
        <Link to={href({ hot })} aria-current={!circleId ? 'page' : undefined}>
          全部
        </Link>
        {(circles.data?.data ?? []).map((c) => (
          <Link
            key={c.id}
            to={href({ circle: c.id, hot })}
            aria-current={circleId === c.id ? 'page' : undefined}
          >
            {c.name}
          </Link>
        ))}
      </nav>
      <div className={styles.sort}>
        <Link to={href({ circle: circleId })} aria-current={!hot ? 'page' : undefined}>
          最新
        </Link>
        <Link to={href({ circle: circleId, hot: true })} aria-current={hot ? 'page' : undefined}>
          最热
        </Link>
      </div>
      <PostList
        query={{
          page,
          item_type: ITEM_TYPE.question,
          circle_id: circleId,
          top: hot ? HOME_SORT.ranking : HOME_SORT.default,
        }}
        pageHref={(p) => href({ circle: circleId, hot, page: p })}
        empty="还没有人提问，来问第一个问题吧"
      />
    </div>
  );
}
