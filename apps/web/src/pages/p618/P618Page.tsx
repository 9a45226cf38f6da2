import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton, Tag } from 'antd';
import {
  PRODUCT_STATUS,
  formatDateTime,
  p618Phase,
  type P618,
  type ProductCard,
} from '@xinke/shared';
import buttons from '../../components/buttons.module.css';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useP618 } from '../../features/campaign/queries';
import { ActivityEntries } from '../activity/ActivityEntries';
import { Countdown } from '../lottery/Countdown';
import styles from './P618.module.css';

/** A product card; it opens the product's landing page when it has one (docs/products.md). */
function Products({ products }: { products: ProductCard[] }) {
  return (
    <ul className={styles.products} data-testid="p618-products">
      {products.map((p) => {
        const body = (
          <>
            <img src={p.cover} alt="" loading="lazy" />
            <div className={styles.productBody}>
              <strong>{p.name}</strong>
              {p.slogan && <span>{p.slogan}</span>}
              {p.status === PRODUCT_STATUS.discontinued && <Tag>已停产</Tag>}
            </div>
          </>
        );
        return (
          <li key={p.id}>
            {p.slug ? (
              <Link to={`/app/${p.slug}-index`} className={styles.product}>
                {body}
              </Link>
            ) : (
              <div className={styles.product}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 距开始 / 距结束 / 已结束, and a refetch when a boundary passes so the page follows. */
function CampaignClock({ c, refetch }: { c: P618; refetch(): void }) {
  const start = c.start_time ?? 0;
  const end = c.end_time ?? 0;
  const phase = p618Phase(start, end, Date.now());
  const next = phase === 'upcoming' ? start : phase === 'running' ? end : null;
  useEffect(() => {
    if (next === null) return;
    const wait = next * 1000 - Date.now();
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(refetch, wait + 1000);
    return () => clearTimeout(timer);
  }, [next]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={styles.countdown} data-testid="p618-countdown">
      {phase === 'upcoming' && <Countdown to={start} label="距活动开始" />}
      {phase === 'running' && <Countdown to={end} label="距活动结束" />}
      {phase === 'ended' && <p>本届 618 年中创客节已结束，感谢参与</p>}
    </div>
  );
}

/**
 * /app/new-version/p618 (SPEC §2; /app/index/p618 redirects here): the 618 年中创客节 as
 * staff set it in the console (docs/p618.md) — title, banner, a countdown to its start or
 * end, the chosen activities (status derived) and products. Nothing configured is said so.
 */
export default function P618Page() {
  const q = useP618();
  if (q.isError)
    return (
      <div className={styles.page}>
        <ErrorView onRetry={() => void q.refetch()} />
      </div>
    );
  if (!q.data)
    return (
      <div className={styles.page} data-testid="p618-loading">
        <Skeleton.Image active style={{ width: '100%', height: 160 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  const c = q.data;
  if (!c.configured)
    return (
      <div className={styles.page}>
        <EmptyState description="618 年中创客节还没有开始筹备，敬请期待">
          <Link to="/app/new-version/activity" className={buttons.primary}>
            看看其他活动
          </Link>
        </EmptyState>
      </div>
    );
  return (
    <div className={styles.page} data-testid="p618-page">
      <header className={c.banner ? `${styles.hero} ${styles.heroBanner}` : styles.hero}>
        {c.banner && <img className={styles.banner} src={c.banner} alt="" />}
        <div className={c.banner ? styles.heroText : undefined}>
          <h1 className={styles.title}>{c.title}</h1>
          {c.start_time !== null && c.end_time !== null && (
            <p className={styles.dates}>
              {formatDateTime(c.start_time)} ~ {formatDateTime(c.end_time)}
            </p>
          )}
          <CampaignClock c={c} refetch={() => void q.refetch()} />
        </div>
      </header>
      <section className={styles.section}>
        <h2 className={styles.heading}>活动</h2>
        {c.activities.length > 0 ? (
          <ActivityEntries activities={c.activities} />
        ) : (
          <EmptyState description="活动正在准备中" />
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>好物推荐</h2>
        {c.products.length > 0 ? (
          <Products products={c.products} />
        ) : (
          <EmptyState description="参与的产品正在准备中" />
        )}
      </section>
    </div>
  );
}
